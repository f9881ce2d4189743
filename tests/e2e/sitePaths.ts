import {sitemapPaths} from './content';
import {routes} from './routes';

const isBlog = (path: string) => path === '/blog' || path.startsWith('/blog/');

/** The blog's articles as the build published them: every /blog/post/… of build/sitemap.xml. */
export const blogPostPaths: readonly string[] = sitemapPaths().filter((path) =>
  path.startsWith('/blog/post/'),
);

/**
 * Every page a visitor can reach, as build/sitemap.xml lists them: the pages of routes.ts, then
 * the blog (index, articles, topics, archive, author).
 */
export const allPagePaths: readonly string[] = [
  ...routes.map((route) => route.path),
  ...sitemapPaths().filter(isBlog),
];

/** Feeds and sitemap: served as they are, next to the pages. */
export const feedPaths = ['/blog/rss.xml', '/blog/atom.xml', '/sitemap.xml'] as const;
