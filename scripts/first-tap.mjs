/**
 * First-tap latency, for `npm run bench`: every button visible on the first screen of a page at
 * 375 px is tapped the moment it appears (and, separately, once the page's islands run), on a
 * throttled phone (4x CPU slowdown, 1.6 Mbit/s, 150 ms RTT). The latency is what the browser's
 * Event Timing API reports for the tap's interaction (the longest of its pointerdown, pointerup
 * and click entries: input to the next paint); a tap is "answered" when the page visibly reacts
 * (a dialog opens, a carousel scrolls, a video starts, an aria-expanded or aria-pressed changes,
 * the mail program is called).
 */
/* global window, document, getComputedStyle -- the functions handed to the page run there */
import {chromium} from '@playwright/test';
import {chromiumArgs} from './chromium.mjs';

const PHONE = {viewport: {width: 375, height: 812}, isMobile: true, hasTouch: true};
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
/** The site's controls: buttons (links navigate; their latency is the next page's load). */
const CONTROLS = 'button';
/** Event Timing reports entries from 16 ms on; a faster interaction counts as this. */
const BELOW_THRESHOLD = 16;

/** Collects the Event Timing entries of the page from its first byte. */
function recordEventTiming() {
  const entries = [];
  Object.defineProperty(window, '__eventTiming', {value: entries});
  const keep = (list) => {
    for (const entry of list.getEntries())
      entries.push({
        name: entry.name,
        duration: entry.duration,
        interactionId: entry.interactionId ?? 0,
      });
  };
  new PerformanceObserver(keep).observe({type: 'event', durationThreshold: 16, buffered: true});
  new PerformanceObserver(keep).observe({type: 'first-input', buffered: true});
}

/** The page has loaded and every island on it (custom element site-*) is defined. */
function islandsReady() {
  return (
    document.readyState === 'complete' &&
    [...document.querySelectorAll(':not(:defined)')].every(
      (element) => !element.localName.startsWith('site-'),
    )
  );
}

/** What a tap can visibly change, as one string. */
function pageState() {
  const parts = [`dialogs:${document.querySelectorAll('dialog[open]').length}`];
  for (const element of document.querySelectorAll('[aria-expanded], [aria-pressed]'))
    parts.push(`${element.getAttribute('aria-expanded')}/${element.getAttribute('aria-pressed')}`);
  for (const video of document.querySelectorAll('video')) parts.push(`video:${video.paused}`);
  for (const element of document.querySelectorAll('ul, ol, div'))
    if (element.scrollWidth > element.clientWidth) parts.push(`x:${element.scrollLeft}`);
  return parts.join(' ');
}

/** The buttons visible on the first screen, as [index among all buttons, accessible name]. */
async function firstScreenControls(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(islandsReady);
    return await page.locator(CONTROLS).evaluateAll((buttons) =>
      buttons.flatMap((button, index) => {
        const box = button.getBoundingClientRect();
        const visible =
          box.width > 0 &&
          box.height > 0 &&
          box.top < window.innerHeight &&
          box.bottom > 0 &&
          !button.disabled &&
          getComputedStyle(button).visibility !== 'hidden';
        const name = (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
        return visible ? [[index, name]] : [];
      }),
    );
  } finally {
    await context.close();
  }
}

/** True as soon as one of the promises resolves true; false once all have resolved false. */
function anyTrue(promises) {
  return new Promise((resolve) => {
    let pending = promises.length;
    for (const promise of promises)
      promise.then((value) => {
        pending -= 1;
        if (value || pending === 0) resolve(Boolean(value));
      });
  });
}

/** One tap on a fresh, throttled page load; the latency in ms (null when the tap had no effect). */
async function tapOnce(browser, url, index, {afterHydration}) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.addInitScript(recordEventTiming);
    await page.addInitScript({content: `window.__pageState = ${pageState.toString()};`});
    await page.goto(url, {waitUntil: 'commit'});
    const control = page.locator(CONTROLS).nth(index);
    await control.waitFor({state: 'visible', timeout: 30_000});
    if (afterHydration) await page.waitForFunction(islandsReady);
    const before = await page.evaluate(() => window.__pageState());
    // A button that opens the mail program changes nothing on the page; Chromium logs the hand-over.
    const mailProgram = page
      .waitForEvent('console', {
        predicate: (message) => message.text().includes('mailto:'),
        timeout: 5_000,
      })
      .then(
        () => true,
        () => false,
      );
    await control.tap({timeout: 10_000});
    const changed = page
      .waitForFunction((state) => window.__pageState() !== state, before, {timeout: 5_000})
      .then(
        () => true,
        () => false,
      );
    const answered = await anyTrue([changed, mailProgram]);
    await page.waitForTimeout(300);
    const entries = await page.evaluate(() => window.__eventTiming);
    const tap = entries.filter((entry) =>
      ['pointerdown', 'pointerup', 'click', 'touchstart', 'touchend'].includes(entry.name),
    );
    const latency = Math.max(BELOW_THRESHOLD, ...tap.map((entry) => entry.duration));
    return answered ? latency : null;
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Measures every first-screen button of each route `runs` times, at once and once the islands run.
 * Returns one row per button: route, name, medians (ms) and how many taps had no effect.
 */
export async function measureFirstTaps(baseUrl, routes, {runs, chromePath}) {
  const browser = await chromium.launch({executablePath: chromePath, args: chromiumArgs});
  const rows = [];
  try {
    for (const route of routes) {
      const url = `${baseUrl}${route}`;
      for (const [index, name] of await firstScreenControls(browser, url)) {
        const row = {route, name, early: [], late: [], lostEarly: 0, lostLate: 0};
        for (let run = 0; run < runs; run += 1) {
          for (const afterHydration of [false, true]) {
            const latency = await tapOnce(browser, url, index, {afterHydration}).catch(() => null);
            if (latency === null) row[afterHydration ? 'lostLate' : 'lostEarly'] += 1;
            else row[afterHydration ? 'late' : 'early'].push(latency);
          }
        }
        rows.push({
          route,
          name,
          early: row.early.length ? median(row.early) : NaN,
          late: row.late.length ? median(row.late) : NaN,
          lostEarly: row.lostEarly,
          lostLate: row.lostLate,
        });
      }
      console.log(`tapped ${route}`);
    }
  } finally {
    await browser.close();
  }
  return rows;
}
