/**
 * The editor at /admin, end to end, in local mode: `npm run edit` (scripts/edit.mjs: decap-server
 * and the development site) runs in a temporary copy of the repository, Chromium edits through
 * /admin, and the files on disk, the development site and the content checks a production build
 * runs show the result. /admin talks to its own origin only (decap-server is passed through at
 * /api/v1). No build of its own: the production editor is the suite's build/ (baseURL).
 *
 * The copy is made by tests/fixtures/site.mjs (the repository as it is: an empty overlay), with
 * the image variant cache copied so nothing is re-encoded.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect, test, type Browser, type Page} from '@playwright/test';
import sharp from 'sharp';
import {parse} from 'yaml';
import {readContent} from '../../plugins/content/load';
import {formatProblem} from '../../plugins/content/problems';
import {siteDir} from './content';

test.describe.configure({mode: 'serial'});

const PORT = Number(process.env.ADMIN_E2E_PORT ?? 5490);
const BACKEND_PORT = PORT + 1;
const origin = `http://127.0.0.1:${PORT}`;
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? '/tmp/admin-shots';

const TREATMENT = 'Klassische Gesichtsbehandlung';
const NEW_PRICE = '59 €';
const POST = {
  title: 'Sonnenschutz im Winter',
  slug: 'sonnenschutz-im-winter',
  description:
    'Auch im Winter trifft UV-Strahlung auf Ihre Haut. Wie Sie sie in der kalten Jahreszeit richtig schützen, mit Tipps.',
  keyword: 'Sonnenschutz',
  imageAlt: 'Eine Frau mit Wollmütze cremt sich auf einem verschneiten Weg das Gesicht ein',
  lead: 'Auch wenn die Sonne im Winter tief steht, trifft UV-Strahlung auf Ihre Haut.',
};

let root = '';
let copy = '';
let editor: ChildProcess | undefined;
let editorOutput = '';
const requests: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(600_000);
  root = mkdtempSync(join(tmpdir(), 'admin-e2e-'));
  const overlay = join(root, 'overlay');
  mkdirSync(overlay);
  // tests/fixtures/site.mjs, run as the command it also is (an ES module the test runner cannot import).
  const made = spawnSync(
    process.execPath,
    [join(siteDir, 'tests', 'fixtures', 'site.mjs'), join(root, 'site'), overlay],
    {encoding: 'utf8'},
  );
  if (made.status !== 0) throw new Error(`tests/fixtures/site.mjs failed: ${made.stderr}`);
  copy = made.stdout.trim();
  const variants = join(siteDir, '.cache', 'responsive-images');
  if (existsSync(variants))
    cpSync(variants, join(copy, '.cache', 'responsive-images'), {recursive: true});

  editor = spawn(
    process.execPath,
    ['scripts/edit.mjs', '--port', String(PORT), '--backend-port', String(BACKEND_PORT)],
    {
      cwd: copy,
      env: {...process.env, NODE_ENV: undefined},
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  editor.stdout!.on('data', (chunk) => (editorOutput += chunk));
  editor.stderr!.on('data', (chunk) => (editorOutput += chunk));
  // Ready when it prints the editor's address; exiting before that fails at once.
  await new Promise<void>((resolve, reject) => {
    editor!.stdout!.on('data', () => {
      if (editorOutput.includes(`Editor:   ${origin}/admin/`)) resolve();
    });
    editor!.once('exit', (code) =>
      reject(new Error(`npm run edit exited with ${code}:\n${editorOutput.slice(-4000)}`)),
    );
  });
});

test.afterAll(async () => {
  await editorPage?.context().close();
  if (editor?.pid && editor.exitCode === null) process.kill(-editor.pid, 'SIGTERM');
  if (root) rmSync(root, {recursive: true, force: true});
});

/**
 * Decap loads for 10–30 s on a busy 2-core machine, and reads each entry through the local backend
 * („Wird geladen …“ meanwhile): generous waits on what a person sees, which are not failures.
 */
const ENTRY_LOADED = {timeout: 90_000};

/** The editor, signed in to the local backend once and shared by the tests; records every request. */
let editorPage: Page | undefined;
async function openEditor(browser: Browser, hash: string): Promise<Page> {
  if (!editorPage) {
    const context = await browser.newContext({
      locale: 'de-DE',
      viewport: {width: 1280, height: 900},
    });
    editorPage = await context.newPage();
    editorPage.on('request', (request) => requests.push(request.url()));
    editorPage.on('websocket', (socket) => requests.push(socket.url()));
    await editorPage.goto(`${origin}/admin/`);
    await editorPage.getByRole('button', {name: 'Anmelden'}).click(ENTRY_LOADED);
  }
  // Within the editor (only the hash changes, so Decap is not loaded again), through the
  // collection's page: Decap's list keeps its entries when one entry follows another directly.
  await editorPage.goto(`${origin}/admin/${hash.replace(/\/(entries\/.*|new)$/, '')}`);
  await expect(editorPage.getByText(/^Zurück zu/)).toHaveCount(0);
  await editorPage.goto(`${origin}/admin/${hash}`);
  return editorPage;
}

/** Screenshots for people to look at (not compared): ADMIN_SHOTS_DIR, default /tmp/admin-shots. */
async function shot(page: Page, name: string, fullPage = false) {
  mkdirSync(SHOTS, {recursive: true});
  await page.screenshot({path: join(SHOTS, name), fullPage});
}

/** A date as the editor shows it: „01.11.2025“ for the file's „2025-11-01“. */
const german = (iso: string) => iso.split('-').reverse().join('.');

/** A collapsed list entry by its summary; expand() opens it. */
const entry = (page: Page, summary: string) =>
  page.getByText(summary, {exact: true}).locator('xpath=..');
const expand = (page: Page, summary: string) =>
  entry(page, summary).locator('button').first().click();

async function publish(page: Page) {
  await page.getByRole('button', {name: 'Veröffentlichen'}).click();
  await page.getByText('Jetzt veröffentlichen').first().click();
}

const pricesFile = () => join(copy, 'src', 'data', 'prices.yml');

/** The price list category that holds a treatment, read from the copy's prices.yml. */
function categoryOf(title: string): string {
  const {categories} = parse(readFileSync(pricesFile(), 'utf8')) as {
    categories: Array<{title: string; services: Array<{title: string}>}>;
  };
  const category = categories.find(({services}) => services.some((s) => s.title === title));
  if (!category) throw new Error(`prices.yml has no treatment "${title}"`);
  return category.title;
}
const commentLines = (text: string) => text.split('\n').filter((line) => /^\s*#/.test(line));

test('the price list: a new price is saved to prices.yml, comments kept, and the development site shows it', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const before = readFileSync(pricesFile(), 'utf8');
  const oldPrice =
    /- title: Klassische Gesichtsbehandlung\n\s+duration: [^\n]+\n\s+price: ([^\n]+)/.exec(
      before,
    )?.[1];
  expect(oldPrice).toBeTruthy();
  const page = await openEditor(browser, '#/collections/prices/entries/prices');
  await expect(page.getByText('Zurück zu „Preisliste“', {exact: true})).toBeVisible(ENTRY_LOADED);
  // Decap's list labels as written, not lower-cased: „5 Kategorien“, „Kategorie hinzufügen“.
  const {categories} = parse(before) as {categories: unknown[]};
  await expect(page.getByText(`${categories.length} Kategorien`, {exact: true})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Kategorie hinzufügen'})).toBeVisible();
  await expand(page, categoryOf(TREATMENT));
  await expect(page.getByRole('button', {name: 'Behandlung hinzufügen'}).first()).toBeVisible();
  const summary = `${TREATMENT} – ${oldPrice}`;
  await expand(page, summary);
  const price = entry(page, summary).getByLabel('Preis', {exact: true});
  await expect(price).toHaveValue(oldPrice!);
  await price.fill(NEW_PRICE);
  await shot(page, 'admin-preisliste-1280.png');
  await publish(page);
  // The saved message fits every collection (Decap has one for all): no „Beitrag gespeichert“.
  await expect(page.getByText('Gespeichert. Die Vorschau zeigt die Änderung').first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Beitrag gespeichert')).toHaveCount(0);
  await expect(page.getByText('Änderungen gespeichert', {exact: false}).first()).toBeVisible({
    timeout: 30_000,
  });

  await expect
    .poll(() => readFileSync(pricesFile(), 'utf8'), {timeout: 20_000})
    .toContain(`price: ${NEW_PRICE}`);
  const after = readFileSync(pricesFile(), 'utf8');
  // Only the price changed: every comment, blank line and other value is as it was.
  expect(after).toBe(
    before.replace(
      `- title: ${TREATMENT}\n        duration: 60 Min.\n        price: ${oldPrice}`,
      `- title: ${TREATMENT}\n        duration: 60 Min.\n        price: ${NEW_PRICE}`,
    ),
  );
  expect(commentLines(after)).toEqual(commentLines(before));

  const site = await page.context().newPage();
  await expect(async () => {
    await site.goto(`${origin}/preisliste`);
    const row = site
      .locator('li, tr, article, div')
      .filter({hasText: TREATMENT})
      .filter({hasText: NEW_PRICE});
    await expect(row.first()).toBeVisible({timeout: 2_000});
  }).toPass({timeout: 240_000});
});

test('the production editor (build/) says it is loading, in German, until Decap replaces the message with „Anmelden“', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const html = await (await page.request.get('/admin/')).text();
  expect(html).toContain('Der Editor wird geladen');
  await page.goto('/admin/');
  await expect(page.getByRole('button', {name: 'Anmelden'})).toBeVisible(ENTRY_LOADED);
  await expect(page.getByText('Der Editor wird geladen')).toHaveCount(0);
  await expect(page.getByText('Login', {exact: true})).toHaveCount(0);
});

test('reviews: a new review goes to the top of reviews.yml, with a German date and German labels', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const file = join(copy, 'src', 'data', 'reviews.yml');
  const before = readFileSync(file, 'utf8');
  const {asOf, reviews} = parse(before) as {
    asOf: string;
    reviews: Array<{name: string; stars: number; service: string}>;
  };
  const page = await openEditor(browser, '#/collections/reviews/entries/reviews');
  await expect(page.getByText('Zurück zu „Bewertungen“', {exact: true})).toBeVisible(ENTRY_LOADED);
  await expect(page.getByText(`${reviews.length} Bewertungen`, {exact: true})).toBeVisible();
  // A date as she writes it, and no „UTC“ beside it.
  await expect(page.getByLabel('Stand der Liste', {exact: true})).toHaveValue(german(asOf));
  await expect(page.getByText('UTC', {exact: true})).toHaveCount(0);
  const first = reviews[0]!;
  const firstSummary = page.getByText(
    `${first.name} (${first.stars} von 5 Sternen): ${first.service}`,
    {exact: true},
  );
  await expect(firstSummary).toBeVisible();
  await shot(page, 'admin-bewertungen-oben-1280.png');

  await page.getByRole('button', {name: 'Bewertung hinzufügen'}).click();
  // „Neue Bewertungen oben“: the new, open entry sits above the first one of the file.
  const name = page.getByLabel('Name', {exact: true}).first();
  await expect(name).toHaveValue('');
  expect((await name.boundingBox())!.y).toBeLessThan((await firstSummary.boundingBox())!.y);
  await name.fill('Petra W.');
  await page.getByLabel('Behandlung', {exact: true}).first().fill(first.service);
  await page.getByLabel('Sterne', {exact: true}).first().fill('1');
  await page
    .getByLabel('Text der Bewertung', {exact: true})
    .first()
    .fill("Ich hab's leider nicht vertragen.");
  const date = page.getByLabel('Datum', {exact: true}).first();
  await expect(date).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
  await date.fill(german(asOf));
  await shot(page, 'admin-bewertungen-1280.png');
  await publish(page);
  await expect.poll(() => readFileSync(file, 'utf8'), {timeout: 30_000}).toContain('Petra W.');
  const after = parse(readFileSync(file, 'utf8')) as {
    reviews: Array<{name: string; stars: number; date: string; text: string}>;
  };
  expect(after.reviews.length).toBe(reviews.length + 1);
  expect(after.reviews[0]).toMatchObject({
    name: 'Petra W.',
    stars: 1,
    date: asOf,
    text: "Ich hab's leider nicht vertragen.",
  });
  // The entry's summary (shown when it is closed) says „1 von 5 Sternen“, never „1 Sterne“.
  await expect(
    page.getByText(`Petra W. (1 von 5 Sternen): ${first.service}`, {exact: true}),
  ).toBeAttached({timeout: 30_000});
  await expect(page.getByText(`${reviews.length + 1} Bewertungen`, {exact: true})).toBeVisible();
});

test('a new article with an uploaded image is written to blog/ and static/images/blog, and the preview shows it without a second save', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const image = join(root, `${POST.slug}.jpg`);
  await sharp({
    create: {width: 1600, height: 900, channels: 3, background: {r: 214, g: 196, b: 170}},
  })
    .jpeg()
    .toFile(image);

  const page = await openEditor(browser, '#/collections/blog/new');
  await expect(page.getByLabel('Überschrift', {exact: true})).toBeVisible(ENTRY_LOADED);
  // Today, as she writes a date; the optional field says „(freiwillig)“ once.
  const today = new Date();
  const todayGerman = [today.getDate(), today.getMonth() + 1]
    .map((part) => String(part).padStart(2, '0'))
    .concat(String(today.getFullYear()))
    .join('.');
  await expect(page.getByLabel('Erscheinungsdatum', {exact: true})).toHaveValue(todayGerman);
  await expect(page.getByText(/freiwillig.*freiwillig|optional/i)).toHaveCount(0);
  await expect(page.getByText('Kürzerer Seitentitel (freiwillig)', {exact: true})).toBeVisible();
  await page.getByLabel('Überschrift', {exact: true}).fill(POST.title);
  await page.getByLabel('Zusammenfassung', {exact: true}).fill(POST.description);
  await page.getByRole('button', {name: 'Suchbegriff hinzufügen'}).click();
  await page.getByLabel('Suchbegriff', {exact: true}).last().fill(POST.keyword);
  await page.getByLabel('Adresse des Beitrags', {exact: true}).fill(POST.slug);
  await page.getByLabel('Themen', {exact: true}).click();
  await page.getByText('Hautpflege', {exact: true}).click();
  await page.keyboard.press('Escape');
  await shot(page, 'admin-beitrag-oben-1280.png');
  await page.getByRole('button', {name: 'Bild auswählen'}).click();
  await page.locator('input[type="file"]').setInputFiles(image);
  await page.getByRole('button', {name: 'Ausgewähltes verwenden'}).click();
  await expect(page.getByRole('button', {name: 'Bild entfernen'})).toBeVisible();
  await page.getByLabel('Bildbeschreibung (Alt-Text)', {exact: true}).fill(POST.imageAlt);
  // The Markdown field (raw mode) is an editable area, pre-filled with the truncate line: the
  // teaser goes above it, the rest below.
  const body = page.locator('[contenteditable="true"]').last();
  await expect(body).toContainText('<!-- truncate -->');
  // Each text in one input, shown before the next step: the field (Slate) applies input
  // asynchronously, and an Enter right after a jump of the cursor can land where it was before.
  await body.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.insertText(POST.lead);
  await expect(body).toContainText(POST.lead);
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('## Warum auch im Winter\n\nUV-A-Strahlung dringt durch Wolken.');
  await expect(body).toContainText('UV-A-Strahlung dringt durch Wolken.');
  await shot(page, 'admin-beitrag-1280.png', true);
  await publish(page);
  await expect(page.getByText('Gespeichert. Die Vorschau zeigt die Änderung').first()).toBeVisible({
    timeout: 30_000,
  });
  await shot(page, 'admin-beitrag-gespeichert-1280.png');

  const blogDir = join(copy, 'blog');
  await expect
    .poll(() => readdirSync(blogDir).find((name) => name.endsWith(`-${POST.slug}.md`)), {
      timeout: 20_000,
    })
    .toBeTruthy();
  const file = readdirSync(blogDir).find((name) => name.endsWith(`-${POST.slug}.md`))!;
  expect(file).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}-${POST.slug}\\.md$`));
  const markdown = readFileSync(join(blogDir, file), 'utf8');
  expect(markdown).toContain(`slug: post/${POST.slug}`);
  expect(markdown).toContain(`image: /images/blog/${POST.slug}.jpg`);
  expect(markdown).toContain('tags: [hautpflege]');
  expect(markdown).not.toContain('isArticle');
  expect(markdown).toContain(
    `${POST.lead}\n\n<!-- truncate -->\n\n## Warum auch im Winter\n\nUV-A-Strahlung dringt durch Wolken.\n`,
  );
  expect(existsSync(join(copy, 'static', 'images', 'blog', `${POST.slug}.jpg`))).toBe(true);

  // The development site shows the article and lists it on /blog, without saving it again.
  const site = await page.context().newPage();
  await expect(async () => {
    await site.goto(`${origin}/blog/post/${POST.slug}`);
    await expect(site.getByRole('heading', {level: 1, name: POST.title})).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({timeout: 240_000});
  await site.goto(`${origin}/blog`);
  await expect(site.getByText(POST.title).first()).toBeVisible({timeout: 30_000});
});

test('the edited copy passes the content checks of a production build: the new price, and the article published, not a draft (so in /blog and the feeds)', () => {
  // What `docusaurus build` reads and checks first (plugins/content), stopping on any problem.
  const {content, blog, problems} = readContent({siteDir: copy});
  expect(problems.map(formatProblem)).toEqual([]);
  const services = content.prices.categories.flatMap((category) => category.services);
  expect(services.find((service) => service.title === TREATMENT)?.price).toBe(NEW_PRICE);
  const post = blog.posts.find(({data}) => data?.slug === `post/${POST.slug}`);
  expect(post?.data).toMatchObject({title: POST.title, tags: ['hautpflege']});
  expect(post?.data?.draft).toBeFalsy();
});

test('an invalid price is refused by the editor (the schema pattern) and by the site (the schema message)', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const before = readFileSync(pricesFile(), 'utf8');
  const page = await openEditor(browser, '#/collections/prices/entries/prices');
  await expect(page.getByText('Zurück zu „Preisliste“', {exact: true})).toBeVisible(ENTRY_LOADED);
  await expand(page, categoryOf(TREATMENT));
  const summary = `${TREATMENT} – ${NEW_PRICE}`;
  await expand(page, summary);
  await entry(page, summary).getByLabel('Preis', {exact: true}).fill('59');
  await page.getByRole('button', {name: 'Veröffentlichen'}).click();
  await page.getByText('Jetzt veröffentlichen').first().click();
  await expect(page.getByText('ein Preis sieht so aus', {exact: false}).first()).toBeVisible();
  // Refused before saving: the entry stays unsaved, the file as it was.
  await expect(page.getByText('Nicht gespeichert', {exact: true})).toBeVisible();
  expect(readFileSync(pricesFile(), 'utf8')).toBe(before);

  // Past the editor (typed into the file by hand): the site shows the schema's German message
  // instead of the page, the same report that stops `docusaurus build` (plugins/content).
  const message = `„price“ bei „${TREATMENT}“: „59“ – ein Preis sieht so aus: „99 €“ oder „99,50 €“`;
  writeFileSync(pricesFile(), before.replace(`price: ${NEW_PRICE}`, 'price: 59'));
  try {
    const site = await page.context().newPage();
    await expect(async () => {
      await site.goto(`${origin}/preisliste`);
      await expect(site.getByText(`src/data/prices.yml, Zeile`)).toBeVisible({timeout: 5_000});
    }).toPass({timeout: 240_000});
    await expect(site.getByText(message)).toBeVisible();
  } finally {
    writeFileSync(pricesFile(), before);
  }
});

test('/admin made no request to another origin', () => {
  expect(requests.length).toBeGreaterThan(10);
  expect(
    requests.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin),
  ).toEqual([]);
});
