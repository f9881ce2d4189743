/**
 * Click-to-next-page on a throttled phone (4x CPU, 1.6 Mbit/s, 150 ms RTT; 375 px wide): opens a
 * page, points at a link of the main navigation for 300 ms (a person's hover before the click;
 * that is when Speculation Rules "moderate" start to prerender) and clicks it. Prints the time
 * from the click until the next page's largest contentful paint, median of --runs.
 *
 *   node scripts/next-page.mjs [--runs 5] [--label after] [--dir build] [--no-speculation]
 *
 * A plain document navigation: the next document's LCP (after its activation, for a prerendered
 * page). A client-side navigation of Docusaurus' router (the site before issue 25) reports no new
 * LCP, so there the time until the next page's h1 and its first image are painted stands in.
 * `--no-speculation` serves a copy without the speculationrules block: every next page is then
 * loaded after the click, throttled like the first one. (A prerendered page is a target of its
 * own that the CDP throttling of the tab may not cover; the copy is the conservative figure.)
 */
/* global window, document, requestAnimationFrame -- the functions handed to the page run there */
import {cpSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from './chromium.mjs';
import {startServer} from './serve.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const runs = Number(option('--runs', 5));
let dir = option('--dir', 'build');
const label = option('--label', dir);

if (args.includes('--no-speculation')) {
  const copy = 'reports/no-speculation';
  rmSync(copy, {recursive: true, force: true});
  cpSync(dir, copy, {recursive: true});
  for (const entry of readdirSync(copy, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        /<script type="?speculationrules"?>[\s\S]*?<\/script>/,
        '',
      ),
    );
    rmSync(`${file}.gz`, {force: true});
    rmSync(`${file}.br`, {force: true});
  }
  dir = copy;
}

/** From → link text (main navigation) → the next page's path. */
const HOPS = [
  ['/', 'Preisliste', '/preisliste'],
  ['/preisliste', 'Galerie', '/galerie'],
  ['/galerie', 'Kooperation', '/kooperation'],
  ['/kooperation', 'Startseite', '/'],
];

/** Runs in every document: its LCP entries, and (for a client-side navigation) painted h1s. */
function record() {
  const lcp = [];
  Object.defineProperty(window, '__lcp', {value: lcp});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lcp.push(entry.startTime);
  }).observe({type: 'largest-contentful-paint', buffered: true});
  // Client-side navigation: the first frame after the new page's h1 (and its first image) is in.
  Object.defineProperty(window, '__watchFor', {
    value: (path) =>
      new Promise((resolve) => {
        const tick = () => {
          const img = document.querySelector('main img');
          if (
            window.location.pathname === path &&
            document.querySelector('h1') &&
            (!img || img.complete)
          )
            requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
          else requestAnimationFrame(tick);
        };
        tick();
      }),
  });
}

const chromePath = findChromium();
const port = 4310;
const server = await startServer({dir, port});
const browser = await chromium.launch({executablePath: chromePath, args: chromiumArgs});
const results = [];
try {
  for (const [from, linkText, to] of HOPS) {
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({viewport: {width: 375, height: 812}});
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 1_600_000 / 8,
        uploadThroughput: 750_000 / 8,
      });
      await page.addInitScript(record);
      await page.goto(`http://127.0.0.1:${port}${from}`, {waitUntil: 'load'});
      await page.waitForTimeout(1500);
      // The menu (below 993px the links sit in it), then a moment on the link, then the click.
      await page.getByRole('button', {name: 'Menü öffnen'}).click();
      const link = page.locator('#site-mobile-menu').getByRole('link', {name: linkText});
      await link.hover();
      await page.waitForTimeout(300);
      const spa = page.evaluate((path) => window.__watchFor(path), to).catch(() => null);
      const [origin, clickedAt] = await page.evaluate(() => [
        performance.timeOrigin,
        performance.timeOrigin + performance.now(),
      ]);
      await link.click({noWaitAfter: true});
      await page.waitForURL(`**${to}`);
      const sameDocument = (await page.evaluate(() => performance.timeOrigin)) === origin;
      let painted = sameDocument ? await spa : null;
      if (!sameDocument) {
        // A new document: its LCP, counted from its activation if it was prerendered.
        await page.waitForLoadState('load');
        await page.waitForTimeout(1000);
        painted = await page.evaluate(() => {
          const navigation = performance.getEntriesByType('navigation')[0];
          const activation = navigation?.activationStart ?? 0;
          const last = window.__lcp.at(-1) ?? NaN;
          return performance.timeOrigin + Math.max(last, activation);
        });
      }
      const prerendered = await page
        .evaluate(() => (performance.getEntriesByType('navigation')[0]?.activationStart ?? 0) > 0)
        .catch(() => false);
      times.push({ms: painted - clickedAt, prerendered});
      await context.close();
    }
    const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
    results.push({
      hop: `${from} → ${to}`,
      median: sorted[Math.floor(sorted.length / 2)],
      min: sorted[0],
      max: sorted.at(-1),
      prerendered: times.filter((t) => t.prerendered).length,
    });
  }
} finally {
  await browser.close();
  server.close();
}

console.log(
  `\nClick to next page painted (${label}), 375 px, 4x CPU, 1.6 Mbit/s, 150 ms RTT, median of ${runs}\n`,
);
console.log('| hop | median | min | max | prerendered |');
console.log('|---|---|---|---|---|');
for (const r of results)
  console.log(
    `| ${r.hop} | ${Math.round(r.median)} ms | ${Math.round(r.min)} ms | ${Math.round(r.max)} ms | ${r.prerendered}/${runs} |`,
  );
