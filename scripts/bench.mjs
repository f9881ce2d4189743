#!/usr/bin/env node
/**
 * `npm run bench [-- /preisliste --runs 3 --no-build]`: Lighthouse on the routes
 * of budgets.json beside the same pages without scripts and a bare floor page, all served by the
 * real nginx (docs/testing.md, "Benchmark"). A benchmark, not a test: run it on an idle machine.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {chromiumArgs, chromiumPath, noOmniboxPopup} from './chromium.mjs';
import {startNginx} from './nginx.mjs';
import {routeMatches, sitemapPaths} from './routes.mjs';

const {values: flags, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    runs: {type: 'string', default: '5'},
    'no-build': {type: 'boolean'},
  },
});
const runs = Number(flags.runs);
if (!flags['no-build']) {
  const build = spawnSync('node', ['scripts/docusaurus.mjs', 'build'], {stdio: 'inherit'});
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const budgeted = Object.keys(JSON.parse(readFileSync('budgets.json', 'utf8')).routes);
const routes = positionals.length
  ? positionals
  : sitemapPaths().filter((path) => budgeted.some((pattern) => routeMatches(pattern, path)));

/** A page with its pre-compressed copies (nginx serves those). */
function writePage(path, html) {
  writeFileSync(path, html);
  writeFileSync(`${path}.gz`, gzipSync(html, {level: 9}));
  writeFileSync(`${path}.br`, brotliCompressSync(html));
}

// The scriptless copy.
const scriptless = 'reports/scriptless';
rmSync(scriptless, {recursive: true, force: true});
cpSync('build', scriptless, {recursive: true});
for (const file of readdirSync(scriptless, {recursive: true}).filter((f) => f.endsWith('.html'))) {
  const path = join(scriptless, file);
  writePage(path, readFileSync(path, 'utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ''));
}
// The floor: what any page costs on this network and server, with nothing to wait for but itself.
const FLOOR = '/bench-floor';
writePage(
  join(scriptless, `${FLOOR.slice(1)}.html`),
  '<!doctype html><html lang=de><meta charset=utf-8>' +
    '<meta name=viewport content="width=device-width, initial-scale=1">' +
    '<title>Boden</title><h1>Eine Überschrift</h1>',
);

// chrome-launcher's own --disable-features, which ours would replace (Chromium keeps the last).
const launcherFeatures = chromeLauncher.Launcher.defaultFlags()
  .filter((flag) => flag.startsWith('--disable-features='))
  .map((flag) => flag.slice('--disable-features='.length));
const chromeFlags = [
  '--headless=new',
  // The throwaway certificate of scripts/nginx.mjs (this browser visits 127.0.0.1 only).
  '--ignore-certificate-errors',
  ...chromiumArgs,
  `--disable-features=${[...launcherFeatures, ...noOmniboxPopup].join(',')}`,
];

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    fcp: Math.round(value('first-contentful-paint')),
    lcp: Math.round(value('largest-contentful-paint')),
    tbt: Math.round(value('total-blocking-time')),
    cls: value('cumulative-layout-shift'),
    kb: Math.round(value('total-byte-weight') / 1024),
  };
}

async function audit(url, reportName) {
  const chrome = await chromeLauncher.launch({chromePath: chromiumPath, chromeFlags});
  try {
    const {lhr, report} = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    writeFileSync(`reports/lighthouse/${reportName}.json`, report);
    return figures(lhr);
  } finally {
    await chrome.kill();
  }
}

mkdirSync('reports/lighthouse', {recursive: true});
const base = Number(process.env.E2E_PORT ?? 4173) + 36;
const [site, bare] = [
  await startNginx({port: base, tls: true, http2: true}),
  await startNginx({port: base + 2, build: scriptless, tls: true, http2: true}),
];
/** Results per row of the table. */
const results = new Map();
const fileName = (route) => (route === '/' ? 'startseite' : route.slice(1).replace(/\//g, '_'));
try {
  // Round by round, each route between the floor (its paint varies by ±100 ms per run) and its
  // scriptless twin, so all three see the same load.
  for (let run = 1; run <= runs; run += 1) {
    for (const route of routes) {
      const name = fileName(route);
      for (const [label, url, report] of [
        ['floor (bare page)', bare.origin + FLOOR, `floor-${run}-${name}`],
        [route, site.origin + route, `${name}-${run}`],
        [`${route} (no scripts)`, bare.origin + route, `${name}-scriptless-${run}`],
      ])
        results.set(label, [...(results.get(label) ?? []), await audit(url, report)]);
    }
    console.log(`round ${run} of ${runs} measured`);
  }
} finally {
  for (const {stop} of [site, bare]) await stop();
}

const median = (list, key) =>
  list.map((result) => result[key]).sort((a, b) => a - b)[Math.floor(list.length / 2)];
const floor = median(results.get('floor (bare page)'), 'fcp');
const above = (value, limit) => `+${value - floor}${value - floor <= limit ? ' ✓' : ' ✗'}`;
const rows = [...results].map(([label, list]) => {
  const [fcp, lcp] = [median(list, 'fcp'), median(list, 'lcp')];
  const cells = [
    median(list, 'perf'),
    Math.min(...list.map((result) => result.perf)),
    ...['a11y', 'bp', 'seo'].map((key) => median(list, key)),
    fcp,
    above(fcp, 100),
    lcp,
    above(lcp, 300),
    median(list, 'tbt'),
    median(list, 'cls').toFixed(3),
    `${median(list, 'kb')} KB`,
    list.map((result) => `${result.fcp}/${result.lcp}`).join(' '),
  ];
  return `| ${label} | ${cells.join(' | ')} |`;
});
const head =
  'route | perf | perf min | a11y | best pr. | SEO | FCP ms | FCP − floor | LCP ms | LCP − floor | TBT ms | CLS | transfer | each run FCP/LCP';
console.log(`\nLighthouse mobile, median of ${runs} runs, nginx on 127.0.0.1 (https, HTTP/2); the floor is the bare page's FCP (${floor} ms); goal FCP ≤ floor + 100, LCP ≤ floor + 300

| ${head} |
|${'---|'.repeat(head.split('|').length)}
${rows.join('\n')}`);
