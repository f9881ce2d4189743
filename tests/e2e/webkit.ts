/**
 * WebKitGTK (Debian's `webkit2gtk-driver`: WebKitWebDriver starting MiniBrowser) over classic W3C
 * WebDriver, its only protocol, with selenium-webdriver (4.46: the last for Node 20), in an Xvfb
 * of its own (`xvfb`).
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync} from 'node:fs';
import {rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Builder, Key, Origin, type WebDriver} from 'selenium-webdriver';
import {pageIsReady, recorded, recordProblems, until, type EnginePage} from './enginePage';

const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
/** MiniBrowser, which WebKitWebDriver starts: the package puts it under the architecture's lib folder. */
const miniBrowserPath = () =>
  process.env.MINIBROWSER_PATH ||
  readdirSync('/usr/lib')
    .map((dir) => join('/usr/lib', dir, 'webkit2gtk-4.1', 'MiniBrowser'))
    .find((path) => existsSync(path));

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
const keys = {Tab: Key.TAB, Enter: Key.ENTER, Escape: Key.ESCAPE, Space: ' '};

/** Runs a program to its end; rejects with what it printed to stderr. */
function run(command: string, args: string[]) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {stdio: ['ignore', 'ignore', 'pipe']});
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.once('error', fail);
    child.once('close', (code) => (code === 0 ? done(undefined) : fail(new Error(errors))));
  });
}

/** Xvfb, WebKitWebDriver on driverPort, a session that starts MiniBrowser. */
export async function launchWebKit(origin: string, driverPort: number): Promise<EnginePage> {
  const dir = mkdtempSync(join(tmpdir(), 'webkit-'));
  const displayFile = join(dir, 'display');
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'],
    {stdio: ['ignore', 'ignore', 'ignore', openSync(displayFile, 'w')]},
  );
  const server = `http://127.0.0.1:${driverPort}`;
  let driver: ReturnType<typeof spawn> | undefined;
  const stop = () => {
    driver?.kill();
    xvfb.kill();
    rmSync(dir, {recursive: true, force: true});
  };
  let session: WebDriver;
  let display: string;
  try {
    await until(async () => readFileSync(displayFile, 'utf8').trim() !== '', 'Xvfb', 10_000);
    display = `:${readFileSync(displayFile, 'utf8').trim()}`;
    mkdirSync(join(dir, 'gtk-3.0'));
    writeFileSync(join(dir, 'gtk-3.0', 'gtk.css'), GTK_CSS);
    const env = {...process.env, DISPLAY: display, XDG_CONFIG_HOME: dir};
    driver = spawn(webkitDriverPath, [`--port=${driverPort}`], {env, stdio: 'ignore'});
    const ready = () => fetch(`${server}/status`).then((response) => response.ok);
    await until(() => ready().catch(() => false), `WebKitWebDriver on port ${driverPort}`, 10_000);
    session = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        acceptInsecureCerts: true,
        'webkitgtk:browserOptions': {binary: miniBrowserPath(), args: ['--automation']},
      })
      .build();
  } catch (error) {
    stop();
    throw error;
  }
  const version = `WebKitGTK ${(await session.getCapabilities()).get('browserVersion')}`;
  const browserWindow = session.manage().window();
  await browserWindow.setRect(WINDOW);
  const execute = <A extends unknown[], R>(fn: (...args: A) => R, ...args: A) =>
    session.executeScript<Awaited<R>>(fn, ...args);
  /** Input as the user makes it, then everything released. */
  const act = async (actions: ReturnType<WebDriver['actions']>) => {
    await actions.perform();
    await session.actions().clear();
  };
  const self: EnginePage = {
    engine: 'webkit',
    version,
    async goto(path) {
      await session.get(origin + path);
      await self.ready();
    },
    async ready() {
      await until(() => execute(pageIsReady), 'the page and its islands');
      // Over classic WebDriver nothing runs before the page: the recorder starts now.
      await execute(recordProblems);
    },
    evaluate: execute,
    clickAt: (x, y) =>
      act(
        session
          .actions()
          .move({x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT, duration: 0})
          .press()
          .release(),
      ),
    press: (key) =>
      act(
        key === 'Shift+Tab'
          ? session.actions().keyDown(Key.SHIFT).sendKeys(Key.TAB).keyUp(Key.SHIFT)
          : session.actions().sendKeys(keys[key]),
      ),
    async resize(width, height) {
      // The window is the viewport plus MiniBrowser's (shrunk) toolbar.
      const [innerWidth, innerHeight, outerWidth, outerHeight] = await execute(() => [
        window.innerWidth,
        window.innerHeight,
        window.outerWidth,
        window.outerHeight,
      ]);
      if (innerWidth === width && innerHeight === height) return;
      await browserWindow.setRect({
        ...WINDOW,
        width: width + outerWidth! - innerWidth!,
        height: height + outerHeight! - innerHeight!,
      });
      const viewport = () => execute(() => `${window.innerWidth},${window.innerHeight}`);
      await until(
        async () => (await viewport()) === `${width},${height}`,
        `a viewport of ${width}×${height} (MiniBrowser's window cannot be that size?)`,
        5_000,
      );
    },
    async back() {
      await session.navigate().back();
      await self.ready();
    },
    async screenshot(file) {
      // WebDriver's screenshot leaves out the top layer (an open <dialog> and its backdrop):
      // the screen's pixels instead (FFmpeg's x11grab), the viewport's part of them, where it
      // fits on the screen (a page-tall viewport does not, and has no dialog open).
      const [x, y, width, height] = await execute(() => [
        window.screenX,
        window.screenY + window.outerHeight - window.innerHeight,
        window.innerWidth,
        window.innerHeight,
      ]);
      if (x! + width! <= SCREEN.width && y! + height! <= SCREEN.height) {
        const grab = ['-loglevel', 'error', '-y', '-f', 'x11grab', '-video_size'];
        const from = `${display}+${x},${y}`;
        await run('ffmpeg', [...grab, `${width}x${height}`, '-i', from, '-frames:v', '1', file]);
      } else {
        // Right after a resize WebKit may not have painted the viewport's new part yet (black in
        // the picture): two rendering updates first.
        await execute(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        writeFileSync(file, await session.takeScreenshot(), 'base64');
      }
    },
    problems: async () =>
      (await execute(recorded)) ?? [
        'the problem recorder is not installed (ready() was not called)',
      ],
    async close() {
      await session.quit().catch(() => {});
      stop();
    },
  };
  return self;
}
