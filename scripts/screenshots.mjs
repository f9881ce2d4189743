#!/usr/bin/env node
/**
 * Screenshots of every page of the build (and the 404 page) at 375 and 1280px, for people to look
 * at: screenshots/<page>-<width>.png. The viewport is as tall as the page, because a full-page
 * screenshot leaves sections with `content-visibility: auto` blank below the first screen.
 */
import {mkdirSync} from 'node:fs';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './chromium.mjs';
import {startNginx} from './nginx.mjs';
import {sitemapPaths} from './routes.mjs';

const {origin, stop} = await startNginx({port: Number(process.env.E2E_PORT ?? 4173) + 5});
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
mkdirSync('screenshots', {recursive: true});
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({viewport: {width, height: 900}});
    for (const path of [...sitemapPaths(), '/gibt-es-nicht']) {
      await page.goto(origin + path);
      // Loaded, and every island (custom element site-*) defined.
      await page.waitForFunction(
        () =>
          document.readyState === 'complete' &&
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
  await stop();
}
