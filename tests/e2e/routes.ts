import type {Page} from '@playwright/test';
import {sitePages} from '../../src/data/navigation';
import {content, sitemapPaths} from './content';

/**
 * Every page outside the blog, as the build's sitemap lists them (the site's one route list),
 * with its headline from the page registry (src/data/navigation.ts), taken from the owner's YAML
 * as she wrote it: the e2e suites iterate over this list, in the registry's order. A page the
 * build has and the registry lacks fails here.
 */
export const routes: ReadonlyArray<{readonly path: string; readonly h1: string}> = sitemapPaths()
  .filter((path) => path !== '/blog' && !path.startsWith('/blog/'))
  .map((path) => {
    const page = sitePages.find((entry) => entry.route === path);
    if (!page) throw new Error(`${path} is in build/sitemap.xml but not in src/data/navigation.ts`);
    const h1 = typeof page.headline === 'string' ? page.headline : page.headline(content);
    return {path, h1};
  })
  .sort(
    (a, b) =>
      sitePages.findIndex((page) => page.route === a.path) -
      sitePages.findIndex((page) => page.route === b.path),
  );

/** The site's address from src/data/studio.yml (docusaurus.config.ts builds with it), without a trailing slash. */
export const siteUrl = content.studio.url.replace(/\/+$/, '');

/**
 * Waits until the page's islands work: the page has loaded (module scripts run before `load`)
 * and every custom element of src/islands on it (`site-*`) is defined. Pages load no framework
 * runtime; everything else works from the first paint.
 */
export async function waitForIslands(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll(':not(:defined)')].filter((element) =>
        element.localName.startsWith('site-'),
      ).length === 0,
  );
}

/** Opens a page and waits until its islands work (see waitForIslands). */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForIslands(page);
  return response;
}
