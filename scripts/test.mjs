#!/usr/bin/env node
/**
 * `npm test`: system packages, then lint, types and unit tests two at a time (2 cores), one
 * production build, then the HTML check beside the e2e tests. Every step must run and pass: one
 * that cannot start is a failure. Ends with `N passed, N failed` (CI reads it); a step that is one
 * check counts as one test. `--content`: what can depend on the owner's content (unit tests, the
 * build, HTML check, the specs that read it; CI's fixture and edit-set runs); with `--editor` also
 * the editor's spec, which types values into her files (CI's edit-set run: the guides' examples,
 * typed literally, are what such a test must not collide with); `--screenshots`: also
 * screenshots/ of every page.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import {chromiumPath} from './chromium.mjs';

/**
 * Not engines.spec.ts: Firefox and WebKit run the same styles and islands whatever the content,
 * whose expectations Chromium checks on every content set (and the two engines would add minutes
 * to each CI run).
 */
const CONTENT_SPECS = ['home', 'pricelist', 'gallery', 'blog', 'layout', 'pages', 'cooperation']
  .concat(['budgets', 'content-rules', 'static-pages', 'every-page', 'media-metadata'])
  .map((name) => `tests/e2e/${name}.spec.ts`);
const args = process.argv.slice(2);
const started = Date.now();
const summary = [];
let passed = 0;
let failed = 0;
mkdirSync('reports', {recursive: true});

const count = (ok) => (ok ? passed++ : failed++, ok);
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** Runs a command, true when it exits with 0; `quiet` holds its output until it ends. */
function run(label, command, commandArgs, {env, quiet = false} = {}) {
  const line = `\n▶ ${label}: ${command} ${commandArgs.join(' ')}`;
  if (!quiet) console.log(line);
  const begun = Date.now();
  const child = spawn(command, commandArgs, {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: {...process.env, ...env},
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    let ended = false; // 'error' (it cannot start) and 'close' may both come
    const done = (status, error = '') => {
      if (ended) return;
      ended = true;
      if (quiet) process.stdout.write(`${line}\n${output}`);
      if (error) console.error(`✘ ${error}`);
      summary.push(
        `${status === 0 ? '✔' : '✘'} ${label} (${((Date.now() - begun) / 1000).toFixed(1)} s)`,
      );
      resolve(status === 0);
    };
    child.once('error', (error) => done(1, error.message));
    child.once('close', (code) => done(code));
  });
}

/** Runs jest or Playwright and counts the tests of its JSON report (a failure outside any test as one). */
async function suite(label, command, commandArgs, report, options) {
  rmSync(report, {force: true});
  const ok = await run(label, command, commandArgs, options);
  if (!existsSync(report)) return count(false);
  const {stats, ...jest} = JSON.parse(readFileSync(report, 'utf8'));
  const [good, bad] = stats
    ? [stats.expected + stats.flaky, stats.unexpected]
    : [jest.numPassedTests, jest.numFailedTests + jest.numRuntimeErrorTestSuites];
  passed += good;
  failed += bad + (!ok && bad === 0 ? 1 : 0);
  return ok;
}

const bin = (name) => `node_modules/.bin/${name}`;
/**
 * The editor's origin for the build and for the specs' own builds of a copy (which compare theirs
 * with build/): the suite's nginx serves it on the next port (scripts/nginx.mjs).
 */
const withEditor = {
  EDITOR_ORIGIN: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`,
};
const steps = {
  lint: (quiet) => run('Lint', 'npm', ['run', '--silent', 'lint'], {quiet}).then(count),
  types: (quiet) => run('Type check', bin('tsc'), ['-p', '.'], {quiet}).then(count),
  unit: (quiet) =>
    suite(
      'Unit tests',
      bin('jest'),
      ['--json', '--outputFile=reports/jest.json'],
      'reports/jest.json',
      {quiet},
    ),
  // As `npm run build` runs it: atomic, so a failing build leaves the last good one in build/.
  build: () =>
    run('Production build', 'node', ['scripts/docusaurus.mjs', 'build'], {env: withEditor}).then(
      count,
    ),
  html: (quiet) =>
    run('HTML validity over build/', 'npm', ['run', '--silent', 'check:html'], {quiet}).then(count),
  e2e: (specs = []) =>
    suite('End-to-end tests', bin('playwright'), ['test', ...specs], 'reports/e2e.json', {
      env: {CHROMIUM_PATH: chromiumPath, ...withEditor},
    }),
};

/**
 * Chromium, nginx with Debian's brotli modules, Java, exiftool, and for the other engines Firefox
 * ESR, WebKitGTK's WebDriver (with MiniBrowser), Xvfb, openssl (their https server's certificate)
 * and GStreamer's libav plugin (H.264 for both, as visitors' browsers have it): installed from
 * Debian as root, else the line to run.
 */
async function systemPackages() {
  const ownNginx = Boolean(process.env.NGINX_PATH);
  const brotli = ['filter', 'static'].filter(
    (kind) => !ownNginx && !existsSync(`/usr/lib/nginx/modules/ngx_http_brotli_${kind}_module.so`),
  );
  const missing = [
    ...(existsSync(chromiumPath) ? [] : ['chromium']),
    ...(ownNginx || existsSync('/usr/sbin/nginx') || has('nginx') ? [] : ['nginx']),
    ...brotli.map((kind) => `libnginx-mod-http-brotli-${kind}`),
    ...(has('java') ? [] : ['default-jre-headless']),
    ...(has('exiftool') ? [] : ['libimage-exiftool-perl']), // reads what nginx serves (media-safety)
    ...(has('ffmpeg') && has('ffprobe') ? [] : ['ffmpeg']), // the videos (responsive-images/video.ts)
    ...(existsSync(process.env.FIREFOX_PATH || '/usr/bin/firefox-esr') ? [] : ['firefox-esr']),
    ...(existsSync(process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver') &&
    (process.env.MINIBROWSER_PATH || found('/usr/lib/*/webkit2gtk-4.1/MiniBrowser'))
      ? []
      : ['webkit2gtk-driver']),
    ...(has('Xvfb') ? [] : ['xvfb']),
    ...(has('openssl') ? [] : ['openssl']),
    ...(gstreamerLibav() ? [] : ['gstreamer1.0-libav']),
  ];
  if (missing.length === 0) return true;
  const line = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (process.getuid?.() === 0 && has('apt-get'))
    return run('System packages', 'sh', ['-c', line], {env: {DEBIAN_FRONTEND: 'noninteractive'}});
  console.error(`\n✘ The tests need ${missing.join(', ')}. On Debian or Ubuntu:\n  sudo ${line}`);
  summary.push(`✘ System packages (${missing.join(', ')} missing)`);
  return false;
}

/** Whether GStreamer's libav plugin (avdec_h264, WebKitGTK's H.264 decoder) is installed. */
const gstreamerLibav = () => found('/usr/lib/*/gstreamer-1.0/libgstlibav.so');
const found = (glob) => spawnSync('sh', ['-c', `ls ${glob}`]).status === 0;

/** Runs the steps two at a time; the second of a pair prints its output when it ends. */
async function inPairs(...queue) {
  const worker = async (quiet) => {
    for (let step = queue.shift(); step; step = queue.shift(), quiet = true) await step(quiet);
  };
  await Promise.all([worker(false), worker(true)]);
}

function notRun(...labels) {
  for (const label of labels) {
    summary.push(`✘ ${label}: not run, the build failed`);
    count(false);
  }
}

if (!(await systemPackages())) {
  count(false);
  summary.push('✘ Stopped: the tests cannot run without the system packages above');
} else if (args.includes('--content')) {
  await steps.unit();
  const specs = args.includes('--editor')
    ? [...CONTENT_SPECS, 'tests/e2e/admin-local.spec.ts']
    : CONTENT_SPECS;
  if (await steps.build()) await Promise.all([steps.e2e(specs), steps.html(true)]);
  else notRun('HTML validity over build/', 'End-to-end tests');
} else {
  await inPairs(steps.lint, steps.types, steps.unit);
  if (await steps.build()) {
    // The e2e tests take longest: in front, the HTML check beside them.
    await Promise.all([steps.e2e(), steps.html(true)]);
    // Artefacts for people to look at, not tests: counted only if taking them fails.
    const screenshots = args.includes('--screenshots') || process.env.SCREENSHOTS === '1';
    const shoot = ['test', '--reporter=list'];
    if (
      screenshots &&
      !(await run('Screenshots', bin('playwright'), shoot, {env: {SCREENSHOTS: '1'}}))
    )
      count(false);
  } else notRun('HTML validity over build/', 'End-to-end tests');
}

console.log(`\n${summary.join('\n')}\n(${((Date.now() - started) / 60000).toFixed(1)} min in all)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
