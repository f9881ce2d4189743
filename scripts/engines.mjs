// @ts-check
/**
 * The two other engines, from Debian's packages, behind one small interface (EnginePage) so that
 * tests/engines and the screenshots write each step once:
 * - Firefox ESR (`firefox-esr`) over WebDriver BiDi with puppeteer-core (Debian has no
 *   geckodriver, and puppeteer-core talks BiDi to Firefox itself);
 * - WebKitGTK (`webkit2gtk-driver`: WebKitWebDriver starting MiniBrowser) over classic W3C
 *   WebDriver, its only protocol, with the thin client of scripts/webdriver.mjs, in an Xvfb of its
 *   own (`xvfb`).
 * Playwright's own Firefox and WebKit builds cannot be downloaded here, and it cannot drive these.
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync} from 'node:fs';
import {rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import puppeteer from 'puppeteer-core';
import {WebDriverSession} from './webdriver.mjs';

/** @typedef {'firefox' | 'webkit'} EngineName */
/** @typedef {'Tab' | 'Shift+Tab' | 'Enter' | 'Escape' | 'Space'} Key */

/**
 * A tab of Firefox or WebKit on the site.
 * @typedef {object} EnginePage
 * @property {EngineName} engine
 * @property {string} version  the browser's own version, e.g. "Firefox 153.7.0" or "WebKitGTK 2.50.6"
 * @property {(path: string) => Promise<void>} goto  opens origin + path, resolves when ready()
 * @property {() => Promise<void>} ready  the page has loaded, its islands are defined, its problems recorded
 * @property {<A extends unknown[], R>(fn: (...args: A) => R, ...args: A) => Promise<Awaited<R>>} evaluate  runs fn in the page
 * @property {(x: number, y: number) => Promise<void>} clickAt  a real mouse click at viewport coordinates
 * @property {(key: Key) => Promise<void>} press  a real key press
 * @property {(width: number, height: number) => Promise<void>} resize  the viewport, in CSS px
 * @property {() => Promise<void>} back  the browser's Back, then ready()
 * @property {(file: string) => Promise<void>} screenshot  the viewport as a person sees it, as PNG
 * @property {() => Promise<string[]>} problems  what went wrong in the page (recordProblems)
 * @property {() => Promise<void>} close
 */

export const engineNames = /** @type {const} */ (['firefox', 'webkit']);
export const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
/** MiniBrowser, which WebKitWebDriver starts: the package puts it under the architecture's lib folder. */
export const miniBrowserPath = () =>
  process.env.MINIBROWSER_PATH ||
  readdirSync('/usr/lib')
    .map((dir) => join('/usr/lib', dir, 'webkit2gtk-4.1', 'MiniBrowser'))
    .find((path) => existsSync(path));

/**
 * Runs in the page, as early as the engine allows (Firefox: before the first byte is parsed;
 * WebKit: right after `load`, see launchWebKit): records uncaught errors, unhandled rejections,
 * console.error and CSP violations into window.__engineProblems.
 */
function recordProblems() {
  const w = /** @type {Window & {__engineProblems?: string[]}} */ (window);
  if (w.__engineProblems) return;
  /** @type {string[]} */
  const problems = (w.__engineProblems = []);
  w.addEventListener('error', (event) =>
    problems.push(`error: ${event.message} (${event.filename}:${event.lineno})`),
  );
  w.addEventListener('unhandledrejection', (event) =>
    problems.push(`unhandled rejection: ${event.reason}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push(
      `CSP: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    ),
  );
  const error = console.error;
  console.error = (...args) => {
    problems.push(`console.error: ${args.map(String).join(' ')}`);
    error.apply(console, args);
  };
}

/** In the page: marks the document as left, so that the next one can be told from it. */
function leaving() {
  /** @type {Window & {__engineLeft?: boolean}} */ (window).__engineLeft = true;
}

/**
 * In the page: a page of the site (not the blank document a tab shows while the site's
 * Cross-Origin-Opener-Policy moves it to a new process), not marked as left, has loaded, and
 * every island (custom element site-*) is defined.
 */
function pageIsReady() {
  return (
    location.protocol === 'https:' &&
    !(/** @type {Window & {__engineLeft?: boolean}} */ (window).__engineLeft) &&
    document.readyState === 'complete' &&
    [...document.querySelectorAll(':not(:defined)')].every(
      (element) => !element.localName.startsWith('site-'),
    )
  );
}

/** @param {number} ms */
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Polls fn until it returns true (at most `timeout` ms).
 * @param {() => Promise<boolean>} fn
 * @param {string} what  for the error message
 */
async function until(fn, what, timeout = 15_000) {
  const end = Date.now() + timeout;
  while (!(await fn())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await sleep(50);
  }
}

/**
 * Starts an engine on the site at `origin` (https: the production headers ask for it).
 * @param {EngineName} engine
 * @param {{origin: string, driverPort: number}} options  driverPort: WebKitWebDriver's
 * @returns {Promise<EnginePage>}
 */
export function launchEngine(engine, options) {
  return engine === 'firefox' ? launchFirefox(options) : launchWebKit(options);
}

/** @param {{origin: string}} options @returns {Promise<EnginePage>} */
async function launchFirefox({origin}) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      // Scrollbars over the page, as on phones: classic ones took 12px of a 375px viewport.
      'ui.useOverlayScrollbars': 1,
      // Offline and quiet: no updates, telemetry, remote settings or captive-portal checks.
      'app.update.enabled': false,
      'browser.safebrowsing.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
    },
  });
  const version = (await browser.version()).replace(/^firefox\//i, 'Firefox ');
  /** @type {string[]} */
  let logged = [];
  let viewport = {width: 1280, height: 800};
  /**
   * A tab of its own: the first one never gets keyboard focus (no :focus-visible there), nor does
   * one whose focus a Tab past the page's end gave to the browser's own UI.
   */
  const newTab = async () => {
    const tab = await browser.newPage();
    tab.on('console', (message) => {
      if (message.type() === 'error') logged.push(`console: ${message.text()}`);
    });
    tab.on('pageerror', (error) => logged.push(`page error: ${String(error)}`));
    await tab.evaluateOnNewDocument(recordProblems);
    await tab.setViewport(viewport);
    return tab;
  };
  let page = await newTab();
  const keys = {Tab: 'Tab', Enter: 'Enter', Escape: 'Escape', Space: 'Space'};
  /** @type {EnginePage} */
  const self = {
    engine: 'firefox',
    version,
    // Navigation without page.goto() and page.goBack(): once a page has come back from the
    // back/forward cache, puppeteer's BiDi navigation tracking waits for a `load` that never comes.
    async goto(path) {
      logged = [];
      if (!(await page.evaluate(() => document.hasFocus()))) {
        const old = page;
        page = await newTab();
        await old.close();
      }
      await page.evaluate(leaving);
      await page.evaluate((url) => location.assign(url), origin + path);
      await self.ready();
    },
    async ready() {
      await until(() => page.evaluate(pageIsReady).catch(() => false), 'the page and its islands');
    },
    evaluate: (fn, ...args) =>
      /** @type {Promise<any>} */ (page.evaluate(/** @type {any} */ (fn), ...args)),
    clickAt: (x, y) => page.mouse.click(x, y),
    async press(key) {
      if (key === 'Shift+Tab') {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      } else
        await page.keyboard.press(/** @type {import('puppeteer-core').KeyInput} */ (keys[key]));
    },
    async resize(width, height) {
      viewport = {width, height};
      await page.setViewport(viewport);
    },
    async back() {
      await page.evaluate(leaving);
      await page.evaluate(() => history.back());
      await self.ready();
    },
    async screenshot(file) {
      await page.screenshot({path: /** @type {`${string}.png`} */ (file)});
    },
    async problems() {
      const inPage = await page.evaluate(
        () => /** @type {Window & {__engineProblems?: string[]}} */ (window).__engineProblems,
      );
      return [...new Set([...logged, ...(inPage ?? [])])];
    },
    close: () => browser.close(),
  };
  return self;
}

/** GTK's theme for MiniBrowser: a toolbar of a few pixels, so that the window fits 375px. */
const GTK_CSS = `* { font-size: 1px; min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0;
  -gtk-icon-transform: scale(0.01); }
`;
/**
 * The virtual screen and where MiniBrowser's window sits on it. Xvfb puts the pointer in the middle
 * of its screen, and without a window manager keyboard focus follows the pointer: the window's top
 * left corner (its toolbar) lies under it, so the page has focus (document.hasFocus(), and
 * :focus-visible after Tab). From there a window of up to 1300×910 is fully on the screen.
 */
const SCREEN = {width: 2600, height: 1820};
const WINDOW = {x: SCREEN.width / 2 - 5, y: SCREEN.height / 2 - 5};

/**
 * An Xvfb of its own (it picks a free display: -displayfd), resolves with its DISPLAY and stop().
 * @param {string} dir  for the display number
 */
async function startXvfb(dir) {
  const file = join(dir, 'display');
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'],
    {stdio: ['ignore', 'ignore', 'ignore', openSync(file, 'w')]},
  );
  await until(async () => readFileSync(file, 'utf8').trim() !== '', 'Xvfb to start', 10_000);
  return {display: `:${readFileSync(file, 'utf8').trim()}`, stop: () => xvfb.kill()};
}

/**
 * WebKitGTK: Xvfb, WebKitWebDriver on driverPort, a session that starts MiniBrowser.
 * @param {{origin: string, driverPort: number}} options
 * @returns {Promise<EnginePage>}
 */
async function launchWebKit({origin, driverPort}) {
  const dir = mkdtempSync(join(tmpdir(), 'webkit-'));
  const xvfb = await startXvfb(dir);
  mkdirSync(join(dir, 'gtk-3.0'));
  writeFileSync(join(dir, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const env = {...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: dir};
  const driver = spawn(webkitDriverPath, [`--port=${driverPort}`], {env, stdio: 'ignore'});
  const base = `http://127.0.0.1:${driverPort}`;
  const stop = () => {
    driver.kill();
    xvfb.stop();
    rmSync(dir, {recursive: true, force: true});
  };
  /** @type {WebDriverSession} */
  let session;
  try {
    await until(
      () => WebDriverSession.status(base).catch(() => false),
      `WebKitWebDriver on port ${driverPort}`,
      10_000,
    );
    session = await WebDriverSession.create(base, {
      acceptInsecureCerts: true,
      'webkitgtk:browserOptions': {binary: miniBrowserPath(), args: ['--automation']},
    });
  } catch (error) {
    stop();
    throw error;
  }
  const version = `WebKitGTK ${session.capabilities.browserVersion}`;
  await session.setWindowRect(WINDOW);
  const keys = {Tab: '\uE004', Enter: '\uE007', Escape: '\uE00C', Space: ' '};
  /** @type {EnginePage} */
  const self = {
    engine: 'webkit',
    version,
    async goto(path) {
      await session.navigate(origin + path);
      await self.ready();
    },
    async ready() {
      await until(() => session.execute(pageIsReady), 'the page and its islands');
      // Over classic WebDriver nothing runs before the page: the recorder starts now.
      await session.execute(recordProblems);
    },
    evaluate: (fn, ...args) => session.execute(fn, ...args),
    async clickAt(x, y) {
      await session.actions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: {pointerType: 'mouse'},
          actions: [
            {type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport'},
            {type: 'pointerDown', button: 0},
            {type: 'pointerUp', button: 0},
          ],
        },
      ]);
    },
    async press(key) {
      const value = key === 'Shift+Tab' ? keys.Tab : keys[key];
      const shift = key === 'Shift+Tab' ? [{type: 'keyDown', value: '\uE008'}] : [];
      await session.actions([
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            ...shift,
            {type: 'keyDown', value},
            {type: 'keyUp', value},
            ...shift.map(() => ({type: 'keyUp', value: '\uE008'})),
          ],
        },
      ]);
    },
    async resize(width, height) {
      // The window is the viewport plus MiniBrowser's (shrunk) toolbar.
      const viewport = () => session.execute(() => [window.innerWidth, window.innerHeight]);
      const [innerWidth, innerHeight, outerWidth, outerHeight] = await session.execute(() => [
        window.innerWidth,
        window.innerHeight,
        window.outerWidth,
        window.outerHeight,
      ]);
      if (innerWidth === width && innerHeight === height) return;
      await session.setWindowRect({
        ...WINDOW,
        width: width + outerWidth - innerWidth,
        height: height + outerHeight - innerHeight,
      });
      await until(
        async () => (await viewport()).join() === `${width},${height}`,
        `a viewport of ${width}×${height} (MiniBrowser's window cannot be that size?)`,
        5_000,
      );
    },
    async back() {
      await session.back();
      await self.ready();
    },
    async screenshot(file) {
      // WebDriver's screenshot leaves out the top layer (an open <dialog> and its backdrop):
      // the screen's pixels instead, the viewport's part of them, where it fits on the screen
      // (a page-tall viewport does not, and has no dialog open).
      const [x, y, width, height] = await session.execute(() => [
        window.screenX,
        window.screenY + window.outerHeight - window.innerHeight,
        window.innerWidth,
        window.innerHeight,
      ]);
      if (x + width <= SCREEN.width && y + height <= SCREEN.height)
        await grabScreen(xvfb.display, {x, y, width, height}, file);
      else {
        // Right after a resize WebKit may not have painted the viewport's new part yet (black in
        // the picture): two rendering updates first.
        await session.execute(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        writeFileSync(file, await session.screenshot());
      }
    },
    async problems() {
      const inPage = await session.execute(
        () => /** @type {Window & {__engineProblems?: string[]}} */ (window).__engineProblems,
      );
      return inPage ?? ['the problem recorder is not installed (ready() was not called)'];
    },
    async close() {
      await session.delete().catch(() => {});
      stop();
    },
  };
  return self;
}

/**
 * A rectangle of an X display into a PNG file (x11grab of the system's FFmpeg, Debian's `ffmpeg`).
 * @param {string} display
 * @param {{x: number, y: number, width: number, height: number}} box
 * @param {string} file
 */
function grabScreen(display, {x, y, width, height}, file) {
  const args = [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'x11grab',
    '-video_size',
    `${width}x${height}`,
  ].concat(['-i', `${display}+${x},${y}`, '-frames:v', '1', file]);
  return new Promise((done, fail) => {
    const grab = spawn('ffmpeg', args, {stdio: ['ignore', 'ignore', 'pipe']});
    let errors = '';
    grab.stderr.on('data', (chunk) => (errors += chunk));
    grab.once('error', fail);
    grab.once('close', (code) =>
      code === 0 && existsSync(file) ? done(undefined) : fail(new Error(`x11grab: ${errors}`)),
    );
  });
}
