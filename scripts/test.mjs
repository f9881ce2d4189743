#!/usr/bin/env node
/**
 * `npm test`: the whole gate: system packages, lint, type check, unit tests, one production
 * build, HTML validity over build/, end-to-end tests in the system Chromium. Every step must run
 * and pass: a step that cannot start (missing script, browser or Java) is a failure, not a skip.
 * Steps that need nothing from each other run two at a time (the machine this is sized for has 2
 * cores): lint, type check and unit tests; then the build; then HTML validity beside the
 * end-to-end tests. Ends with one line `N passed, N failed` counting every test that ran (CI
 * reads it); a step that is one check (tsc, build) counts as one test.
 *
 *   node scripts/test.mjs                 # the whole gate
 *   node scripts/test.mjs --content       # the build and the specs that read the content (edit-set run)
 *   node scripts/test.mjs --screenshots   # also screenshots/ of every page, for people to look at
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import {chromiumPath} from './chromium.mjs';

/**
 * The end-to-end specs whose expectations come from the owner's content (src/data, blog/): the
 * ones the edit-set run (.ci/run) repeats on a copy with her edits applied.
 */
const CONTENT_SPECS = [
  'tests/e2e/home.spec.ts',
  'tests/e2e/pricelist.spec.ts',
  'tests/e2e/gallery.spec.ts',
  'tests/e2e/blog.spec.ts',
  'tests/e2e/layout.spec.ts',
  'tests/e2e/pages.spec.ts',
  'tests/e2e/cooperation.spec.ts',
  'tests/e2e/budgets.spec.ts',
  'tests/e2e/content-rules.spec.ts',
  'tests/e2e/static-pages.spec.ts',
  'tests/e2e/every-page.spec.ts',
];

const args = process.argv.slice(2);
const contentOnly = args.includes('--content');
const screenshots = args.includes('--screenshots') || process.env.SCREENSHOTS === '1';
const started = Date.now();

const reports = 'reports';
mkdirSync(reports, {recursive: true});

let passed = 0;
let failed = 0;
const summary = [];

/**
 * Runs a command; resolves true when it exits with 0. `quiet`: its output is held back and
 * printed in one piece when it ends (for steps that run beside another).
 */
function run(label, command, commandArgs, {env = {}, quiet = false} = {}) {
  const line = `\n▶ ${label}: ${command} ${commandArgs.join(' ')}`;
  if (!quiet) console.log(line);
  if (command.includes('/') && !existsSync(command)) {
    console.error(`${quiet ? `${line}\n` : ''}✘ ${command} does not exist.`);
    summary.push(`✘ ${label} (${command} missing)`);
    return Promise.resolve(false);
  }
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: {...process.env, ...env},
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    let ended = false;
    const done = (status) => {
      if (ended) return;
      ended = true;
      const seconds = ((Date.now() - begun) / 1000).toFixed(1);
      if (quiet) process.stdout.write(`${line}\n${output}`);
      summary.push(`${status === 0 ? '✔' : '✘'} ${label} (${seconds} s)`);
      resolve(status === 0);
    };
    child.once('error', (error) => {
      output += `${error.message}\n`;
      done(1);
    });
    child.once('exit', (code) => done(code));
  });
}

function count(ok) {
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/**
 * What the tests need from the system: Chromium (browser tests), nginx with Debian's brotli
 * modules (the production server test) and Java (the W3C Nu HTML Checker). Installed from Debian
 * when missing and we are root with apt-get; otherwise the one line that installs them, and the
 * run fails.
 */
async function systemPackages() {
  const missing = [];
  if (!existsSync(chromiumPath)) missing.push('chromium');
  if (!process.env.NGINX_PATH && !existsSync('/usr/sbin/nginx') && !has('nginx'))
    missing.push('nginx');
  // Debian's brotli modules for deploy/brotli.conf: the nginx test serves the build's .br copies.
  if (!process.env.NGINX_PATH)
    for (const module of ['filter', 'static'])
      if (!existsSync(`/usr/lib/nginx/modules/ngx_http_brotli_${module}_module.so`))
        missing.push(`libnginx-mod-http-brotli-${module}`);
  if (!has('java')) missing.push('default-jre-headless');
  if (missing.length === 0) return true;
  const line = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (process.getuid?.() === 0 && has('apt-get')) {
    return run('System packages', 'sh', ['-c', line], {env: {DEBIAN_FRONTEND: 'noninteractive'}});
  }
  console.error(`\n✘ The tests need ${missing.join(', ')}. On Debian or Ubuntu:\n  sudo ${line}`);
  summary.push(`✘ System packages (${missing.join(', ')} missing)`);
  return false;
}

const bin = (name) => `node_modules/.bin/${name}`;

/** Runs jest or Playwright and adds the tests of their JSON report; a runner failure outside any test counts as one. */
async function suite(label, command, commandArgs, report, tally, options) {
  rmSync(report, {force: true});
  const ok = await run(label, command, commandArgs, options);
  const counts = tally(readJson(report));
  if (!counts) return count(false);
  passed += counts.passed;
  failed += counts.failed;
  if (!ok && counts.failed === 0) failed += 1;
  return ok;
}

const jestCounts = (jest) =>
  jest
    ? {passed: jest.numPassedTests, failed: jest.numFailedTests + jest.numRuntimeErrorTestSuites}
    : null;
const playwrightCounts = (e2e) =>
  e2e?.stats ? {passed: e2e.stats.expected + e2e.stats.flaky, failed: e2e.stats.unexpected} : null;

const checks = {
  lint: (quiet) => run('Lint', 'npm', ['run', '--silent', 'lint'], {quiet}).then(count),
  types: (quiet) => run('Type check', bin('tsc'), ['-p', '.'], {quiet}).then(count),
  unit: (quiet) =>
    suite(
      'Unit tests',
      bin('jest'),
      ['--json', `--outputFile=${reports}/jest.json`],
      `${reports}/jest.json`,
      jestCounts,
      {quiet},
    ),
  build: () => run('Production build', bin('docusaurus'), ['build']).then(count),
  html: (quiet) =>
    run('HTML validity over build/', 'node', ['scripts/check-html.mjs'], {quiet}).then(count),
  e2e: (specs = []) =>
    suite(
      'End-to-end tests',
      bin('playwright'),
      ['test', ...specs],
      `${reports}/e2e.json`,
      playwrightCounts,
      {env: {CHROMIUM_PATH: chromiumPath}},
    ),
  // Artefacts for people to look at, not tests: counted only if taking them fails.
  screenshots: () =>
    run('Screenshots', 'node', ['scripts/screenshots.mjs']).then((ok) => ok || count(false)),
};

/** Runs the steps two at a time; a step beside another prints its output when it ends. */
async function inPairs(...steps) {
  const queue = [...steps];
  const worker = async (first) => {
    for (let step = queue.shift(), quiet = !first; step; step = queue.shift(), quiet = true)
      await step(quiet);
  };
  await Promise.all([worker(true), worker(false)]);
}

function notRun(labels) {
  for (const label of labels) {
    summary.push(`✘ ${label}: not run, the build failed`);
    count(false);
  }
}

if (!(await systemPackages())) {
  count(false);
  summary.push('✘ Stopped: the tests cannot run without the system packages above');
} else if (contentOnly) {
  if (await checks.build()) await checks.e2e(CONTENT_SPECS);
  else notRun(['End-to-end tests']);
} else {
  await inPairs(checks.lint, checks.types, checks.unit);
  if (await checks.build()) {
    // The end-to-end tests in front (they take longest), the HTML check beside them.
    await Promise.all([checks.e2e(), checks.html(true)]);
    if (screenshots) await checks.screenshots();
  } else {
    notRun(['HTML validity over build/', 'End-to-end tests']);
  }
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\n${summary.join('\n')}\n(${minutes} min in all)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
