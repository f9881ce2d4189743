import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {pagePolicies} from '../../plugins/security-headers/headers';
import {axeViolations} from './axe';
import {playVideo, scrollThrough, useMenu, usePriceDialog} from './interactions';
import {waitForIslands} from './routes';
import {allPagePaths} from './sitePaths';

/**
 * Every page a visitor can reach (build/sitemap.xml) and the 404 page, each loaded ONCE on a phone
 * and then widened to a desktop, and checked for everything that holds on every page. The page
 * comes from the production server setup (deploy/site.conf in the real nginx, Playwright's web
 * server), so it runs under the real Content-Security-Policy. On each page:
 *
 * - the head (title, description, keywords, canonical, robots, JSON-LD) after the islands ran is
 *   the served one (React's hydration once rewrote it; pages now run no framework; what the
 *   served head must say is pages.spec.ts' business);
 * - at 375 and at 1280px: axe, with every rule it has (WCAG 2.x A/AA and best practices), zero
 *   violations (on the home page also with the menu open, on the price list with a dialog open);
 *   then what a visitor does (scroll to the bottom so lazy media load, the menu below 993px, a
 *   price-list dialog, a video); the blog's index and articles fit a phone's width;
 * - no CSP violation, no console error, no failed request;
 * - the privacy promise: no request to another origin, no cookie, nothing in web storage,
 *   IndexedDB or the Cache API.
 *
 * One load for both widths: axe (half a megabyte of script) is injected once per page, and
 * widening re-lays out the page and fetches the wider image variants as a desktop's load does.
 */

const NOT_FOUND = '/gibt-es-nicht';
const paths = [...allPagePaths, NOT_FOUND];
const WIDTHS = [
  {width: 375, height: 740},
  {width: 1280, height: 800},
];
// Each page's own policy; an unknown address answers with the 404 page, under its policy.
const policies = pagePolicies('build');

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Runs before the page's first byte is parsed: records every CSP violation. */
function recordViolations() {
  const violations: string[] = [];
  window.__cspViolations = violations;
  document.addEventListener('securitypolicyviolation', (event) => {
    violations.push(
      `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
    );
  });
}

/** Records every request the browser context makes (pages, frames, workers), and WebSockets. */
function recordRequests(context: BrowserContext, page: Page): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  page.on('websocket', (socket) => urls.push(socket.url()));
  return urls;
}

function foreign(urls: readonly string[], own: string): string[] {
  return urls.filter((url) => {
    const {protocol, origin} = new URL(url);
    return protocol !== 'data:' && protocol !== 'blob:' && origin !== own;
  });
}

/** Console errors, page errors and failed requests (aborted prefetches and media excepted). */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (req) => {
    if (req.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`request failed: ${req.url()} ${req.failure()?.errorText ?? ''}`);
  });
  return problems;
}

/** In the page: the head of the served HTML (source) and of the live document. */
async function heads(source: string) {
  await new Promise(requestAnimationFrame);
  const headOf = (doc: Document) => {
    const values = (selector: string, attribute?: string) =>
      [...doc.head.querySelectorAll(selector)].map((el) =>
        attribute ? (el.getAttribute(attribute) ?? '') : (el.textContent ?? ''),
      );
    return {
      title: doc.title,
      description: values('meta[name="description"]', 'content'),
      keywords: values('meta[name="keywords"]', 'content'),
      canonical: values('link[rel="canonical"]', 'href'),
      robots: values('meta[name="robots"]', 'content'),
      jsonLd: values('script[type="application/ld+json"]'),
    };
  };
  return {
    served: headOf(new DOMParser().parseFromString(source, 'text/html')),
    live: headOf(document),
  };
}

for (const path of paths) {
  test(`${path}: head stays put; at 375 and 1280px axe clean; runs under the CSP; private`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const urls = recordRequests(context, page);
    const problems = recordProblems(page);
    await page.addInitScript(recordViolations);
    await page.setViewportSize(WIDTHS[0]!);

    const response = await page.goto(path);
    expect(response?.status()).toBe(path === NOT_FOUND ? 404 : 200);
    expect(await response?.headerValue('content-security-policy')).toBe(
      policies.get(path === NOT_FOUND ? '/404' : path),
    );
    // The islands ran (every site-* element is defined), so the CSP's hashes let them through.
    await waitForIslands(page);

    // After the islands ran (and one frame more) the head is still the served one.
    const {served, live} = await page.evaluate(heads, await response!.text());
    expect(served.title).not.toBe('');
    expect(served.description).toHaveLength(1);
    expect(served.canonical).toHaveLength(1);
    if (path === NOT_FOUND) expect(served.robots).toEqual(['noindex']);
    expect(live, 'the head after the islands ran is the served one').toEqual(served);

    const axe = async (what: string) =>
      expect(await axeViolations(page), `axe, ${what}`).toEqual([]);
    for (const {width, height} of WIDTHS) {
      if (width !== WIDTHS[0]!.width) {
        await page.setViewportSize({width, height});
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      await axe(`${width}px`);
      // The blog's index and articles (her text, her pictures) fit a phone: no sideways scrolling.
      if (width < 600 && (path === '/blog' || path.startsWith('/blog/post/')))
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          'horizontal overflow',
        ).toBeLessThanOrEqual(0);
      // What a visitor does.
      await scrollThrough(page);
      const acted = {
        menu: await useMenu(page, path === '/' ? () => axe(`${width}px, menu open`) : undefined),
        dialog: await usePriceDialog(
          page,
          path === '/preisliste' ? () => axe(`${width}px, dialog open`) : undefined,
        ),
        video: await playVideo(page),
      };
      expect(acted.menu, 'the menu button exists exactly below 993px').toBe(width < 993);
      test.info().annotations.push({type: `${width}px`, description: JSON.stringify(acted)});
    }
    await page.waitForLoadState('networkidle');

    expect(await page.evaluate(() => window.__cspViolations), 'CSP violations').toEqual([]);
    // (The 404 page's own status is the one error Chromium reports there.)
    const notFoundItself = `console: Failed to load resource: the server responded with a status of 404 (Not Found) (${baseURL}${path})`;
    expect(
      problems.filter((problem) => !(path === NOT_FOUND && problem === notFoundItself)),
      'console errors, page errors, failed requests',
    ).toEqual([]);

    // Private: nothing left this origin, nothing was stored.
    expect(urls.length).toBeGreaterThan(1);
    expect(foreign(urls, baseURL!), 'requests to other origins').toEqual([]);
    expect(await context.cookies(), 'cookies').toEqual([]);
    const stored = await page.evaluate(async () => ({
      cookie: document.cookie,
      localStorage: Object.keys(localStorage),
      sessionStorage: Object.keys(sessionStorage),
      indexedDB: (await indexedDB.databases()).map((database) => database.name),
      cacheStorage: 'caches' in window ? await caches.keys() : [],
    }));
    expect(stored).toEqual({
      cookie: '',
      localStorage: [],
      sessionStorage: [],
      indexedDB: [],
      cacheStorage: [],
    });
  });
}
