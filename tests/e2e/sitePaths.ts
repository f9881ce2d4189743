import {routes} from './routes';

/** The blog's public pages: the index and the two articles (spec §2). */
export const blogPaths = ['/blog', '/blog/post/slow-aging-durch-ernaehrung', '/blog/post/saftkuren-detox-gerson-therapie'] as const;

/** Every page a visitor can reach: the routes of routes.ts plus the blog. */
export const allPagePaths: readonly string[] = [...routes.map((route) => route.path), ...blogPaths];

/** Feeds and sitemap: served as they are, next to the pages. */
export const feedPaths = ['/blog/rss.xml', '/blog/atom.xml', '/sitemap.xml'] as const;
