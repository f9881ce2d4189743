import {copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import sharp from 'sharp';
import {parseDocument} from 'yaml';
import {ALL_CLEAR} from '../../plugins/content/preview';
import {addDays, berlinToday, closurePeriod} from '../../src/lib/closures';
import {playVideo, useMenu, usePriceDialog} from './interactions';

/**
 * The preview of ./dev-site.spec.ts (`npm run edit`: `npm start`'s development site, with the
 * editor's middleware), on its copy of the site (its content, whatever it is), before the editor
 * is used.
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
const REPORT = 'Die Inhalte der Website enthalten';
const HEADING = 'Bitte korrigieren Sie Ihre Inhalte';
/** How the report of an article's text begins (plugins/blog/articleImages.ts). */
const ARTICLE_REPORT = 'Dieser Blogbeitrag enthält Bilder oder Links auf Dateien';
/** What Docusaurus, the bundler or a parser says in English when her mistake reaches them. */
const ENGLISH = /\[ERROR\]|YAMLException|Error while parsing|reload failure|\n\s+at \S+ \(/;

/** The copy, the development site's origin and the terminal's output so far (./dev-site.spec.ts). */
let site = '';
let origin = '';
let terminal = () => '';
/** The copy's first article: its file and its address. */
let post: {file: string; path: string};
/** prices.yml and studio.yml of the copy as they were, and the line of the first price. */
let prices: {file: string; text: string; line: number};
let studio: {file: string; text: string};
const STARTUP_TITLE = 'Gespeichert, während die Vorschau startete';
/** A closure covering today, as she adds it (studio.yml, `closures`). */
const CLOSURE = {from: berlinToday(), to: addDays(berlinToday(), 3)};

const read = (file: string) => readFileSync(file, 'utf8');
/** The terminal's output from `mark` on. */
const since = (mark: number) => terminal().slice(mark);
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

/**
 * Before the development site starts on `copy`: her closure covering today (whatever closures the
 * copy had) and a mistake she made before starting (a price without „€“). Returns what watches the
 * terminal's output: once the content is read (its report is printed), before Docusaurus watches
 * the files, it saves her article, as if she saved it while the preview was starting.
 */
export function beforePreview(copy: string, address: string, output: () => string) {
  [site, origin, terminal] = [copy, address, output];
  const name = readdirSync(join(site, 'blog'))
    .filter((entry) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(entry))
    .sort()[0]!;
  const file = join(site, 'blog', name);
  const slug = /^slug:\s*["']?([^"'\n]+)/m.exec(read(file))![1]!;
  post = {file, path: `/blog/${slug.replace(/^\//, '')}`};
  const pricesFile = join(site, 'src/data/prices.yml');
  prices = {
    file: pricesFile,
    text: read(pricesFile),
    line: lineOf(read(pricesFile), /^\s+price: /m),
  };
  const studioFile = join(site, 'src/data/studio.yml');
  studio = {file: studioFile, text: read(studioFile)};
  const document = parseDocument(studio.text);
  document.set('closures', document.createNode([CLOSURE]));
  writeFileSync(studioFile, document.toString({lineWidth: 0}));
  setLine(prices.file, 'price', '"55"');
  let saved = false;
  return () => {
    if (!saved && output().includes(REPORT)) {
      saved = true;
      setLine(post.file, 'title', JSON.stringify(STARTUP_TITLE));
    }
  };
}

/** The page shows her report in German, naming `where`; no English error page or overlay. */
async function showsReport(page: Page, where: string) {
  await expect(page.getByRole('heading', {level: 1, name: HEADING})).toBeVisible({
    timeout: 60_000,
  });
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

/** The preview's tests, in the order they run (serial: each starts where the last left off). */
export function previewTests() {
  test.describe('the preview', () => {
    test.describe.configure({timeout: 240_000});

    test('a mistake present at start: the preview starts, shows it in German and clears it by itself once fixed', async ({
      page,
    }) => {
      expect(count(terminal(), REPORT)).toBe(1);
      expect(terminal()).toContain(`src/data/prices.yml, Zeile ${prices.line}`);
      expect(terminal()).not.toMatch(ENGLISH);
      await page.goto(`${origin}/preisliste`);
      await showsReport(page, `src/data/prices.yml, Zeile ${prices.line}`);
      await expect(page.locator('main pre')).toContainText('„55“ – ein Preis sieht so aus');

      const mark = terminal().length;
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
      expect(await page.evaluate(() => customElements.get('site-closure') !== undefined)).toBe(
        true,
      );
      // Her closures as they were, so the one the editor adds later is the one the site announces.
      writeFileSync(studio.file, studio.text);
    });

    test('an article saved while the preview was starting is shown', async ({page}) => {
      await page.goto(`${origin}${post.path}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(STARTUP_TITLE, {
        timeout: 60_000,
      });
    });

    test('an article: a title „Tipp: …“ without quotes is reported once, in German, and clears by itself once fixed', async ({
      page,
    }) => {
      await page.goto(`${origin}${post.path}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(STARTUP_TITLE, {
        timeout: 60_000,
      });
      let mark = terminal().length;
      setLine(post.file, 'title', `Tipp: ${STARTUP_TITLE}`);
      const where = `blog/${post.file.split('/').pop()}, Zeile ${lineOf(read(post.file), /^title:/m)}`;
      await showsReport(page, where);
      await expect(page.locator('main pre')).toContainText('„Tipp: …“');
      await expect.poll(() => count(since(mark), REPORT)).toBe(1);
      expect(since(mark)).not.toMatch(ENGLISH);

      mark = terminal().length;
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
      let mark = terminal().length;
      writeFileSync(post.file, text.replace(head, head.replace(/---[ \t]*\r?\n$/, '')));
      await showsReport(page, `blog/${post.file.split('/').pop()}, Zeile`);
      await expect(page.locator('main pre')).toContainText(
        'der Kopf des Beitrags ist nicht abgeschlossen',
      );
      await expect.poll(() => count(since(mark), REPORT)).toBe(1);
      expect(count(since(mark), 'nicht abgeschlossen')).toBe(1);
      expect(since(mark)).not.toMatch(ENGLISH);

      mark = terminal().length;
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
      let mark = terminal().length;
      setLine(post.file, 'image', missing);
      await showsReport(page, `„${missing}“ – gibt es nicht`);
      expect(since(mark)).not.toMatch(ENGLISH);

      mark = terminal().length;
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
      let mark = terminal().length;
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

      mark = terminal().length;
      rmSync(copy);
      await recovers(page, mark, () =>
        expect(page.getByRole('heading', {level: 1})).toHaveText(`Tipp: ${STARTUP_TITLE}`),
      );
      expect(since(mark)).not.toMatch(ENGLISH);
    });

    test('an article’s link to a PDF: German, in the report page, no English overlay of the bundler; cleared once the link is gone', async ({
      page,
    }) => {
      await page.goto(`${origin}${post.path}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(`Tipp: ${STARTUP_TITLE}`);
      const text = read(post.file);
      const linked = `${text.trimEnd()}\n\nDie [Preisliste als PDF](/preisliste.pdf).\n`;
      let mark = terminal().length;
      writeFileSync(post.file, linked);
      const line = linked.trimEnd().split('\n').length;
      await showsReport(
        page,
        `blog/${post.file.split('/').pop()}, Zeile ${line}: ein Link auf „/preisliste.pdf“: PDF-Dateien veröffentlicht die Website nicht`,
      );
      await expect.poll(() => count(since(mark), ARTICLE_REPORT)).toBe(1);
      expect(since(mark)).not.toMatch(ENGLISH);

      mark = terminal().length;
      writeFileSync(post.file, text);
      await recovers(page, mark, () =>
        expect(page.getByRole('heading', {level: 1})).toHaveText(`Tipp: ${STARTUP_TITLE}`),
      );
      await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);
      expect(since(mark)).not.toMatch(ENGLISH);
    });

    test('a photo from an iPhone (HEIC): German, in the report page, not inside „Site plugin reload failure“; cleared once it is gone', async ({
      page,
    }) => {
      await page.goto(`${origin}/preisliste`);
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText(HEADING);
      const photo = join(site, 'static', 'images', 'foto-vom-handy.heic');
      let mark = terminal().length;
      writeFileSync(photo, 'ftypheic');
      await showsReport(page, 'static/images/foto-vom-handy.heic');
      expect(since(mark)).toContain('static/images/foto-vom-handy.heic');
      expect(since(mark)).not.toMatch(ENGLISH);

      mark = terminal().length;
      rmSync(photo);
      await recovers(page, mark, () =>
        expect(page.getByRole('heading', {level: 1})).not.toHaveText(HEADING),
      );
      expect(since(mark)).not.toMatch(ENGLISH);
    });

    test('an article deleted while the preview runs: gone from the blog, no „Cannot find module“', async ({
      page,
    }) => {
      const name = post.file.split('/').pop()!;
      const extra = join(site, 'blog', name.replace(/^\d{4}-\d{2}-\d{2}-/, '2099-02-01-weg-'));
      const title = 'Ein Beitrag, der gleich gelöscht wird';
      const slug = `${post.path.replace(/^\/blog\//, '')}-weg`;
      writeFileSync(
        extra,
        read(post.file)
          .replace(/^slug:.*$/m, `slug: ${slug}`)
          .replace(/^title:.*$/m, `title: ${JSON.stringify(title)}`),
      );
      await page.goto(`${origin}/blog/${slug}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title, {timeout: 60_000});
      await page.goto(`${origin}/blog`);
      await expect(page.getByRole('link', {name: title}).first()).toBeVisible({timeout: 60_000});
      const mark = terminal().length;
      rmSync(extra);
      await expect(page.getByRole('link', {name: title})).toHaveCount(0, {timeout: 60_000});
      await expect(page.locator('body')).not.toContainText(/Cannot find module|Error|abgestürzt/);
      await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);
      expect(since(mark)).not.toMatch(ENGLISH);
      expect(since(mark)).not.toContain('Cannot find module');
      await page.goto(`${origin}${post.path}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(`Tipp: ${STARTUP_TITLE}`);
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
      const mark = terminal().length;
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
  });
}
