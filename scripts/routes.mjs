// @ts-check
/** The site's one route list: the pages of build/sitemap.xml (every page but the 404). */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/**
 * Every page of the build as a path without trailing slash ('/', '/preisliste', '/blog/post/…').
 * @param {string} [buildDir]
 * @returns {string[]}
 */
export function sitemapPaths(buildDir = 'build') {
  const xml = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) =>
    new URL(url.trim()).pathname.replace(/(.)\/$/, '$1'),
  );
}

/**
 * Whether a route pattern of budgets.json matches a path: exact, or `/blog/post/*` for every
 * path one level below `/blog/post`.
 * @param {string} pattern
 * @param {string} path
 */
export const routeMatches = (pattern, path) =>
  pattern.endsWith('/*')
    ? path.startsWith(pattern.slice(0, -1)) && !path.slice(pattern.length - 1).includes('/')
    : pattern === path;
