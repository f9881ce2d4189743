import {spawn, type ChildProcess} from 'node:child_process';
import {copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import sharp from 'sharp';
import {parseDocument} from 'yaml';
import {ALL_CLEAR} from '../../plugins/content/preview';
import {copyOfSite} from './siteCopy';
import {addDays, berlinToday, closurePeriod} from '../../src/lib/closures';
import {playVideo, useMenu, usePriceDialog} from './interactions';

/**
 * `npm start`, as the owner uses it, on a copy of this site (its content, whatever it is).
 *
 * A preview she can trust: a mistake in a data file or an article is shown in the
 * browser in German and disappears by itself once fixed, without reloading the page; the
 * terminal prints each report once and says once that all is well again; a file saved in two
 * steps prints nothing in between; an article saved while the preview was starting is shown.
 *
 * Her correct content never fails: a holiday closure covering today is shown once the mistake
 * present at the start is fixed (the page head of `npm start` is made at its start), and two
 * articles with one address get a German message naming both files.
 *
 * One code path: the islands are custom elements, which run whether the HTML parser
 * (the built pages) or React (the development server, where Docusaurus' full client renders the
 * pages) inserted them: carousel, price dialog, menu, video, as the behaviour specs do on the build.
 */
const port = Number(process.env.E2E_PORT ?? 4173) + 30;
const origin = `http://127.0.0.1:${port}`;
const REPORT = 'Die Inhalte der Website enthalten';
const HEADING = 'Bitte korrigieren Sie Ihre Inhalte';
/** What Docusaurus, the bundler or a parser says in English when her mistake reaches them. */
const ENGLISH = /\[ERROR\]|YAMLException|Error while parsing|reload failure|\n\s+at \S+ \(/;

let site: string;
let server: ChildProcess | undefined;
let output = '';
/** The copy's first article: its file, its address and its title line. */
let post: {file: string; path: string; title: string};
/** prices.yml of the copy as it was, and the line of its first price. */
let prices: {file: string; text: string; line: number};
const STARTUP_TITLE = 'Gespeichert, während die Vorschau startete';
/** A closure covering today, as she adds it (studio.yml, `closures`). */
const CLOSURE = {from: berlinToday(), to: addDays(berlinToday(), 3)};

test.describe.configure({mode: 'serial', timeout: 240_000});

const read = (file: string) => readFileSync(file, 'utf8');
/** The terminal's output from `mark` on. */
const since = (mark: number) => output.slice(mark);
const count = (text: string, part: string) => text.split(part).length - 1;

/** Replaces the first line of `file` that starts with `field:` (front matter or YAML). */
function setLine(file: string, field: string, value: string) {
  const pattern = new RegExp(`^(\\s*(?:- )?${field}:).*$`, 'm');
  const text = read(file);
  if (!pattern.test(text)) throw new Error(`${file} has no ${field}`);
  writeFileSync(file, text.replace(pattern, `$1 ${value}`));
}

const lineOf = (text: string, pattern: RegExp) =>
  text.slice(0, text.search(pattern)).split('\n').length;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // A copy of this checkout, its content as it is, with the picture variants made so far.
  site = copyOfSite('dev', ['.cache/responsive-images']);

  const name = readdirSync(join(site, 'blog'))
    .filter((entry) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(entry))
    .sort()[0]!;
  const file = join(site, 'blog', name);
  const slug = /^slug:\s*["']?([^"'\n]+)/m.exec(read(file))![1]!;
  post = {
    file,
    path: `/blog/${slug.replace(/^\//, '')}`,
    title: /^title:.*$/m.exec(read(file))![0],
  };
  const pricesFile = join(site, 'src/data/prices.yml');
  prices = {
    file: pricesFile,
    text: read(pricesFile),
    line: lineOf(read(pricesFile), /^\s+price: /m),
  };

  // Her closure covering today (whatever closures the copy had).
  const studioFile = join(site, 'src/data/studio.yml');
  const studio = parseDocument(read(studioFile));
  studio.set('closures', studio.createNode([CLOSURE]));
  writeFileSync(studioFile, studio.toString({lineWidth: 0}));

  // A mistake she made before starting (a price without „€“), and her article saved while the
  // preview is starting: after the content is read (its report is printed), before Docusaurus
  // watches the files.
  setLine(prices.file, 'price', '"55"');
  server = spawn(
    process.execPath,
    ['scripts/docusaurus.mjs', 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    {cwd: site, env: {...process.env, BROWSER: 'none'}, stdio: ['ignore', 'pipe', 'pipe']},
  );
  let saved = false;
  const record = (chunk: Buffer) => {
    output += String(chunk);
    if (!saved && output.includes(REPORT)) {
      saved = true;
      setLine(post.file, 'title', JSON.stringify(STARTUP_TITLE));
    }
  };
  server.stdout?.on('data', record);
  server.stderr?.on('data', record);
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`npm start exited with ${server.exitCode}:\n${output.slice(-4000)}`);
    try {
      if ((await fetch(`${origin}/`)).ok && output.includes('compiled')) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`npm start did not answer on ${origin}:\n${output.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  server?.kill();
  if (site) rmSync(site, {recursive: true, force: true});
});

/** The page shows her report in German, naming `where`; no English error page or overlay. */
async function showsReport(page: Page, where: string) {
  await expect(page.getByRole('heading', {level: 1, name: HEADING})).toBeVisible({timeout: 60_000});
  await expect(page.locator('main pre')).toContainText(where);
  await expect(page.locator('body')).not.toContainText(/ResponsiveImage|Error|crashed|abgestürzt/);
  await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);
}

/** The report is gone without reloading the page, and the terminal said so once. */
async function recovers(page: Page, mark: number, shown: () => Promise<void>) {
  await page.evaluate(() => Object.assign(window, {notReloaded: true}));
  await expect(page.getByRole('heading', {name: HEADING})).toHaveCount(0, {timeout: 60_000});
  await shown();
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  await expect.poll(() => count(since(mark), ALL_CLEAR), {timeout: 30_000}).toBe(1);
}

test('a mistake present at start: the preview starts, shows it in German and clears it by itself once fixed', async ({
  page,
}) => {
  expect(count(output, REPORT)).toBe(1);
  expect(output).toContain(`src/data/prices.yml, Zeile ${prices.line}`);
  expect(output).not.toMatch(ENGLISH);
  await page.goto(`${origin}/preisliste`);
  await showsReport(page, `src/data/prices.yml, Zeile ${prices.line}`);
  await expect(page.locator('main pre')).toContainText('„55“ – ein Preis sieht so aus');

  const mark = output.length;
  writeFileSync(prices.file, prices.text);
  await recovers(page, mark, () =>
    expect(page.getByRole('heading', {level: 1})).not.toHaveText(HEADING),
  );
  expect(since(mark)).not.toContain(REPORT);
  expect(since(mark)).not.toMatch(ENGLISH);
  // Her closure covering today shows, its island defined although the start had a mistake.
  await page.reload();
  const period = closurePeriod(CLOSURE.from, CLOSURE.to);
  await expect(page.getByRole('complementary', {name: `Schließzeit ${period}`})).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(`Geschlossen ${period}`)).toBeVisible();
  expect(await page.evaluate(() => customElements.get('site-closure') !== undefined)).toBe(true);
});

test('an article saved while the preview was starting is shown', async ({page}) => {
  await page.goto(`${origin}${post.path}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(STARTUP_TITLE, {timeout: 60_000});
});

test('an article: a title „Tipp: …“ without quotes is reported once, in German, and clears by itself once fixed', async ({
  page,
}) => {
  await page.goto(`${origin}${post.path}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(STARTUP_TITLE, {timeout: 60_000});
  let mark = output.length;
  setLine(post.file, 'title', `Tipp: ${STARTUP_TITLE}`);
  const where = `blog/${post.file.split('/').pop()}, Zeile ${lineOf(read(post.file), /^title:/m)}`;
  await showsReport(page, where);
  await expect(page.locator('main pre')).toContainText('„Tipp: …“');
  await expect.poll(() => count(since(mark), REPORT)).toBe(1);
  expect(since(mark)).not.toMatch(ENGLISH);

  mark = output.length;
  setLine(post.file, 'title', JSON.stringify(`Tipp: ${STARTUP_TITLE}`));
  await recovers(page, mark, () =>
    expect(page.getByRole('heading', {level: 1})).toHaveText(`Tipp: ${STARTUP_TITLE}`),
  );
  expect(since(mark)).not.toContain(REPORT);
  expect(since(mark)).not.toMatch(ENGLISH);
});

test('an article without its closing „---“: one German message, no English YAMLException, cleared once fixed', async ({
  page,
}) => {
  await page.goto(`${origin}${post.path}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(`Tipp: ${STARTUP_TITLE}`);
  const text = read(post.file);
  const head = /^---\r?\n[\s\S]*?\r?\n---[ \t]*\r?\n/.exec(text)![0];
  let mark = output.length;
  writeFileSync(post.file, text.replace(head, head.replace(/---[ \t]*\r?\n$/, '')));
  await showsReport(page, `blog/${post.file.split('/').pop()}, Zeile`);
  await expect(page.locator('main pre')).toContainText(
    'der Kopf des Beitrags ist nicht abgeschlossen',
  );
  await expect.poll(() => count(since(mark), REPORT)).toBe(1);
  expect(count(since(mark), 'nicht abgeschlossen')).toBe(1);
  expect(since(mark)).not.toMatch(ENGLISH);

  mark = output.length;
  writeFileSync(post.file, text);
  await recovers(page, mark, () =>
    expect(page.getByRole('heading', {level: 1})).toHaveText(`Tipp: ${STARTUP_TITLE}`),
  );
  expect(since(mark)).not.toMatch(ENGLISH);
});

test('an article’s picture that is not there: reported in German, cleared once the picture is saved', async ({
  page,
}) => {
  const image = /^image:\s*(\S+)$/m.exec(read(post.file))![1]!;
  const missing = image.replace(/[^/]+$/, `neu-${Date.now()}.jpg`);
  await page.goto(`${origin}${post.path}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(`Tipp: ${STARTUP_TITLE}`);
  let mark = output.length;
  setLine(post.file, 'image', missing);
  await showsReport(page, `„${missing}“ – gibt es nicht`);
  expect(since(mark)).not.toMatch(ENGLISH);

  mark = output.length;
  // A small photo: the preview makes its variants before it shows it.
  await sharp({create: {width: 64, height: 48, channels: 3, background: '#b07050'}})
    .jpeg()
    .toFile(join(site, 'static', missing));
  await recovers(page, mark, () =>
    expect(page.getByRole('heading', {level: 1})).toHaveText(`Tipp: ${STARTUP_TITLE}`),
  );
  await expect(page.locator(`img[src$="${missing}"]`)).toHaveCount(1);
  expect(since(mark)).not.toMatch(ENGLISH);
});

test('two articles with one address (a copy of an article): German, naming both files, cleared once the copy is gone', async ({
  page,
}) => {
  await page.goto(`${origin}${post.path}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(`Tipp: ${STARTUP_TITLE}`);
  const name = post.file.split('/').pop()!;
  const copy = join(site, 'blog', name.replace(/^\d{4}-\d{2}-\d{2}-/, '2099-01-01-kopie-'));
  let mark = output.length;
  copyFileSync(post.file, copy);
  await showsReport(page, `blog/${name}, Zeile`);
  await expect(page.locator('main pre')).toContainText(
    `dieselbe Adresse ${post.path} hat auch blog/${copy.split('/').pop()}`,
  );
  await expect(page.locator('main pre')).toContainText(
    `dieselbe Adresse ${post.path} hat auch blog/${name}`,
  );
  expect(since(mark)).not.toMatch(ENGLISH);
  expect(since(mark)).not.toContain('Duplicate routes');

  mark = output.length;
  rmSync(copy);
  await recovers(page, mark, () =>
    expect(page.getByRole('heading', {level: 1})).toHaveText(`Tipp: ${STARTUP_TITLE}`),
  );
  expect(since(mark)).not.toMatch(ENGLISH);
});

test('a file saved in two steps prints no error in between', async ({page}) => {
  await page.goto(`${origin}/preisliste`);
  const headline = page.getByRole('heading', {level: 1});
  await expect(headline).not.toHaveText(HEADING);
  // A new headline for the price list, saved in two writes as some editors do.
  const file = join(site, 'src/data/pages.yml');
  const document = parseDocument(read(file));
  document.setIn(['prices', 'headline'], 'Alle Behandlungen und Preise auf einen Blick');
  const changed = document.toString({lineWidth: 0});
  const mark = output.length;
  writeFileSync(file, changed.slice(0, Math.floor(changed.length / 2)));
  await new Promise((resolve) => setTimeout(resolve, 50));
  writeFileSync(file, changed);
  // Each check prints before its content reaches the page, and one that began earlier than the
  // last printed says nothing: once the page shows the whole file, nothing more comes.
  await expect(headline).toHaveText('Alle Behandlungen und Preise auf einen Blick', {
    timeout: 60_000,
  });
  expect(since(mark)).not.toContain(REPORT);
  expect(since(mark)).not.toMatch(ENGLISH);
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

test("at 1280px: the carousel's buttons move by one item and are disabled at their ends; the price list's dialog opens and closes", async ({
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

  // "Mehr erfahren" opens the dialog, "Schließen" and the backdrop close it.
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

test('at 375px: the menu opens and closes, closes on a link and above 992px; on the gallery a video plays and its label follows', async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 800});
  await page.emulateMedia({reducedMotion: 'reduce'});
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
