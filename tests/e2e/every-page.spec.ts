import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {pagePolicies} from '../../plugins/security-headers/headers';
import {axeViolations} from './axe';
import {playVideo, scrollThrough, useMenu, usePriceDialog} from './interactions';
import {waitForIslands} from './routes';
import {allPagePaths} from './sitePaths';

/**
 * Every page a visitor can reach (build/sitemap.xml) and the 404 page, at phone and desktop width,
 * each loaded ONCE and checked for everything that holds on every page. The page comes from the
 * production server setup (deploy/site.conf in the real nginx, Playwright's web server), so it
 * runs under the real Content-Security-Policy. On each load:
 *
 * - the head (title, description, keywords, canonical, robots, JSON-LD) after the islands ran is
 *   the served one (hydration once rewrote it; pages now run no framework);
 * - axe, with every rule it has (WCAG 2.x A/AA and best practices): zero violations;
 * - then what a visitor does (scroll to the bottom so lazy media load, the menu below 993px, a
 *   price-list dialog, a video): no CSP violation, no console error, no failed request;
 * - the privacy promise: no request to another origin, no cookie, nothing in web storage,
 *   IndexedDB or the Cache API.
 */

const paths = [...allPagePaths, '/gibt-es-nicht'];
const NOT_FOUND = '/gibt-es-nicht';
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

// ---------------------------------------------------------------------------------------------
// Requests, errors and storage

/** Records every request the browser context makes (pages, frames, workers), and WebSockets. */
function recordRequests(context: BrowserContext, page: Page): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  page.on('websocket', (socket) => urls.push(socket.url()));
  return urls;
}

function foreign(urls: readonly string[], own: string): string[] {
  return urls.filter((url) => {
    const parsed = new URL(url);
    if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return false;
    return parsed.origin !== own;
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

// ---------------------------------------------------------------------------------------------

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({viewport: {width, height: width < 600 ? 740 : 800}});

    for (const path of paths) {
      test(`${path}: head stays put, axe clean, runs under the CSP, private`, async ({
        page,
        context,
        baseURL,
      }) => {
        test.setTimeout(120_000);
        const urls = recordRequests(context, page);
        const problems = recordProblems(page);
        await page.addInitScript(recordViolations);

        const response = await page.goto(path);
        expect(response?.status()).toBe(path === NOT_FOUND ? 404 : 200);
        expect(await response?.headerValue('content-security-policy')).toBe(
          policies.get(path === NOT_FOUND ? '/404' : path),
        );
        const html = await response!.text();
        // The islands ran (every site-* element is defined), so the CSP's hashes let them through.
        await waitForIslands(page);

        // The head: what every page must have, and after the islands ran (and one frame more)
        // still the served one.
        const {served, live} = await page.evaluate(async (source) => {
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
        }, html);
        expect(served.title).not.toBe('');
        expect(served.description).toHaveLength(1);
        expect(served.canonical).toHaveLength(1);
        if (path === NOT_FOUND) expect(served.robots).toEqual(['noindex']);
        expect(live, 'the head after the islands ran is the served one').toEqual(served);

        // axe on the page as loaded.
        expect(await axeViolations(page)).toEqual([]);

        // What a visitor does.
        await page.waitForLoadState('networkidle');
        await scrollThrough(page);
        const acted = {
          menu: width < 993 ? await useMenu(page) : false,
          dialog: await usePriceDialog(page),
          video: await playVideo(page),
        };
        if (width < 993) expect(acted.menu, 'the menu button exists below 993px').toBe(true);
        test.info().annotations.push({type: 'interactions', description: JSON.stringify(acted)});
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
  });
}
