#!/usr/bin/env node
/**
 * Screenshots of every page of the build (and the 404 page) at 375 and 1280px, for people to look
 * at, in Chromium, Firefox ESR and WebKitGTK (scripts/engines.mjs): screenshots/<engine>/<page>-
 * <width>.png, and /preisliste with a treatment's dialog open on a phone's first screen.
 * `node scripts/screenshots.mjs webkit` takes one engine's. The viewport is as tall as the page,
 * because a full-page screenshot leaves sections with `content-visibility: auto` blank below the
 * first screen. Served by the real nginx over https, as the engine tests are.
 */
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './chromium.mjs';
import {engineNames, launchEngine} from './engines.mjs';
import {startNginx} from './nginx.mjs';
import {sitemapPaths} from './routes.mjs';

const all = ['chromium', ...engineNames];
const chosen = process.argv.slice(2).filter((name) => all.includes(name));
const port = Number(process.env.E2E_PORT ?? 4173) + 5;

/**
 * Chromium (Playwright) behind the few steps of scripts/engines.mjs' EnginePage used here.
 * @param {string} origin
 * @returns {Promise<Pick<import('./engines.mjs').EnginePage, 'goto' | 'evaluate' | 'clickAt' | 'press' | 'resize' | 'screenshot' | 'close'>>}
 */
async function launchChromium(origin) {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  const page = await browser.newPage({ignoreHTTPSErrors: true});
  return {
    async goto(path) {
      await page.goto(origin + path);
      await page.waitForFunction(() =>
        [...document.querySelectorAll(':not(:defined)')].every(
          (element) => !element.localName.startsWith('site-'),
        ),
      );
    },
    evaluate: (fn, ...args) => page.evaluate(`(${fn})(...${JSON.stringify(args)})`),
    clickAt: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key),
    resize: (width, height) => page.setViewportSize({width, height}),
    async screenshot(file) {
      await page.screenshot({path: file});
    },
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
  const button = document.querySelector('main button[commandfor]');
  button.scrollIntoView({block: 'center'});
  const box = button.getBoundingClientRect();
  return {x: box.left + box.width / 2, y: box.top + box.height / 2};
}

const {origin, stop} = await startNginx({port, tls: true});
try {
  for (const engine of chosen.length ? chosen : all) {
    const dir = join('screenshots', engine);
    mkdirSync(dir, {recursive: true});
    const tab =
      engine === 'chromium'
        ? await launchChromium(origin)
        : await launchEngine(/** @type {'firefox' | 'webkit'} */ (engine), {
            origin,
            driverPort: port + 2,
          });
    try {
      for (const width of [375, 1280]) {
        for (const path of [...sitemapPaths(), '/gibt-es-nicht']) {
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
    console.log(`${dir}/: every page at 375 and 1280px`);
  }
} finally {
  await stop();
}
