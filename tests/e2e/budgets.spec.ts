import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type Page} from '@playwright/test';

/**
 * Byte budgets per route, measured the way a phone receives the page: gzip bytes on the wire
 * (scripts/serve.mjs compresses like a CDN) of the HTML, CSS and JS the page loads until it is
 * hydrated and idle, and the image bytes above the fold at 375px. Sizes, not timings.
 * The limits live in budgets.json; raise one only with a reason in the commit.
 */
interface Budget {
  readonly html: number;
  readonly css: number;
  readonly js: number;
  readonly images: number;
}

const budgets = JSON.parse(readFileSync(join(__dirname, '..', '..', 'budgets.json'), 'utf8')) as {
  readonly routes: Record<string, Budget>;
  /** Web font bytes any page may load. */
  readonly fonts: number;
};

async function measure(page: Page, path: string) {
  const totals = {html: 0, css: 0, js: 0, images: 0, fonts: 0};
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    if (!sizes) return;
    const type = request.resourceType();
    const bytes = sizes.responseBodySize;
    if (type === 'document') totals.html += bytes;
    else if (type === 'stylesheet') totals.css += bytes;
    else if (type === 'script') totals.js += bytes;
    else if (type === 'font') totals.fonts += bytes;
  });
  await page.goto(path, {waitUntil: 'load'});
  // Hydrated: React has taken over the prerendered page; then let prefetches settle.
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  await page.waitForLoadState('networkidle');
  // Images above the fold: those whose box starts inside the first screen (Chrome also loads
  // lazy images a little below it; those are not counted here).
  totals.images = await page.evaluate(() => {
    const seen = new Set<string>();
    let bytes = 0;
    for (const img of Array.from(document.images)) {
      const rect = img.getBoundingClientRect();
      if (!img.currentSrc || rect.top >= window.innerHeight || rect.bottom <= 0 || seen.has(img.currentSrc)) continue;
      seen.add(img.currentSrc);
      const entry = performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined;
      bytes += entry?.encodedBodySize ?? 0;
    }
    return bytes;
  });
  return totals;
}

test.use({viewport: {width: 375, height: 740}, deviceScaleFactor: 2});

for (const [path, budget] of Object.entries(budgets.routes)) {
  test(`budget ${path}`, async ({page}) => {
    const used = await measure(page, path);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `${path}: html ${kb(used.html)} / ${kb(budget.html)}, css ${kb(used.css)} / ${kb(budget.css)}, ` +
        `js ${kb(used.js)} / ${kb(budget.js)}, images above the fold ${kb(used.images)} / ${kb(budget.images)}, fonts ${kb(used.fonts)} / ${kb(budgets.fonts)}`,
    );
    expect.soft(used.html, 'HTML bytes (gzip)').toBeLessThanOrEqual(budget.html);
    expect.soft(used.css, 'CSS bytes (gzip)').toBeLessThanOrEqual(budget.css);
    expect.soft(used.js, 'JS bytes (gzip)').toBeLessThanOrEqual(budget.js);
    expect.soft(used.images, 'image bytes above the fold at 375px').toBeLessThanOrEqual(budget.images);
    expect.soft(used.fonts, 'web font bytes').toBeLessThanOrEqual(budgets.fonts);
  });
}
