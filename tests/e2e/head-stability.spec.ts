import {expect, test} from '@playwright/test';
import {content, pageTitle} from './content';
import {siteUrl, waitForIslands} from './routes';
import {allPagePaths} from './sitePaths';

/**
 * The head a crawler, a link preview or the browser tab reads: the same on every animation frame
 * from the first byte until the islands run and after (issue 13: React's hydration once rewrote
 * it; visitor pages now load no runtime, and nothing may write the head again).
 */

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
  }
}

/**
 * Runs before the page's first byte is parsed: records the head on every animation frame (only
 * the frames where it differs from the previous one, to stay cheap on a throttled CPU).
 */
function recordHead() {
  // JSON-LD by its value: the served text is the HTML minifier's re-serialization of it (keys
  // sorted), the browser's the page's own key order; helmet swaps one for the other in one step.
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
const describe = (frame: Frame, first: HeadSnapshot) => {
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

test.describe('the head stays put from the first byte on (4× CPU slowdown)', () => {
  for (const path of [...allPagePaths, '/gibt-es-nicht']) {
    test(path, async ({page}) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.addInitScript(recordHead);

      const response = await page.goto(path);
      const html = await response!.text();
      await waitForIslands(page);
      // and a couple of frames more, for anything written in the frame after the islands ran
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          ),
      );

      const {served, frames} = await page.evaluate(
        (source) => ({
          served: window.__headSnapshot!(new DOMParser().parseFromString(source, 'text/html')),
          frames: window.__headFrames!,
        }),
        html,
      );
      // The served HTML has what every page must have (and the 404 page its noindex).
      expect(served.title).not.toBe('');
      expect(served.description).toHaveLength(1);
      expect(served.canonical).toHaveLength(1);
      if (path === '/gibt-es-nicht') expect(served.robots).toEqual(['noindex']);

      expect(frames.length, 'frames recorded').toBeGreaterThan(0);
      const [first] = frames;
      expect(first!.head, 'the first painted head is the served one').toEqual(served);
      expect(frames.slice(1).flatMap((frame) => describe(frame, first!.head))).toEqual([]);
    });
  }
});

test('following a link gives the next page its own title, canonical and description', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/');
  await waitForIslands(page);
  await page.getByRole('navigation').getByRole('link', {name: 'Preisliste'}).click();
  await expect(page).toHaveURL('/preisliste');
  await expect(page).toHaveTitle(pageTitle(content.pages.prices.title));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${siteUrl}/preisliste`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    content.pages.prices.description,
  );
});
