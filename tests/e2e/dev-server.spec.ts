import {spawn, type ChildProcess} from 'node:child_process';
import {join} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {siteDir} from './content';
import {playVideo, useMenu, usePriceDialog} from './interactions';

/**
 * One code path (issue 25): the islands are custom elements, which run whether the HTML parser
 * (the built pages) or React (the development server, where Docusaurus' full client renders the
 * pages) inserted them. This starts `docusaurus start` once and does there what the behaviour
 * specs do on the build: carousel, price dialog, menu, video.
 */
const port = Number(process.env.E2E_PORT ?? 4173) + 30;
const origin = `http://127.0.0.1:${port}`;

let server: ChildProcess | undefined;
let output = '';

test.describe.configure({mode: 'serial', timeout: 240_000});

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = spawn(
    join(siteDir, 'node_modules', '.bin', 'docusaurus'),
    ['start', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    {cwd: siteDir, env: {...process.env, BROWSER: 'none'}, stdio: ['ignore', 'pipe', 'pipe']},
  );
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`docusaurus start exited with ${server.exitCode}:\n${output.slice(-4000)}`);
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`docusaurus start did not answer on ${origin}:\n${output.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  server?.kill();
});

/** The development page rendered by React: wait until its islands are defined. */
async function islandsReady(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector('[class*="site-container"], main') !== null &&
      [...document.querySelectorAll(':not(:defined)')].filter((element) =>
        element.localName.startsWith('site-'),
      ).length === 0 &&
      document.querySelector('site-dialog') !== null,
    undefined,
    {timeout: 120_000},
  );
}

test('carousel: the buttons appear, move by one item and are disabled at their ends', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto(`${origin}/`);
  await islandsReady(page);
  const reviews = page.getByRole('region', {name: 'Kundenbewertungen'});
  const list = reviews.getByRole('list');
  await list.scrollIntoViewIfNeeded();
  const previous = reviews.getByRole('button', {name: 'Vorherige Bewertungen'});
  const next = reviews.getByRole('button', {name: 'Nächste Bewertungen'});
  await expect(next).toBeVisible();
  await expect(next).toBeEnabled();
  await expect(previous).toBeDisabled();
  await next.click();
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBe(380);
  await expect(previous).toBeEnabled();
});

test('price list: "Mehr erfahren" opens the dialog, "Schließen" and the backdrop close it', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto(`${origin}/preisliste`);
  await islandsReady(page);
  expect(await usePriceDialog(page)).toBe(true);
  const opener = page.getByRole('button', {name: /^Mehr erfahren: /}).first();
  await opener.click();
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await page.mouse.click(5, 5);
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('menu: opens and closes at 375px, closes on a link and above 992px', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await page.goto(`${origin}/`);
  await islandsReady(page);
  expect(await useMenu(page)).toBe(true);
  const menu = page.locator('#site-mobile-menu');
  await page.getByRole('button', {name: 'Menü öffnen'}).click();
  await expect(menu).toBeVisible();
  await page.setViewportSize({width: 1200, height: 800});
  await expect(menu).toBeHidden();
  await page.setViewportSize({width: 375, height: 800});
  await page.getByRole('button', {name: 'Menü öffnen'}).click();
  await menu.getByRole('link', {name: 'Galerie'}).click();
  await expect(page).toHaveURL(`${origin}/galerie`);
  await expect(menu).toBeHidden();
});

test('gallery: a video plays on "Video abspielen" and the label follows', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await page.emulateMedia({reducedMotion: 'reduce'});
  await page.goto(`${origin}/galerie`);
  await islandsReady(page);
  expect(await playVideo(page)).toBe(true);
  const button = page
    .locator('video')
    .first()
    .locator('xpath=..')
    .getByRole('button', {name: /^Video (abspielen|pausieren)$/});
  await expect(button).toHaveAttribute('aria-label', 'Video pausieren');
  await button.click();
  await expect(button).toHaveAttribute('aria-label', 'Video abspielen');
});
