/**
 * Screenshots of every page of the build (and the 404 page) at 375 and 1280px, for people to look
 * at, not a test: screenshots/<engine>/<page>-<width>.png, and /preisliste with a treatment's
 * dialog open on a phone's first screen. `SCREENSHOTS=1 npx playwright test` (one engine:
 * `--project=webkit`) runs this file alone (playwright.config.ts), on the https server the engine
 * tests use. The viewport is as tall as the page, because a full-page screenshot leaves sections
 * with `content-visibility: auto` blank below the first screen.
 */
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {test, type Browser} from '@playwright/test';
import type {EngineOptions} from './engine';
import type {EnginePage} from './enginePage';
import {launchFirefox} from './firefox';
import {allPagePaths} from './sitePaths';
import {launchWebKit} from './webkit';

/** Chromium (Playwright) behind the steps of EnginePage used here. */
async function chromiumTab(browser: Browser, origin: string): Promise<EnginePage> {
  const page = await browser.newPage({ignoreHTTPSErrors: true});
  const unused = () => Promise.reject(new Error('not used for screenshots'));
  return {
    engine: 'chromium',
    version: `Chromium ${browser.version()}`,
    async goto(path) {
      await page.goto(origin + path);
      await page.waitForFunction(() =>
        [...document.querySelectorAll(':not(:defined)')].every(
          (element) => !element.localName.startsWith('site-'),
        ),
      );
    },
    ready: unused,
    back: unused,
    evaluate: (fn, ...args) => page.evaluate(`(${fn})(...${JSON.stringify(args)})`),
    clickAt: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key),
    resize: (width, height) => page.setViewportSize({width, height}),
    async screenshot(file) {
      await page.screenshot({path: file});
    },
    problems: unused,
    close: () => browser.close(),
  };
}

/** In the page: every image with a box has arrived and decoded (or failed), at most 10 s. */
function imagesSettled() {
  const images = [...document.images].filter((image) => image.getClientRects().length > 0);
  return Promise.race([
    Promise.all(images.map((image) => image.decode().catch(() => {}))),
    new Promise((done) => setTimeout(done, 10_000)),
  ]).then(() => true);
}

/** In the page: the centre of the first 'Mehr erfahren' button, scrolled into view. */
function firstMoreButton() {
  const button = document.querySelector('main button[commandfor]')!;
  button.scrollIntoView({block: 'center'});
  const box = button.getBoundingClientRect();
  return {x: box.left + box.width / 2, y: box.top + box.height / 2};
}

test('every page at 375 and 1280px', async ({playwright, launchOptions}, {project}) => {
  test.setTimeout(900_000);
  const {engineOrigin: origin} = project.use as EngineOptions;
  const tab =
    project.name === 'firefox'
      ? await launchFirefox(origin)
      : project.name === 'webkit'
        ? await launchWebKit(origin, Number(new URL(origin).port) + 5)
        : await chromiumTab(await playwright.chromium.launch(launchOptions), origin);
  const dir = join('screenshots', project.name);
  mkdirSync(dir, {recursive: true});
  try {
    for (const width of [375, 1280]) {
      for (const path of [...allPagePaths, '/gibt-es-nicht']) {
        const name = path === '/' ? 'startseite' : path.slice(1).replace(/\//g, '_');
        await tab.resize(width, 900);
        await tab.goto(path);
        // As tall as the page; sections with `content-visibility: auto` take their real height
        // only once they are in view, so again until the height holds.
        for (let height = 0, tries = 0; tries < 4; tries++) {
          const now = await tab.evaluate(() => document.documentElement.scrollHeight);
          if (now === height) break;
          height = now;
          await tab.resize(width, height);
          // Lazy images and videos' posters load once they are in the (now page-tall) viewport.
          await tab.evaluate(imagesSettled);
        }
        await tab.screenshot(join(dir, `${name}-${width}.png`));
        if (path === '/preisliste') {
          // The first treatment's dialog, open (on a short phone: 375×667).
          await tab.resize(width, width === 375 ? 667 : 900);
          const at = await tab.evaluate(firstMoreButton);
          await tab.clickAt(at.x, at.y);
          await tab.evaluate(() => new Promise((done) => setTimeout(done, 400)));
          await tab.screenshot(join(dir, `${name}-dialog-${width}.png`));
          await tab.press('Escape');
        }
      }
    }
  } finally {
    await tab.close();
  }
  console.log(`${dir}/: every page at 375 and 1280px (${tab.version})`);
});
