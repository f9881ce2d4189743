#!/usr/bin/env node
/**
 * `npm run bench`: builds the site, serves build/ with gzip on 127.0.0.1 (scripts/serve.mjs),
 * runs Lighthouse (mobile defaults, simulated throttling) five times per route in the system
 * Chromium and prints the medians and the lowest score; then taps every button of each route's
 * first screen at 375 px on a throttled phone, the moment it appears and once its islands run, and
 * prints the median latency and how many taps went unanswered (scripts/first-tap.mjs).
 * JSON reports go to reports/lighthouse/ (git-ignored). Last, a bounded load test of `/` against
 * the real nginx with the site's configuration on 127.0.0.1 (scripts/load.mjs): 2,000 requests at
 * concurrency 50 with `Accept-Encoding: br, gzip`, once with the build's pre-compressed copies and
 * once compressing per request; requests/s and p99 of each. Close other work first: a busy machine
 * measures itself. A benchmark, not a test: nothing here fails on a number.
 *
 *   npm run bench                 # build + measure every route
 *   npm run bench -- --no-build   # measure the existing build/
 *   npm run bench -- --runs 3 /preisliste
 *   npm run bench -- --no-taps    # Lighthouse and load test, no taps
 *   npm run bench -- --no-load    # without the load test
 *   npm run bench -- --load-only  # the load test alone (nginx needed)
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {routeMatches, sitemapPaths} from './routes.mjs';
import {startServer} from './serve.mjs';
import {measureFirstTaps} from './first-tap.mjs';
import {chromiumArgs, findChromium} from './chromium.mjs';
import {loadTable, measureLoad} from './load.mjs';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 5;
const explicitRoutes = args.filter(
  (arg, index) => arg.startsWith('/') && args[index - 1] !== '--runs',
);
if (!args.includes('--no-build')) {
  const build = spawnSync('node_modules/.bin/docusaurus', ['build'], {stdio: 'inherit'});
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * By default the routes with a byte budget (budgets.json) as the build's sitemap lists them, and
 * the 404 page as a file (Lighthouse does not audit a response with status 404).
 */
const budgeted = Object.keys(JSON.parse(readFileSync('budgets.json', 'utf8')).routes);
const routes =
  explicitRoutes.length > 0
    ? explicitRoutes
    : [
        ...sitemapPaths().filter((path) => budgeted.some((pattern) => routeMatches(pattern, path))),
        '/404.html',
      ];

if (args.includes('--load-only')) {
  console.log(`\n${loadTable(await measureLoad())}`);
  process.exit(0);
}

const chromePath = findChromium();
if (!chromePath) {
  console.error('Chromium not found: apt-get install chromium (or set CHROMIUM_PATH).');
  process.exit(1);
}

/**
 * The limit to bench beside: the same build with every <script> removed (islands, Speculation
 * Rules, JSON-LD, the theme's inline script), in reports/scriptless. Same HTML, CSS and images.
 */
const scriptlessDir = 'reports/scriptless';
rmSync(scriptlessDir, {recursive: true, force: true});
cpSync('build', scriptlessDir, {recursive: true});
const htmlFiles = readdirSync(scriptlessDir, {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => join(entry.parentPath, entry.name));
for (const file of htmlFiles) {
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ''),
  );
  rmSync(`${file}.gz`, {force: true});
  rmSync(`${file}.br`, {force: true});
}

const port = 4300;
const server = await startServer({dir: 'build', port});
const scriptlessPort = 4301;
const scriptlessServer = await startServer({dir: join(scriptlessDir), port: scriptlessPort});
const outDir = 'reports/lighthouse';
mkdirSync(outDir, {recursive: true});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run of a page, as the numbers the table shows. */
async function audit(url, reportName) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error'});
    const lhr = result.lhr;
    writeFileSync(`${outDir}/${reportName}.json`, result.report);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      kb: value('total-byte-weight') / 1024,
    };
  } finally {
    await chrome.kill();
  }
}

const summary = (route, results) => {
  const m = (key) => median(results.map((r) => r[key]));
  return {
    route,
    perf: m('perf'),
    a11y: m('a11y'),
    bp: m('bp'),
    seo: m('seo'),
    fcp: m('fcp'),
    lcp: m('lcp'),
    tbt: m('tbt'),
    cls: m('cls'),
    kb: m('kb'),
    perfMin: Math.min(...results.map((r) => r.perf)),
  };
};

// Each run audits the page and then its scriptless twin, so both see the same machine load.
const rows = [];
for (const route of routes) {
  const ours = [];
  const scriptless = [];
  const name = route === '/' ? 'startseite' : route.slice(1).replace(/\//g, '_');
  for (let run = 1; run <= runs; run += 1) {
    ours.push(await audit(`http://127.0.0.1:${port}${route}`, `${name}-${run}`));
    scriptless.push(
      await audit(`http://127.0.0.1:${scriptlessPort}${route}`, `${name}-scriptless-${run}`),
    );
  }
  rows.push(summary(route, ours), summary(`${route} (no scripts)`, scriptless));
  console.log(`measured ${route}`);
}
const taps = args.includes('--no-taps')
  ? []
  : await measureFirstTaps(`http://127.0.0.1:${port}`, routes, {runs, chromePath});
server.close();
scriptlessServer.close();

console.log(
  `\nLighthouse mobile, median of ${runs} runs, gzip server on 127.0.0.1, each beside the same page without scripts\n`,
);
console.log(
  '| route | perf | perf min | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | transfer |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.route} | ${r.perf} | ${r.perfMin} | ${r.a11y} | ${r.bp} | ${r.seo} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.kb)} KB |`,
  );
}
if (taps.length > 0) {
  const ms = (value) => (Number.isNaN(value) ? '–' : `${Math.round(value)} ms`);
  console.log(
    `\nFirst tap at 375 px (4x CPU, 1.6 Mbit/s, 150 ms RTT), Event Timing latency, median of ${runs}; unanswered taps of ${runs}\n`,
  );
  console.log('| route | button | on appearing | unanswered | islands ready | unanswered |');
  console.log('|---|---|---|---|---|---|');
  for (const t of taps) {
    console.log(
      `| ${t.route} | ${t.name} | ${ms(t.early)} | ${t.lostEarly} | ${ms(t.late)} | ${t.lostLate} |`,
    );
  }
}
if (!args.includes('--no-load')) {
  console.log(`\nLoad on the real nginx\n\n${loadTable(await measureLoad())}`);
}
