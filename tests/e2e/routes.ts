import type {Page} from '@playwright/test';
import {content, sitemapPaths} from './content';

/**
 * The German headline of each page outside the blog. Headlines the owner writes come from her
 * content; the legal pages' headlines are fixed by the site.
 */
const headlines: Readonly<Record<string, string>> = {
  '/': content.home.hero.headline,
  '/preisliste': content.pages.prices.headline,
  '/galerie': content.pages.gallery.headline,
  '/kooperation': content.cooperation.headline,
  '/impressum': 'Impressum',
  '/datenschutz': 'Datenschutzerklärung',
};

/**
 * Every page outside the blog, as the build's sitemap lists them (the site's one route list),
 * with its headline: the e2e suites iterate over this list. A new page fails here until its
 * headline is named above.
 */
export const routes: ReadonlyArray<{readonly path: string; readonly h1: string}> = sitemapPaths()
  .filter((path) => path !== '/blog' && !path.startsWith('/blog/'))
  .map((path) => {
    const h1 = headlines[path];
    if (h1 === undefined)
      throw new Error(`${path} is in build/sitemap.xml but has no headline in tests/e2e/routes.ts`);
    return {path, h1};
  })
  .sort((a, b) => Object.keys(headlines).indexOf(a.path) - Object.keys(headlines).indexOf(b.path));

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
