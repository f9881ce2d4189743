/** Every public route with its German headline: the e2e suites iterate over this list. */
export const routes = [
  {path: '/', h1: 'Ihr Kosmetikstudio in Berlin Steglitz'},
  {path: '/preisliste', h1: 'Kosmetikbehandlungen und Preisliste'},
  {path: '/galerie', h1: 'Sichtbare Ergebnisse, die für sich sprechen – meine Galerie'},
  {path: '/kooperation', h1: 'Kooperationen mit Kosmetikmarken und Spa-Hotels'},
  {path: '/impressum', h1: 'Impressum'},
  {path: '/datenschutz', h1: 'Datenschutzerklärung'},
] as const;

export const siteUrl = (process.env.SITE_URL ?? 'https://www.kosmetik-mustermann.de').replace(/\/+$/, '');

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
