import {content} from './content';

/**
 * Every public route with its German headline: the e2e suites iterate over this list. Headlines
 * the owner writes come from her content; the legal pages' headlines are fixed by the site.
 */
export const routes: ReadonlyArray<{readonly path: string; readonly h1: string}> = [
  {path: '/', h1: content.home.hero.headline},
  {path: '/preisliste', h1: content.pages.prices.headline},
  {path: '/galerie', h1: content.pages.gallery.headline},
  {path: '/kooperation', h1: content.cooperation.headline},
  {path: '/impressum', h1: 'Impressum'},
  {path: '/datenschutz', h1: 'Datenschutzerklärung'},
];

/** The site's address from src/data/studio.yml (docusaurus.config.ts builds with it), without a trailing slash. */
export const siteUrl = content.studio.url.replace(/\/+$/, '');

/**
 * Waits until React has hydrated the page and react-helmet-async has written the final head:
 * hydration runs in time slices, and Helmet applies the head of the tree rendered so far in an
 * animation frame, so mid-hydration the tab can show the bare site name for a frame.
 */
export async function waitForHydration(page: import('@playwright/test').Page) {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Opens a page and waits until React has hydrated it: the bundles start after the first paint,
 * so controls that need JavaScript (and the final <title>) are ready only then.
 */
export async function gotoHydrated(page: import('@playwright/test').Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
