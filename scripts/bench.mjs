#!/usr/bin/env node
/**
 * `npm run bench`: benchmarks of the built site, on 127.0.0.1 only. A benchmark, not a test:
 * nothing here fails on a number. Close other work first: a busy machine measures itself.
 *
 *   npm run bench                          # build, then lighthouse + taps + load
 *   npm run bench -- lighthouse /preisliste --runs 3 --no-build
 *   npm run bench -- next-page [--no-speculation] [--dir build] [--label after]
 *
 * lighthouse  Lighthouse mobile defaults (simulated throttling) in the system Chromium, --runs
 *             times per route (default: the routes of budgets.json, and /404.html), each run
 *             interleaved with the same page from a copy of the build without any <script>
 *             (reports/scriptless: the limit to compare with). Medians and the lowest score;
 *             JSON reports in reports/lighthouse/.
 * taps        Every button on the first screen at 375 px tapped on a throttled phone, the moment
 *             it appears and once the page's islands run: the Event Timing latency (the longest
 *             of the tap's pointer/click entries, input to next paint) and how many taps had no
 *             visible effect (no dialog, scroll, video, aria-expanded/pressed or mail program).
 * load        The real nginx with deploy/*.conf (scripts/nginx.mjs), 2,000 requests for / at
 *             concurrency 50 with `Accept-Encoding: br, gzip`, once serving the build's
 *             pre-compressed copies and once compressing per request (*_static off).
 * next-page   Menu, 300 ms on a link (Speculation Rules "moderate" start then), click: the time
 *             until the next page's largest contentful paint (from its activation when it was
 *             prerendered). --no-speculation serves a copy without the speculationrules block.
 * The phone: 4x CPU slowdown, 1.6 Mbit/s, 150 ms RTT.
 */
/* global window, document, getComputedStyle, requestAnimationFrame -- the functions handed to the page run there */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {get} from 'node:http';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {chromiumArgs, findChromium} from './chromium.mjs';
import {
  brotliInstalled,
  loopbackServers,
  nginxPrefix,
  startNginx,
  writeTopLevel,
} from './nginx.mjs';
import {routeMatches, sitemapPaths} from './routes.mjs';
import {startServer} from './serve.mjs';

const {values: flags, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    runs: {type: 'string', default: '5'},
    'no-build': {type: 'boolean'},
    dir: {type: 'string', default: 'build'},
    label: {type: 'string'},
    'no-speculation': {type: 'boolean'},
  },
});
const runs = Number(flags.runs);
const explicitRoutes = positionals.filter((arg) => arg.startsWith('/'));
const commands = positionals.filter((arg) => !arg.startsWith('/'));
const run = (command) =>
  commands.length === 0 ? command !== 'next-page' : commands.includes(command);

const chromePath = findChromium();
if (!chromePath) {
  console.error('Chromium not found: apt-get install chromium (or set CHROMIUM_PATH).');
  process.exit(1);
}
if (!flags['no-build'] && !(commands.length === 1 && commands[0] === 'next-page')) {
  const build = spawnSync('node_modules/.bin/docusaurus', ['build'], {stdio: 'inherit'});
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => (Number.isNaN(value) ? '–' : `${Math.round(value)} ms`);
const table = (head, rows) =>
  [`| ${head.join(' | ')} |`, `|${'---|'.repeat(head.length)}`]
    .concat(rows.map((row) => `| ${row.join(' | ')} |`))
    .join('\n');

/** A copy of `dir` in reports/<name> with `pattern` removed from every page (and no stale .br/.gz). */
function copyWithout(dir, name, pattern) {
  const copy = join('reports', name);
  rmSync(copy, {recursive: true, force: true});
  cpSync(dir, copy, {recursive: true});
  for (const entry of readdirSync(copy, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    writeFileSync(file, readFileSync(file, 'utf8').replace(pattern, ''));
    rmSync(`${file}.gz`, {force: true});
    rmSync(`${file}.br`, {force: true});
  }
  return copy;
}

/** A fresh browser context as the throttled phone. */
async function phone(browser, options = {isMobile: true, hasTouch: true}) {
  const context = await browser.newContext({viewport: {width: 375, height: 812}, ...options});
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
  return {context, page};
}

// --- lighthouse -------------------------------------------------------------------------------

/** One Lighthouse run of a page, as the numbers the table shows. */
async function audit(url, reportName) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const {lhr, report} = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    writeFileSync(`reports/lighthouse/${reportName}.json`, report);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint') / 1000,
      lcp: value('largest-contentful-paint') / 1000,
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      kb: value('total-byte-weight') / 1024,
    };
  } finally {
    await chrome.kill();
  }
}

async function benchLighthouse(routes, oursUrl, scriptlessUrl) {
  mkdirSync('reports/lighthouse', {recursive: true});
  const rows = [];
  for (const route of routes) {
    const name = route === '/' ? 'startseite' : route.slice(1).replace(/\//g, '_');
    const results = {ours: [], scriptless: []};
    // Each run audits the page and then its scriptless twin, so both see the same machine load.
    for (let index = 1; index <= runs; index += 1) {
      results.ours.push(await audit(`${oursUrl}${route}`, `${name}-${index}`));
      results.scriptless.push(
        await audit(`${scriptlessUrl}${route}`, `${name}-scriptless-${index}`),
      );
    }
    for (const [label, list] of [
      [route, results.ours],
      [`${route} (no scripts)`, results.scriptless],
    ]) {
      const m = (key) => median(list.map((result) => result[key]));
      rows.push([
        label,
        m('perf'),
        Math.min(...list.map((result) => result.perf)),
        m('a11y'),
        m('bp'),
        m('seo'),
        `${m('fcp').toFixed(2)} s`,
        `${m('lcp').toFixed(2)} s`,
        ms(m('tbt')),
        m('cls').toFixed(3),
        `${Math.round(m('kb'))} KB`,
      ]);
    }
    console.log(`measured ${route}`);
  }
  const head = ['route', 'perf', 'perf min', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'];
  return `Lighthouse mobile, median of ${runs} runs, gzip server on 127.0.0.1, each beside the same page without scripts\n\n${table([...head, 'transfer'], rows)}`;
}

// --- taps -------------------------------------------------------------------------------------

/** Runs in the page from its first byte: Event Timing entries and what a tap can visibly change. */
function recordTaps() {
  const entries = [];
  Object.defineProperty(window, '__eventTiming', {value: entries});
  const keep = (list) =>
    entries.push(...list.getEntries().map(({name, duration}) => ({name, duration})));
  new PerformanceObserver(keep).observe({type: 'event', durationThreshold: 16, buffered: true});
  new PerformanceObserver(keep).observe({type: 'first-input', buffered: true});
  window.__pageState = () => {
    const parts = [`dialogs:${document.querySelectorAll('dialog[open]').length}`];
    for (const element of document.querySelectorAll('[aria-expanded], [aria-pressed]'))
      parts.push(
        `${element.getAttribute('aria-expanded')}/${element.getAttribute('aria-pressed')}`,
      );
    for (const video of document.querySelectorAll('video')) parts.push(`video:${video.paused}`);
    for (const element of document.querySelectorAll('ul, ol, div'))
      if (element.scrollWidth > element.clientWidth) parts.push(`x:${element.scrollLeft}`);
    return parts.join(' ');
  };
}

/** The page has loaded and every island on it (custom element site-*) is defined. */
const islandsReady = () =>
  document.readyState === 'complete' &&
  [...document.querySelectorAll(':not(:defined)')].every((el) => !el.localName.startsWith('site-'));

/** The buttons visible on the first screen, as [index among all buttons, accessible name]. */
async function firstScreenButtons(browser, url) {
  const context = await browser.newContext({
    viewport: {width: 375, height: 812},
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(islandsReady);
    return await page.locator('button').evaluateAll((buttons) =>
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

/** One tap on a fresh, throttled page load; the latency in ms, null when the tap had no effect. */
async function tapOnce(browser, url, index, islandsFirst) {
  const {context, page} = await phone(browser);
  try {
    await page.addInitScript(recordTaps);
    await page.goto(url, {waitUntil: 'commit'});
    const button = page.locator('button').nth(index);
    await button.waitFor({state: 'visible', timeout: 30_000});
    if (islandsFirst) await page.waitForFunction(islandsReady);
    const before = await page.evaluate(() => window.__pageState());
    // A button that opens the mail program changes nothing on the page; Chromium logs the hand-over.
    const mailProgram = page
      .waitForEvent('console', {predicate: (m) => m.text().includes('mailto:'), timeout: 5_000})
      .then(() => true);
    await button.tap({timeout: 10_000});
    const changed = page
      .waitForFunction((state) => window.__pageState() !== state, before, {timeout: 5_000})
      .then(() => true);
    const answered = await Promise.any([changed, mailProgram]).catch(() => false);
    await page.waitForTimeout(300);
    const entries = await page.evaluate(() => window.__eventTiming);
    const tap = entries.filter((entry) =>
      ['pointerdown', 'pointerup', 'click', 'touchstart', 'touchend'].includes(entry.name),
    );
    // Event Timing reports entries from 16 ms on; a faster interaction counts as 16 ms.
    return answered ? Math.max(16, ...tap.map((entry) => entry.duration)) : null;
  } finally {
    await context.close();
  }
}

async function benchTaps(routes, baseUrl) {
  const browser = await chromium.launch({executablePath: chromePath, args: chromiumArgs});
  const rows = [];
  try {
    for (const route of routes) {
      for (const [index, name] of await firstScreenButtons(browser, `${baseUrl}${route}`)) {
        const cells = [];
        for (const islandsFirst of [false, true]) {
          const latencies = [];
          for (let i = 0; i < runs; i += 1) {
            const latency = await tapOnce(browser, `${baseUrl}${route}`, index, islandsFirst).catch(
              () => null,
            );
            if (latency !== null) latencies.push(latency);
          }
          cells.push(ms(latencies.length ? median(latencies) : NaN), runs - latencies.length);
        }
        rows.push([route, name, ...cells]);
      }
      console.log(`tapped ${route}`);
    }
  } finally {
    await browser.close();
  }
  const head = ['route', 'button', 'on appearing', 'unanswered', 'islands ready', 'unanswered'];
  return `First tap at 375 px (4x CPU, 1.6 Mbit/s, 150 ms RTT), Event Timing latency, median of ${runs}; unanswered taps of ${runs}\n\n${table(head, rows)}`;
}

// --- load -------------------------------------------------------------------------------------

const LOAD = {requests: 2_000, connections: 50, warmUp: 100, limitSeconds: 90, port: 4320};

/** One GET as a browser asks: its Content-Encoding and the bytes on the wire. */
const probe = (url) =>
  new Promise((done, fail) => {
    const headers = {'Accept-Encoding': 'br, gzip'};
    get(url, {headers, agent: false}, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => done({encoding: res.headers['content-encoding'] ?? 'identity', bytes}));
    }).on('error', fail);
  });

/** autocannon for `amount` requests of `url`, stopped after LOAD.limitSeconds at the latest. */
function hammer(url, amount) {
  return new Promise((done, fail) => {
    const instance = autocannon(
      {
        url,
        connections: LOAD.connections,
        amount,
        timeout: 10,
        headers: {'accept-encoding': 'br, gzip'},
      },
      (error, result) => {
        clearTimeout(limit);
        if (error) fail(error);
        else done(result);
      },
    );
    const limit = setTimeout(() => instance.stop(), LOAD.limitSeconds * 1000);
  });
}

async function benchLoad() {
  const brotli = brotliInstalled();
  const url = `http://127.0.0.1:${LOAD.port}/`;
  const rows = [];
  for (const precompressed of [true, false]) {
    const prefix = nginxPrefix({precompressed, name: 'nginx-load-'});
    const servers = loopbackServers({
      buildDir: resolve('build'),
      port: LOAD.port,
      editorPort: LOAD.port + 1,
      brotli,
    });
    writeTopLevel({prefix, brotli, accessLog: false, servers});
    const nginx = await startNginx({prefix, ports: [LOAD.port]});
    try {
      const first = await probe(url);
      await hammer(url, LOAD.warmUp);
      const result = await hammer(url, LOAD.requests);
      const done = result.requests.total;
      rows.push([
        precompressed
          ? 'pre-compressed (gzip_static, brotli_static)'
          : 'per request (*_static off)',
        '/',
        first.encoding,
        first.bytes,
        done,
        Math.round(done / result.duration),
        `${result.latency.p50} ms`,
        `${result.latency.p99} ms`,
        result.errors + result.timeouts + result.non2xx,
      ]);
    } finally {
      await nginx.stop();
    }
  }
  const head = [
    'configuration',
    'route',
    'served as',
    'bytes',
    'requests',
    'requests/s',
    'p50',
    'p99',
    'failed',
  ];
  return `nginx on 127.0.0.1, 1 worker, ${LOAD.requests} requests at concurrency ${LOAD.connections}, Accept-Encoding: br, gzip (after ${LOAD.warmUp} to warm up)\n\n${table(head, rows)}`;
}

// --- next-page --------------------------------------------------------------------------------

/** From → link text in the menu → the next page's path. */
const HOPS = [
  ['/', 'Preisliste', '/preisliste'],
  ['/preisliste', 'Galerie', '/galerie'],
  ['/galerie', 'Kooperation', '/kooperation'],
  ['/kooperation', 'Startseite', '/'],
];

async function benchNextPage(baseUrl, label) {
  const browser = await chromium.launch({executablePath: chromePath, args: chromiumArgs});
  const rows = [];
  try {
    for (const [from, linkText, to] of HOPS) {
      const times = [];
      let prerendered = 0;
      for (let i = 0; i < runs; i += 1) {
        const {context, page} = await phone(browser, {});
        await page.addInitScript(() => {
          const lcp = [];
          Object.defineProperty(window, '__lcp', {value: lcp});
          new PerformanceObserver((list) =>
            lcp.push(...list.getEntries().map((e) => e.startTime)),
          ).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
        });
        await page.goto(`${baseUrl}${from}`, {waitUntil: 'load'});
        const origin = await page.evaluate(() => performance.timeOrigin);
        await page.waitForTimeout(1500);
        // The menu (below 993px the links sit in it), then a moment on the link, then the click.
        await page.getByRole('button', {name: 'Menü öffnen'}).click();
        const link = page.locator('#site-mobile-menu').getByRole('link', {name: linkText});
        await link.hover();
        await page.waitForTimeout(300);
        const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
        await link.click({noWaitAfter: true});
        await page.waitForURL(`**${to}`);
        let painted;
        let activation = 0;
        if ((await page.evaluate(() => performance.timeOrigin)) === origin) {
          // A client-side navigation (Docusaurus' router, the site before issue 25) reports no new
          // LCP: the first frame with the new page's h1 and its first image stands in.
          painted = await page.evaluate(
            () =>
              new Promise((done) => {
                const tick = () => {
                  const img = document.querySelector('main img');
                  if (document.querySelector('h1') && (!img || img.complete))
                    requestAnimationFrame(() => done(performance.timeOrigin + performance.now()));
                  else requestAnimationFrame(tick);
                };
                tick();
              }),
          );
        } else {
          await page.waitForLoadState('load');
          await page.waitForTimeout(1000);
          // The new document's LCP, counted from its activation if it was prerendered.
          [painted, activation] = await page.evaluate(() => {
            const start = performance.getEntriesByType('navigation')[0]?.activationStart ?? 0;
            return [performance.timeOrigin + Math.max(window.__lcp.at(-1) ?? NaN, start), start];
          });
        }
        times.push(painted - clickedAt);
        if (activation > 0) prerendered += 1;
        await context.close();
      }
      const sorted = times.sort((a, b) => a - b);
      rows.push([
        `${from} → ${to}`,
        ms(median(sorted)),
        ms(sorted[0]),
        ms(sorted.at(-1)),
        `${prerendered}/${runs}`,
      ]);
    }
  } finally {
    await browser.close();
  }
  return `Click to next page painted (${label}), 375 px, 4x CPU, 1.6 Mbit/s, 150 ms RTT, median of ${runs}\n\n${table(['hop', 'median', 'min', 'max', 'prerendered'], rows)}`;
}

// --- main -------------------------------------------------------------------------------------

const budgeted = Object.keys(JSON.parse(readFileSync('budgets.json', 'utf8')).routes);
/** By default the routes with a byte budget, and the 404 page as a file (Lighthouse skips a 404). */
const routes =
  explicitRoutes.length > 0
    ? explicitRoutes
    : [
        ...sitemapPaths().filter((path) => budgeted.some((p) => routeMatches(p, path))),
        '/404.html',
      ];
const servers = [];
/** Serves dir on a free port of 127.0.0.1; its base URL. */
const serve = async (dir) => {
  const server = await startServer({dir, port: 0});
  servers.push(server);
  return `http://127.0.0.1:${server.address().port}`;
};
const report = [];
try {
  if (run('lighthouse') || run('taps')) {
    const ours = await serve('build');
    if (run('lighthouse')) {
      const scriptless = await serve(
        copyWithout('build', 'scriptless', /<script\b[^>]*>[\s\S]*?<\/script>/gi),
      );
      report.push(await benchLighthouse(routes, ours, scriptless));
    }
    if (run('taps')) report.push(await benchTaps(routes, ours));
  }
  if (run('next-page')) {
    const dir = flags['no-speculation']
      ? copyWithout(
          flags.dir,
          'no-speculation',
          /<script type="?speculationrules"?>[\s\S]*?<\/script>/,
        )
      : flags.dir;
    report.push(await benchNextPage(await serve(dir), flags.label ?? dir));
  }
  if (run('load')) report.push(await benchLoad());
} finally {
  for (const server of servers) server.close();
}
console.log(`\n${report.join('\n\n')}`);
