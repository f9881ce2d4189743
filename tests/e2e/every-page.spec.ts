import AxeBuilder from '@axe-core/playwright';
import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {resolve} from 'node:path';
import {securityHeaders} from '../../plugins/security-headers/headers';
import {
  brotliInstalled,
  loopbackServers,
  nginxPrefix,
  startNginx,
  writeTopLevel,
} from '../../scripts/nginx.mjs';
import {playVideo, scrollThrough, useMenu, usePriceDialog} from './interactions';
import {waitForIslands} from './routes';
import {allPagePaths} from './sitePaths';

/**
 * Every page a visitor can reach (build/sitemap.xml) and the 404 page, at phone and desktop width,
 * each loaded ONCE and checked for everything that holds on every page. The page comes from the
 * production server setup (deploy/site.conf in a real nginx, scripts/nginx.mjs), so it runs under
 * the real Content-Security-Policy. On each load:
 *
 * - the head (title, description, keywords, canonical, robots, JSON-LD) is the served one on the
 *   first painted frame and on every frame until the islands run and after, at 4× CPU slowdown
 *   (issue 13: React's hydration once rewrote it; nothing may write the head now);
 * - axe, with every rule it has (WCAG 2.x A/AA and best practices): zero violations;
 * - then what a visitor does (scroll to the bottom so lazy media load, the menu below 993px, a
 *   price-list dialog, a video): no CSP violation, no console error, no failed request;
 * - the privacy promise: no request to another origin, no cookie, nothing in web storage,
 *   IndexedDB or the Cache API.
 *
 * These were four specs that loaded every page at both widths (a11y, privacy, head-stability and
 * nginx's CSP walk); one load per page and width now serves them all.
 */

const paths = [...allPagePaths, '/gibt-es-nicht'];
const NOT_FOUND = '/gibt-es-nicht';

/** One nginx per worker, on its own ports (E2E_PORT + 40 + 2 × the worker's index). */
let origin = '';
let csp = '';
let stopNginx: (() => Promise<void>) | undefined;

test.beforeAll(async ({browserName: _browser}, workerInfo) => {
  const port = Number(process.env.E2E_PORT ?? 4173) + 40 + 2 * workerInfo.parallelIndex;
  const buildDir = resolve('build');
  const brotli = brotliInstalled() && process.env.NGINX_BROTLI !== 'off';
  csp = securityHeaders(buildDir)[0]![1];
  const prefix = nginxPrefix({generatedDir: resolve('deploy/generated'), name: 'nginx-pages-'});
  writeTopLevel({
    prefix,
    brotli,
    accessLog: false,
    servers: loopbackServers({buildDir, port, editorPort: port + 1, brotli}),
  });
  ({stop: stopNginx} = await startNginx({prefix, ports: [port, port + 1]}));
  origin = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  await stopNginx?.();
});

// ---------------------------------------------------------------------------------------------
// The head, frame by frame

/** One look at the head: each field with every value present (none, one, or duplicates). */
interface HeadSnapshot {
  readonly title: string;
  readonly description: readonly string[];
  readonly keywords: readonly string[];
  readonly canonical: readonly string[];
  readonly robots: readonly string[];
  readonly jsonLd: readonly string[];
}

interface Frame {
  /** ms since navigation start */
  readonly at: number;
  readonly head: HeadSnapshot;
}

declare global {
  interface Window {
    __headFrames?: Frame[];
    __headSnapshot?: (doc: Document) => HeadSnapshot;
    __cspViolations?: string[];
  }
}

/**
 * Runs before the page's first byte is parsed: records the head on every animation frame (only
 * the frames where it differs from the previous one, to stay cheap on a throttled CPU), and every
 * CSP violation.
 */
function recordHeadAndViolations() {
  const violations: string[] = [];
  window.__cspViolations = violations;
  document.addEventListener('securitypolicyviolation', (event) => {
    violations.push(
      `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
    );
  });
  // JSON-LD by its value: the served text is the HTML minifier's re-serialization of it (keys
  // sorted), the browser's the page's own key order.
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
          )
        : value;
  const jsonValue = (text: string | null) => {
    try {
      return JSON.stringify(sorted(JSON.parse(text ?? '')));
    } catch {
      return `not JSON: ${text}`;
    }
  };
  const values = (doc: Document, selector: string, read: (el: Element) => string | null) =>
    [...doc.head.querySelectorAll(selector)].map((el) => read(el) ?? '');
  const snapshot = (doc: Document): HeadSnapshot => ({
    title: doc.title,
    description: values(doc, 'meta[name="description"]', (el) => el.getAttribute('content')),
    keywords: values(doc, 'meta[name="keywords"]', (el) => el.getAttribute('content')),
    canonical: values(doc, 'link[rel="canonical"]', (el) => el.getAttribute('href')),
    robots: values(doc, 'meta[name="robots"]', (el) => el.getAttribute('content')),
    jsonLd: values(doc, 'script[type="application/ld+json"]', (el) => jsonValue(el.textContent)),
  });
  const frames: Frame[] = [];
  window.__headFrames = frames;
  window.__headSnapshot = snapshot;
  let last = '';
  const tick = () => {
    // The head is complete once <body> exists; before that a frame would see a half-parsed head.
    if (document.body) {
      const head = snapshot(document);
      const key = JSON.stringify(head);
      if (key !== last) {
        last = key;
        frames.push({at: Math.round(performance.now()), head});
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** What changed in a frame, one line per field (long values cut short). */
const describeFrame = (frame: Frame, first: HeadSnapshot) => {
  const show = (value: unknown) => {
    const text = JSON.stringify(value);
    return text.length > 100 ? `${text.slice(0, 100)}…` : text;
  };
  return (Object.keys(first) as Array<keyof HeadSnapshot>)
    .filter((field) => JSON.stringify(frame.head[field]) !== JSON.stringify(first[field]))
    .map(
      (field) => `at ${frame.at} ms ${field}: ${show(first[field])} -> ${show(frame.head[field])}`,
    );
};

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
      }) => {
        test.setTimeout(120_000);
        const urls = recordRequests(context, page);
        const problems = recordProblems(page);
        await page.addInitScript(recordHeadAndViolations);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});

        const response = await page.goto(`${origin}${path}`);
        expect(response?.status()).toBe(path === NOT_FOUND ? 404 : 200);
        expect(await response?.headerValue('content-security-policy')).toBe(csp);
        const html = await response!.text();
        // The islands ran (every site-* element is defined), so script-src 'self' let them through.
        await waitForIslands(page);
        // and a couple of frames more, for anything written in the frame after the islands ran
        await page.evaluate(
          () =>
            new Promise<void>((done) =>
              requestAnimationFrame(() => requestAnimationFrame(() => done())),
            ),
        );
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});

        // The head: what every page must have, the same from the first painted frame on.
        const {served, frames} = await page.evaluate(
          (source) => ({
            served: window.__headSnapshot!(new DOMParser().parseFromString(source, 'text/html')),
            frames: window.__headFrames!,
          }),
          html,
        );
        expect(served.title).not.toBe('');
        expect(served.description).toHaveLength(1);
        expect(served.canonical).toHaveLength(1);
        if (path === NOT_FOUND) expect(served.robots).toEqual(['noindex']);
        expect(frames.length, 'frames recorded').toBeGreaterThan(0);
        const [first] = frames;
        expect(first!.head, 'the first painted head is the served one').toEqual(served);
        expect(frames.slice(1).flatMap((frame) => describeFrame(frame, first!.head))).toEqual([]);

        // axe on the page as loaded.
        const {violations: axe} = await new AxeBuilder({page}).analyze();
        expect(
          axe.map(
            (v) =>
              `${v.id} [${v.impact}] ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([]);

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
        const notFoundItself = `console: Failed to load resource: the server responded with a status of 404 (Not Found) (${origin}${path})`;
        expect(
          problems.filter((problem) => !(path === NOT_FOUND && problem === notFoundItself)),
          'console errors, page errors, failed requests',
        ).toEqual([]);

        // Private: nothing left this origin, nothing was stored.
        expect(urls.length).toBeGreaterThan(1);
        expect(foreign(urls, origin), 'requests to other origins').toEqual([]);
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
