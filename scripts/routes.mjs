// @ts-check
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/**
 * The build's every page but the 404, from its sitemap, without trailing slash ('/', '/blog/post/…').
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
 * Whether a route of budgets.json matches: exact, or `/blog/post/*` one level below `/blog/post`.
 * @param {string} pattern
 * @param {string} path
 */
export const routeMatches = (pattern, path) =>
  pattern.endsWith('/*')
    ? path.startsWith(pattern.slice(0, -1)) && !path.slice(pattern.length - 1).includes('/')
    : pattern === path;
