#!/usr/bin/env node
/**
 * `npm run bench [-- /preisliste --runs 3 --no-build]`: builds, then Lighthouse (mobile defaults,
 * system Chromium) --runs times per route (default: the routes of budgets.json), each run beside the
 * same page from a copy of the build without any <script> (reports/scriptless, the limit to compare
 * with), both served by the real nginx. Medians and the lowest score; JSON in reports/lighthouse/.
 * A benchmark, not a test: run it on an otherwise idle machine.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {chromiumArgs, chromiumPath} from './chromium.mjs';
import {startNginx} from './nginx.mjs';
import {routeMatches, sitemapPaths} from './routes.mjs';

const {values: flags, positionals} = parseArgs({
  allowPositionals: true,
  options: {runs: {type: 'string', default: '5'}, 'no-build': {type: 'boolean'}},
});
const runs = Number(flags.runs);
if (!flags['no-build']) {
  const build = spawnSync('node_modules/.bin/docusaurus', ['build'], {stdio: 'inherit'});
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const budgeted = Object.keys(JSON.parse(readFileSync('budgets.json', 'utf8')).routes);
const routes = positionals.length
  ? positionals
  : sitemapPaths().filter((path) => budgeted.some((pattern) => routeMatches(pattern, path)));

// The scriptless copy, with its pre-compressed copies made again (nginx serves those).
const scriptless = 'reports/scriptless';
rmSync(scriptless, {recursive: true, force: true});
cpSync('build', scriptless, {recursive: true});
for (const file of readdirSync(scriptless, {recursive: true}).filter((f) => f.endsWith('.html'))) {
  const path = join(scriptless, file);
  const html = readFileSync(path, 'utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  writeFileSync(path, html);
  writeFileSync(`${path}.gz`, gzipSync(html, {level: 9}));
  writeFileSync(`${path}.br`, brotliCompressSync(html));
}

/** One Lighthouse run of a page, as the numbers the table shows. */
async function audit(url, reportName) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
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
      fcp: `${(value('first-contentful-paint') / 1000).toFixed(2)} s`,
      lcp: `${(value('largest-contentful-paint') / 1000).toFixed(2)} s`,
      tbt: `${Math.round(value('total-blocking-time'))} ms`,
      cls: value('cumulative-layout-shift').toFixed(3),
      kb: `${Math.round(value('total-byte-weight') / 1024)} KB`,
    };
  } finally {
    await chrome.kill();
  }
}

mkdirSync('reports/lighthouse', {recursive: true});
const servers = [await startNginx({port: 4320}), await startNginx({port: 4322, build: scriptless})];
const rows = [];
try {
  for (const route of routes) {
    const name = route === '/' ? 'startseite' : route.slice(1).replace(/\//g, '_');
    const results = [[], []];
    // Each run audits the page and then its scriptless twin, so both see the same machine load.
    for (let run = 1; run <= runs; run += 1)
      for (const [index, {origin}] of servers.entries())
        results[index].push(
          await audit(origin + route, `${name}${['', '-scriptless'][index]}-${run}`),
        );
    for (const [index, list] of results.entries()) {
      const median = (key) =>
        list.map((result) => result[key]).sort((a, b) => parseFloat(a) - parseFloat(b))[
          Math.floor(runs / 2)
        ];
      const keys = ['perf', 'a11y', 'bp', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'kb'];
      const cells = keys.map(median);
      cells.splice(1, 0, Math.min(...list.map((result) => result.perf)));
      rows.push(`| ${route}${['', ' (no scripts)'][index]} | ${cells.join(' | ')} |`);
    }
    console.log(`measured ${route}`);
  }
} finally {
  for (const {stop} of servers) await stop();
}
const head = 'route | perf | perf min | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | transfer';
console.log(`\nLighthouse mobile, median of ${runs} runs, nginx on 127.0.0.1, each beside the same page without scripts

| ${head} |
|${'---|'.repeat(11)}
${rows.join('\n')}`);
