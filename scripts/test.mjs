#!/usr/bin/env node
/**
 * `npm test`: the system packages, then two lanes on the two cores (the unit tests; lint, types
 * and the production build), then the e2e tests beside the HTML check. A step that cannot start
 * fails. Ends with `N passed, N failed` (CI reads it); a step that is one check counts as one.
 * CI's content run (.ci/run: another owner's content with her edits) passes `--content`: only what
 * reads her content (CONTENT_UNITS, the build, the HTML check, CONTENT_SPECS in Chromium);
 * `--copies` adds COPY_SPECS, the specs with a copy of the site of their own (playwright.config.ts).
 * `--screenshots`: then screenshots/ of every page (tests/e2e/screenshots.ts). `--list`: the e2e
 * tests it would run, and nothing else.
 */
import {spawn, spawnSync} from 'node:child_process';
import {once} from 'node:events';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {chromiumPath, headlessShellPath} from './chromium.mjs';

/** The unit tests that read her content (the others use fixtures of their own). */
const CONTENT_UNITS = ['data', 'admin', 'components', 'pages', 'theme', 'lib'].map(
  (dir) => `tests/unit/${dir}/`,
);
/** The one that builds a copy with pasted media and closures; the development site's. */
const COPY_SPECS = ['planted', 'dev-site'];
/**
 * Every spec but those that do not read her content (engines: Firefox and WebKit run what Chromium
 * checks here; a11y, privacy, nginx: the templates and the server). A new page's is one unlisted.
 */
const NOT_CONTENT = ['engines', 'a11y', 'privacy', 'nginx', ...COPY_SPECS];
const CONTENT_SPECS = readdirSync('tests/e2e')
  .filter((file) => file.endsWith('.spec.ts') && !NOT_CONTENT.includes(file.slice(0, -8)))
  .map((file) => `tests/e2e/${file}`);
const on = /** @type {const} */ ({type: 'boolean'});
const {values: flags} = parseArgs({options: {content: on, copies: on, screenshots: on, list: on}});
const content = Boolean(flags.content);
const specs = content
  ? [
      ...CONTENT_SPECS,
      ...(flags.copies ? COPY_SPECS : []).map((name) => `tests/e2e/${name}.spec.ts`),
    ]
  : ['--project=firefox', '--project=webkit', '--project=chromium'];
if (flags.list) {
  console.log(specs.join('\n'));
  process.exit(0);
}
const started = Date.now();
const summary = [];
let passed = 0;
let failed = 0;
mkdirSync('reports', {recursive: true});

const count = (ok) => (ok ? passed++ : failed++, ok);
const succeeds = (line) => spawnSync('sh', ['-c', line], {stdio: 'ignore'}).status === 0;
const has = (command) => succeeds(`command -v ${command}`);
const bin = (name) => `node_modules/.bin/${name}`;
/** The editor's origin for the build and the specs: the suite's nginx serves it on the next port. */
const editor = {EDITOR_ORIGIN: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`};

/** Runs a command, true when it exits with 0; `quiet` holds its output until it ends. */
async function run(label, command, commandArgs, {quiet = false, env = {}} = {}) {
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
  // Rejected with 'error' when the command cannot start.
  const [status, error] = await once(child, 'close').then(
    ([code]) => [code, ''],
    (failure) => [1, failure.message],
  );
  if (quiet) process.stdout.write(`${line}\n${output}`);
  if (error) console.error(`✘ ${error}`);
  const seconds = ((Date.now() - begun) / 1000).toFixed(1);
  summary.push(`${status === 0 ? '✔' : '✘'} ${label} (${seconds} s)`);
  return status === 0;
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

const step = (label, command, commandArgs, options) =>
  run(label, command, commandArgs, options).then(count);

/** What the tests need from Debian: installed as root, else the line to run. */
async function systemPackages() {
  const ownNginx = Boolean(process.env.NGINX_PATH);
  const brotli = (kind) =>
    ownNginx || existsSync(`/usr/lib/nginx/modules/ngx_http_brotli_${kind}_module.so`);
  const installed = {
    chromium: existsSync(chromiumPath),
    'chromium-headless-shell': existsSync(headlessShellPath),
    nginx: ownNginx || existsSync('/usr/sbin/nginx') || has('nginx'),
    'libnginx-mod-http-brotli-filter': brotli('filter'),
    'libnginx-mod-http-brotli-static': brotli('static'),
    'default-jre-headless': has('java'),
    'libimage-exiftool-perl': has('exiftool'), // reads the published media (tests/unit/plugins/cleanMedia)
    ffmpeg: has('ffmpeg') && has('ffprobe'), // the videos (responsive-images/video.ts)
    'firefox-esr': existsSync(process.env.FIREFOX_PATH || '/usr/bin/firefox-esr'),
    'webkit2gtk-driver':
      existsSync(process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver') &&
      (Boolean(process.env.MINIBROWSER_PATH) ||
        succeeds('ls /usr/lib/*/webkit2gtk-4.1/MiniBrowser')),
    xvfb: has('Xvfb'),
    openssl: has('openssl'), // the https server's certificate (WebKit)
    // H.264, as visitors' browsers have it
    'gstreamer1.0-libav': succeeds('ls /usr/lib/*/gstreamer-1.0/libgstlibav.so'),
  };
  const missing = Object.keys(installed).filter((name) => !installed[name]);
  if (missing.length === 0) return true;
  const line = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (process.getuid?.() === 0 && has('apt-get'))
    return run('System packages', 'sh', ['-c', line], {env: {DEBIAN_FRONTEND: 'noninteractive'}});
  console.error(`\n✘ The tests need ${missing.join(', ')}. On Debian or Ubuntu:\n  sudo ${line}`);
  summary.push(`✘ System packages (${missing.join(', ')} missing)`);
  return false;
}

if (!(await systemPackages())) {
  count(false);
  summary.push('✘ Stopped: the tests cannot run without the system packages above');
} else {
  const quiet = true;
  // The unit tests (the longest step) alone in one lane; lint, types and the build (as `npm run
  // build` runs it: atomic) in the other, and the e2e tests once it is there.
  const unitArgs = ['--json', '--outputFile=reports/jest.json', ...(content ? CONTENT_UNITS : [])];
  const unit = suite('Unit tests', bin('jest'), unitArgs, 'reports/jest.json', {quiet});
  const checksAndBuild = async () => {
    if (!content) {
      await step('Lint', 'npm', ['run', '--silent', 'lint'], {quiet});
      await step('Type check', bin('tsc'), ['-p', '.'], {quiet});
    }
    const build = ['scripts/docusaurus.mjs', 'build'];
    return step('Production build', 'node', build, {quiet, env: editor});
  };
  const endToEnd = async (built) => {
    if (!built) {
      for (const label of ['HTML validity over build/', 'End-to-end tests']) {
        summary.push(`✘ ${label}: not run, the build failed`);
        count(false);
      }
      return;
    }
    await Promise.all([
      suite('End-to-end tests', bin('playwright'), ['test', ...specs], 'reports/e2e.json', {
        env: {...editor, SCREENSHOTS: ''},
      }),
      step('HTML validity over build/', 'npm', ['run', '--silent', 'check:html'], {quiet}),
    ]);
    // Artefacts for people to look at, not tests: counted only if taking them fails.
    if (flags.screenshots) {
      const shoot = ['test', '--reporter=list'];
      const env = {...editor, SCREENSHOTS: '1'};
      if (!(await run('Screenshots', bin('playwright'), shoot, {env}))) count(false);
    }
  };
  await Promise.all([unit, checksAndBuild().then(endToEnd)]);
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\n${summary.join('\n')}\n(${minutes} min in all)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
