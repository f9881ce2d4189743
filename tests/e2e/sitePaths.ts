import {sitemapPaths} from './content';
import {routes} from './routes';

/** The blog's articles as the build published them: every /blog/post/… of build/sitemap.xml. */
export const blogPostPaths: readonly string[] = sitemapPaths().filter((path) => path.startsWith('/blog/post/'));

/** The blog's public pages: the index and every article (spec §2). */
export const blogPaths: readonly string[] = ['/blog', ...blogPostPaths];

/** Every page a visitor can reach: the routes of routes.ts plus the blog. */
export const allPagePaths: readonly string[] = [...routes.map((route) => route.path), ...blogPaths];

/** Feeds and sitemap: served as they are, next to the pages. */
export const feedPaths = ['/blog/rss.xml', '/blog/atom.xml', '/sitemap.xml'] as const;
