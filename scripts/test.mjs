#!/usr/bin/env node
/**
 * `npm test`: the whole gate, in order: type check, unit tests, production build, checks over
 * the build, end-to-end tests in the system Chromium. Ends with one line `N passed, N failed`
 * that counts every test that ran (CI reads it). Exits non-zero when anything failed.
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
  const started = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  summary.push(`${ok ? '✔' : '✘'} ${label} (${seconds} s)`);
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** A step that is one check (tsc, build): counts as one test. */
function count(ok) {
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

const bin = (name) => `node_modules/.bin/${name}`;

count(run('Type check', bin('tsc'), ['-p', '.']));

rmSync(`${reports}/jest.json`, {force: true});
const unitOk = run('Unit tests', bin('jest'), ['--json', `--outputFile=${reports}/jest.json`]);
const jest = readJson(`${reports}/jest.json`);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
} else if (!unitOk) {
  failed += 1;
}

const buildOk = count(run('Production build', bin('docusaurus'), ['build']));

if (buildOk) {
  for (const [label, script] of [
    ['Content rules over build/', 'scripts/check-content.mjs'],
    ['HTML validity over build/', 'scripts/check-html.mjs'],
    ['Byte budgets over build/', 'scripts/check-budgets.mjs'],
  ]) {
    if (existsSync(script)) {
      count(run(label, 'node', [script]));
    }
  }

  const chromium = findChromium();
  if (!chromium) {
    console.error(
      '\n✘ End-to-end tests need Chromium, and none was found (looked for $CHROMIUM_PATH, /usr/bin/chromium).\n' +
        '  On Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y chromium\n' +
        '  Or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
    summary.push('✘ End-to-end tests (no Chromium)');
    failed += 1;
  } else {
    rmSync(`${reports}/e2e.json`, {force: true});
    const e2eOk = run('End-to-end tests', bin('playwright'), ['test'], {CHROMIUM_PATH: chromium});
    const e2e = readJson(`${reports}/e2e.json`);
    if (e2e?.stats) {
      passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
      failed += e2e.stats.unexpected;
    } else if (!e2eOk) {
      failed += 1;
    }
    if (!e2eOk && e2e?.stats && e2e.stats.unexpected === 0) {
      failed += 1; // the runner failed outside any test (config, web server)
    }
  }
} else {
  summary.push('✘ Checks and end-to-end tests skipped: the build failed');
}

console.log(`\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
