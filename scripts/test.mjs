#!/usr/bin/env node
/**
 * `npm test`: the system packages, then two lanes on the two cores (the unit tests; lint, types
 * and the production build), and the e2e tests with the HTML check beside them. Every step must
 * run and pass: one that cannot start is a failure. Ends with `N passed, N failed` (CI reads it);
 * a step that is one check counts as one test.
 * The specs with a copy of the site of their own (playwright.config.ts, `own copy`) run in CI's
 * content run, once: `--content` (another owner's content with her edits, .ci/run) runs only what
 * reads the owner's content, i.e. the unit tests of CONTENT_UNITS, the build, the HTML check and
 * CONTENT_SPECS in Chromium; `--copies` adds COPY_SPECS: the one that builds a copy of that content
 * with pasted media and closures (planted), and the development site's (dev-site: `npm run edit`,
 * the preview and the editor, which types values into her files; the guides' examples, typed
 * literally in that content, are what it must not collide with).
 * `--screenshots`: then screenshots/ of every page (tests/e2e/screenshots.ts).
 */
import {spawn, spawnSync} from 'node:child_process';
import {once} from 'node:events';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {chromiumPath, headlessShellPath} from './chromium.mjs';

/** The unit tests that read her content (the others use fixtures of their own). */
const CONTENT_UNITS = ['data', 'admin', 'components', 'pages', 'theme', 'lib'].map(
  (dir) => `tests/unit/${dir}/`,
);
/** The specs of `own copy` (playwright.config.ts), which `--copies` adds. */
const COPY_SPECS = ['planted', 'dev-site'];
/**
 * Every spec but those that do not read her content: Firefox and WebKit (engines) run the styles
 * and islands Chromium checks here; a11y, privacy and nginx check what the templates and the
 * server do; COPY_SPECS. A new page's spec is one of them without being listed.
 */
const NOT_CONTENT = ['engines', 'a11y', 'privacy', 'nginx', ...COPY_SPECS];
const CONTENT_SPECS = readdirSync('tests/e2e')
  .filter((file) => file.endsWith('.spec.ts') && !NOT_CONTENT.includes(file.slice(0, -8)))
  .map((file) => `tests/e2e/${file}`);
const args = process.argv.slice(2);
const content = args.includes('--content');
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
const unit = (quiet) =>
  suite(
    'Unit tests',
    bin('jest'),
    ['--json', '--outputFile=reports/jest.json', ...(content ? CONTENT_UNITS : [])],
    'reports/jest.json',
    {quiet},
  );
// As `npm run build` runs it: atomic, so a failing build leaves the last good one in build/.
const build = (quiet) =>
  step('Production build', 'node', ['scripts/docusaurus.mjs', 'build'], {quiet, env: editor});

/**
 * Chromium and its headless shell, nginx with Debian's brotli modules, Java, exiftool, FFmpeg, and for the other engines
 * Firefox ESR, WebKitGTK's WebDriver (with MiniBrowser), Xvfb, openssl (their https server's
 * certificate) and GStreamer's libav plugin (H.264, as visitors' browsers have it): installed from
 * Debian as root, else the line to run.
 */
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
    openssl: has('openssl'),
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
  const lint = (quiet) => step('Lint', 'npm', ['run', '--silent', 'lint'], {quiet});
  const types = (quiet) => step('Type check', bin('tsc'), ['-p', '.'], {quiet});
  // The unit tests (the longest step, their output held until they end) alone in one lane; the
  // build, which the e2e tests need, last in the other. The e2e tests start once the build is
  // there, beside the unit tests' tail.
  let built = false;
  const building = async (quiet) => (built = await build(quiet));
  const lane = async (steps, quiet) => {
    for (const next of steps) await next(quiet);
  };
  const endToEnd = async () => {
    if (!built) {
      for (const label of ['HTML validity over build/', 'End-to-end tests']) {
        summary.push(`✘ ${label}: not run, the build failed`);
        count(false);
      }
      return;
    }
    const copies = args.includes('--copies') ? COPY_SPECS : [];
    const specs = content
      ? [...CONTENT_SPECS, ...copies.map((name) => `tests/e2e/${name}.spec.ts`)]
      : ['--project=firefox', '--project=webkit', '--project=chromium'];
    // The e2e tests take longest: in front, the HTML check beside them.
    await Promise.all([
      suite('End-to-end tests', bin('playwright'), ['test', ...specs], 'reports/e2e.json', {
        env: {...editor, SCREENSHOTS: ''},
      }),
      step('HTML validity over build/', 'npm', ['run', '--silent', 'check:html'], {quiet: true}),
    ]);
    // Artefacts for people to look at, not tests: counted only if taking them fails.
    if (args.includes('--screenshots')) {
      const shoot = ['test', '--reporter=list'];
      const env = {...editor, SCREENSHOTS: '1'};
      if (!(await run('Screenshots', bin('playwright'), shoot, {env}))) count(false);
    }
  };
  const checksAndBuild = lane(content ? [building] : [lint, types, building], true);
  await Promise.all([lane([unit], true), checksAndBuild.then(endToEnd)]);
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\n${summary.join('\n')}\n(${minutes} min in all)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
