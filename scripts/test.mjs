#!/usr/bin/env node
/**
 * `npm test`: the whole gate, in order: system packages, lint, type check, unit tests, production
 * build, HTML validity over build/, end-to-end tests in the system Chromium. Every step must run
 * and pass: a step that cannot start (missing script, browser or Java) is a failure, not a skip.
 * Ends with one line `N passed, N failed` counting every test that ran (CI reads it); a step that
 * is one check (tsc, build) counts as one test.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import {findChromium} from './chromium.mjs';

const reports = 'reports';
mkdirSync(reports, {recursive: true});

let passed = 0;
let failed = 0;
const summary = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  if (command.includes('/') && !existsSync(command)) {
    console.error(`✘ ${command} does not exist.`);
    summary.push(`✘ ${label} (${command} missing)`);
    return false;
  }
  const started = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  summary.push(`${ok ? '✔' : '✘'} ${label} (${seconds} s)`);
  return ok;
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
function systemPackages() {
  const missing = [];
  if (!findChromium()) missing.push('chromium');
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
    return run('System packages', 'sh', ['-c', line], {DEBIAN_FRONTEND: 'noninteractive'});
  }
  console.error(`\n✘ The tests need ${missing.join(', ')}. On Debian or Ubuntu:\n  sudo ${line}`);
  summary.push(`✘ System packages (${missing.join(', ')} missing)`);
  return false;
}

const bin = (name) => `node_modules/.bin/${name}`;

/** Runs jest or Playwright and adds the tests of their JSON report; a runner failure outside any test counts as one. */
function suite(label, command, args, report, tally, env) {
  rmSync(report, {force: true});
  const ok = run(label, command, args, env);
  const counts = tally(readJson(report));
  if (!counts) return count(false);
  passed += counts.passed;
  failed += counts.failed;
  if (!ok && counts.failed === 0) failed += 1;
  return ok;
}

const steps = [
  ['Lint', () => count(run('Lint', 'npm', ['run', '--silent', 'lint']))],
  ['Type check', () => count(run('Type check', bin('tsc'), ['-p', '.']))],
  [
    'Unit tests',
    () =>
      suite(
        'Unit tests',
        bin('jest'),
        ['--json', `--outputFile=${reports}/jest.json`],
        `${reports}/jest.json`,
        (jest) =>
          jest
            ? {
                passed: jest.numPassedTests,
                failed: jest.numFailedTests + jest.numRuntimeErrorTestSuites,
              }
            : null,
      ),
  ],
  ['Production build', () => count(run('Production build', bin('docusaurus'), ['build']))],
  [
    'HTML validity over build/',
    () => count(run('HTML validity over build/', 'node', ['scripts/check-html.mjs'])),
  ],
  [
    'End-to-end tests',
    () =>
      suite(
        'End-to-end tests',
        bin('playwright'),
        ['test'],
        `${reports}/e2e.json`,
        (e2e) =>
          e2e?.stats
            ? {passed: e2e.stats.expected + e2e.stats.flaky, failed: e2e.stats.unexpected}
            : null,
        {CHROMIUM_PATH: findChromium() ?? ''},
      ),
  ],
  // Artefacts for people to look at, not tests: counted only if taking them fails.
  ['Screenshots', () => run('Screenshots', 'node', ['scripts/screenshots.mjs']) || count(false)],
];

if (!systemPackages()) {
  count(false);
  summary.push('✘ Stopped: the tests cannot run without the system packages above');
} else {
  let buildOk = true;
  for (const [label, step] of steps) {
    if (!buildOk) {
      summary.push(`✘ ${label}: not run, the build failed`);
      count(false);
      continue;
    }
    const ok = step();
    if (label === 'Production build') buildOk = ok;
  }
}

console.log(`\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
