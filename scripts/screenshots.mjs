#!/usr/bin/env node
/**
 * Screenshots of every page of the build (build/sitemap.xml, plus the 404 page) at 375 and
 * 1280px, for people to look at: screenshots/<page>-<width>.png. Artefacts, not tests.
 * The viewport is as tall as the page, because a full-page screenshot leaves sections with
 * `content-visibility: auto` blank below the first screen.
 *
 *   node scripts/screenshots.mjs        # after npm run build
 */
import {mkdirSync} from 'node:fs';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from './chromium.mjs';
import {sitemapPaths} from './routes.mjs';
import {startServer} from './serve.mjs';

const server = await startServer({port: 0});
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: chromiumArgs,
});
mkdirSync('screenshots', {recursive: true});

try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({viewport: {width, height: 900}});
    for (const path of [...sitemapPaths(), '/gibt-es-nicht']) {
      await page.goto(origin + path);
      // Ready: loaded, and every island (custom element site-*) on the page defined.
      await page.waitForLoadState('load');
      await page.waitForFunction(() =>
        [...document.querySelectorAll(':not(:defined)')].every(
          (element) => !element.localName.startsWith('site-'),
        ),
      );
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({width, height});
      // Lazy images and videos load once they are in the (now page-tall) viewport.
      await page.waitForLoadState('networkidle');
      const name = path === '/' ? 'startseite' : path.slice(1).replace(/\//g, '_');
      await page.screenshot({path: `screenshots/${name}-${width}.png`});
      await page.setViewportSize({width, height: 900});
      if (path === '/preisliste') {
        // The first treatment's dialog, open, on the first screen.
        await page
          .getByRole('button', {name: /^Mehr erfahren: /})
          .first()
          .click();
        await page.screenshot({path: `screenshots/${name}-dialog-${width}.png`});
        await page.keyboard.press('Escape');
      }
    }
    await page.close();
  }
  console.log('screenshots/: every page at 375 and 1280px');
} finally {
  await browser.close();
  server.close();
}
