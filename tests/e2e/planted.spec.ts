import {expect, test, type Browser, type Page} from '@playwright/test';
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {symlinkSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import sharp from 'sharp';
import {parseDocument} from 'yaml';
import {startNginx} from '../../scripts/nginx.mjs';
import {addDays, berlinToday, closurePeriod} from '../../src/lib/closures';
import {axeViolations} from './axe';
import {phonePhoto} from './phoneMedia';
import {copyOfSite} from './siteCopy';

/**
 * What she pastes, drops in or plans, where only a built page shows what becomes of it (what the
 * plugins decide file by file is tested in tests/unit/plugins: cleanMedia, mediaPrivacy,
 * articleImages, unsafeHtml, feed; which day shows which closure notice in tests/unit). One copy of
 * this site (its own content, whatever it is), because her repository must not hold these: its
 * first article gets phone photos in its text both ways (beside it, `./creme-auftragen.jpg`, and
 * `/images/blog/tiegel.jpg` as the editor inserts it; GPS, serial number, 4000 px, one lying on its
 * side) and a link to one; a script payload goes into that article's title, description and
 * keywords, a review and the studio's street; and two holiday closures (studio.yml, `closures`)
 * relative to the day of the build: one near, whose notice the build already shows, one ahead,
 * whose notice it hides.
 *
 * Built ONCE: the article shows clean AVIF/WebP pictures, Docusaurus copies nothing as it is, and
 * no pasted text runs, served by `docusaurus serve`, which sends no Content-Security-Policy. The
 * same build served by the real nginx with its generated headers: the closures under the real CSP
 * (which must allow the notice's inline island by its hash), Playwright's clock opening the pages
 * on chosen days. Then two builds that stop early, as npm runs them (a failed build keeps the last
 * good one): raw HTML and bad images in posts (while the bundler compiles them, with file and
 * line), and files the site does not publish (in loadContent): her German messages only, the full
 * trace with SITE_TRACE=1.
 */
test.describe.configure({mode: 'serial'});
test.setTimeout(300_000);

const PAYLOAD = '</script><script>alert(document.domain)</script>';
const port = Number(process.env.E2E_PORT ?? 4173) + 20;
const origin = `http://127.0.0.1:${port}`;
/** The same build as nginx serves it, with the generated headers. */
let served = '';
let stopNginx: (() => Promise<unknown>) | undefined;
const today = berlinToday();
const NEAR = {from: addDays(today, 3), to: addDays(today, 9), note: 'Ab dem Montag danach wieder.'};
const AHEAD = {from: addDays(today, 60), to: addDays(today, 70)};
const sentence = ({from, to}: {from: string; to: string}) =>
  `Das Studio ist ${closurePeriod(from, to)} geschlossen.`;
/** Docusaurus' report, a bundler's, a trace: nothing of it may reach her. */
const ENGLISH = /Unable to build|\[ERROR\]|Webpack|Module build failed|Error:|^\s+at /m;

let site: string;
let post: {file: string; path: string};
let server: ChildProcess | undefined;

/** One of her commands in the copy, as npm runs it: `node scripts/docusaurus.mjs <command>`. */
function owner(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync('node', ['scripts/docusaurus.mjs', ...args], {
    cwd: site,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0', ...env},
  });
  return {...result, output: `${result.stdout}\n${result.stderr}`};
}

/** The copy's articles, oldest name first. */
const articles = () =>
  readdirSync(join(site, 'blog'))
    .filter((entry) => /^\d{4}-\d{2}-\d{2}-.+\.md$/.test(entry))
    .sort()
    .map((name) => join(site, 'blog', name));

function plant(file: string, bytes: Buffer | string) {
  mkdirSync(dirname(join(site, file)), {recursive: true});
  writeFileSync(join(site, file), bytes);
}

/** Replaces one front-matter field of a post (the first line that starts with `name:`). */
function setFrontMatter(file: string, name: string, line: string): void {
  const text = readFileSync(file, 'utf8');
  const pattern = new RegExp(`^${name}:.*$`, 'm');
  if (!pattern.test(text)) throw new Error(`${file} has no ${name}`);
  writeFileSync(file, text.replace(pattern, `${name}: ${line}`));
}

/** Changes a YAML file of src/data, keeping the rest of the file. */
function editYaml(name: string, edit: (document: ReturnType<typeof parseDocument>) => void) {
  const file = join(site, 'src', 'data', `${name}.yml`);
  const document = parseDocument(readFileSync(file, 'utf8'));
  edit(document);
  writeFileSync(file, document.toString());
}

/** Lines inserted after a post's front matter; the line number of the first (1-based). */
function insertAfterHead(file: string, inserted: string[]): number {
  const lines = readFileSync(file, 'utf8').split('\n');
  const end = lines.indexOf('---', 1);
  lines.splice(end + 1, 0, ...inserted);
  writeFileSync(file, lines.join('\n'));
  return end + 2;
}

test.beforeAll(async () => {
  site = copyOfSite('planted');
  const file = articles()[0]!;
  const slug = /^slug:\s*["']?([^"'\n]+)/m.exec(readFileSync(file, 'utf8'))?.[1];
  if (!slug) throw new Error(`${file} has no slug`);
  post = {file, path: `/blog/${slug.replace(/^\//, '')}`};

  plant('blog/creme-auftragen.jpg', await phonePhoto(4000, 3000));
  plant('static/images/blog/tiegel.jpg', await phonePhoto(4000, 3000, 6));
  const text = readFileSync(post.file, 'utf8');
  expect(text).toContain('<!-- truncate -->');
  writeFileSync(
    post.file,
    text.replace(
      '<!-- truncate -->',
      '<!-- truncate -->\n\n![Eine Hand trägt Creme auf die Wange auf](./creme-auftragen.jpg)\n\n' +
        'Hier [das Foto in voller Größe](./creme-auftragen.jpg) und ein Tiegel:\n\n' +
        '![Ein Tiegel Tagescreme auf einem Holztisch](/images/blog/tiegel.jpg "Tagescreme")\n',
    ),
  );
  setFrontMatter(post.file, 'title', JSON.stringify(`Pflege ${PAYLOAD}`));
  setFrontMatter(post.file, 'description', JSON.stringify(`Ein Beitrag ${PAYLOAD} über Pflege.`));
  setFrontMatter(post.file, 'keywords', `[Pflege, ${JSON.stringify(PAYLOAD)}]`);
  // Her list of reviews may be empty (she publishes only real ones): one at the top.
  editYaml('reviews', (document) => {
    const review = {name: 'Test K.', service: 'Aqua Facial', stars: '5', date: '2025-10-01'};
    const reviews = (document.toJS().reviews ?? []) as [];
    const text = `Sehr schön ${PAYLOAD} gern wieder.`;
    document.set('reviews', document.createNode([{...review, text}, ...reviews]));
  });
  editYaml('studio', (document) => {
    expect(document.hasIn(['address', 'street'])).toBe(true);
    document.setIn(['address', 'street'], `Musterweg 1 ${PAYLOAD}`);
    // Her closures as the guide shows them (and as the editor writes them): a list.
    document.set('closures', document.createNode([AHEAD, NEAR]));
  });
});

test.afterAll(async () => {
  server?.kill();
  await stopNginx?.();
  if (site) rmSync(site, {recursive: true, force: true});
});

test('one build: the article shows her phone photos clean as AVIF/WebP, no pasted text runs as script, the CSP allows the closure notice by its hash', async ({
  page,
}) => {
  const build = owner(['build']);
  expect(build.status, build.output).toBe(0);
  const buildDir = join(site, 'build');
  // Docusaurus' byte-for-byte copies of Markdown images and linked files: none.
  expect(existsSync(join(buildDir, 'assets', 'images'))).toBe(false);
  expect(existsSync(join(buildDir, 'assets', 'files'))).toBe(false);
  // The policy allows exactly the scripts of the site's own build (the theme's inline script, the
  // Speculation Rules, the islands) and the closure notice's island, inline in the head, page by
  // page: no payload got a hash.
  const head = readFileSync(join(buildDir, 'index.html'), 'utf8').split('</head>')[0]!;
  const island = [...head.matchAll(/<script>(.*?)<\/script>/gs)]
    .map(([, code]) => code!)
    .find((code) => code.includes('site-closure'));
  expect(island, "the closure notice's island, inline in the head").toBeDefined();
  const islandHash = `'sha256-${createHash('sha256').update(island!).digest('base64')}'`;
  const scriptSrc = (dir: string) =>
    [
      ...readFileSync(join(dir, '_headers'), 'utf8').matchAll(/^(\S+)\n.*script-src ([^;\n]*)/gm),
    ].map(([, path, sources]) => `${path}: ${sources!.replace(` ${islandHash}`, '')}`);
  expect(readFileSync(join(buildDir, '_headers'), 'utf8')).toContain(islandHash);
  expect(scriptSrc(buildDir)).toEqual(scriptSrc(resolve('build')));
  ({origin: served, stop: stopNginx} = await startNginx({
    site,
    port: port + 5,
    servers: undefined,
  }));

  server = spawn(
    join(site, 'node_modules', '.bin', 'docusaurus'),
    ['serve', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    {cwd: site},
  );
  // `docusaurus serve` loads the whole site config first: on a busy machine that takes a while.
  await expect
    .poll(async () => (await fetch(`${origin}/`).catch(() => null))?.status, {timeout: 60_000})
    .toBe(200);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  for (const path of ['/', '/blog', post.path]) {
    await page.goto(`${origin}${path}`, {waitUntil: 'load'});
    // Every JSON-LD block is intact JSON that holds the texts as they were written.
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
    expect(blocks.length, path).toBeGreaterThan(0);
    for (const block of blocks) expect(() => JSON.parse(block), `${path}: ${block}`).not.toThrow();
    expect(blocks.join(''), path).not.toContain('</script');
    expect(JSON.stringify(blocks.map((block) => JSON.parse(block) as unknown))).toContain(PAYLOAD);
  }
  await page.goto(`${origin}/`);
  await expect(page.getByText(`Sehr schön ${PAYLOAD} gern wieder.`)).toBeAttached();

  await page.goto(`${origin}${post.path}`);
  await expect(page.getByRole('heading', {level: 1})).toContainText(PAYLOAD);
  const photos = [
    ['Eine Hand trägt Creme auf die Wange auf', '/images/blog/creme-auftragen', 4000, 3000],
    ['Ein Tiegel Tagescreme auf einem Holztisch', '/images/blog/tiegel', 3000, 4000],
  ] as const;
  for (const [alt, base, width, height] of photos) {
    const image = page.getByRole('img', {name: alt});
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', `${base}.jpg`);
    await expect(image).toHaveAttribute('width', String(width));
    await expect(image).toHaveAttribute('height', String(height));
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const shown = await image.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      sources: [...img.parentElement!.querySelectorAll('source')].map((s) => s.type),
    }));
    expect(shown.src).toMatch(new RegExp(`${base}-\\d+w\\.(avif|webp)$`));
    expect(shown.sources).toEqual(['image/avif', 'image/webp']);
  }
  await expect(page.getByRole('img', {name: photos[1][0]})).toHaveAttribute('title', 'Tagescreme');
  await expect(page.getByRole('link', {name: 'das Foto in voller Größe'})).toHaveAttribute(
    'href',
    '/images/blog/creme-auftragen.jpg',
  );
  // What is served: the clean copies, upright, at most 2560 px (metadata: tests/unit, media-metadata).
  for (const [name, wide] of [
    ['creme-auftragen', true],
    ['tiegel', false],
  ] as const) {
    const meta = await sharp(join(buildDir, 'images', 'blog', `${name}.jpg`)).metadata();
    expect([name, meta.exif, meta.orientation, Math.max(meta.width, meta.height)]).toEqual([
      name,
      undefined,
      undefined,
      2560,
    ]);
    expect([name, meta.width > meta.height]).toEqual([name, wide]);
  }
  // The feeds carry the article's picture with absolute addresses.
  const atom = readFileSync(join(buildDir, 'blog', 'atom.xml'), 'utf8');
  expect(atom).toMatch(/srcset="https:\/\/[^"\s]+\/images\/blog\/creme-auftragen-320w\.avif 320w/);
  expect(dialogs).toEqual([]);
});

/** A page opened on `day` (noon in Berlin), recording CSP violations, errors and layout shifts. */
async function openOn(browser: Browser, day: string, path = '/', width = 1280) {
  const context = await browser.newContext({
    timezoneId: 'Europe/Berlin',
    viewport: {width, height: 900},
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(`${day}T12:00:00+01:00`));
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.addInitScript(() => {
    // Before the page's first byte: CSP violations, and each closure element's visibility as it
    // is when the parser has inserted it (observers run before the browser renders anything).
    const record = window as unknown as {inserted: boolean[]; violations: string[]};
    record.inserted = [];
    record.violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      record.violations.push(`${event.effectiveDirective} ${event.blockedURI || 'inline'}`),
    );
    new MutationObserver((mutations) => {
      for (const {addedNodes} of mutations)
        for (const node of addedNodes)
          if (node instanceof HTMLElement && node.localName === 'site-closure')
            record.inserted.push(node.hasAttribute('hidden'));
    }).observe(document, {subtree: true, childList: true});
  });
  await page.goto(`${served}${path}`, {waitUntil: 'load'});
  return {page, problems, close: () => context.close()};
}

const notice = (page: Page, closure: {from: string; to: string}) =>
  page.getByRole('complementary', {name: `Schließzeit ${closurePeriod(closure.from, closure.to)}`});
const footerLine = (page: Page, closure: {from: string; to: string}) =>
  page.getByRole('contentinfo').getByText(`Geschlossen ${closurePeriod(closure.from, closure.to)}`);

async function expectClean(page: Page, problems: string[]) {
  const recorded = await page.evaluate(() => {
    const {inserted, violations} = window as unknown as {inserted: boolean[]; violations: string[]};
    const now = [...document.querySelectorAll('site-closure')].map(
      (element) => (element as HTMLElement).hidden,
    );
    return {inserted, now, violations};
  });
  expect(recorded.violations).toEqual([]);
  expect(problems).toEqual([]);
  // Shown or hidden as it was inserted, before the first paint: nothing appears or goes later,
  // so the page never shifts.
  expect(recorded.now.length).toBeGreaterThan(0);
  expect(recorded.now).toEqual(recorded.inserted);
}

test('on the days around the closure ahead, the page shows its notice only from 14 days before to its last day', async ({
  browser,
}) => {
  const days: Array<[string, boolean]> = [
    [addDays(AHEAD.from, -15), false],
    [addDays(AHEAD.from, -14), true],
    [AHEAD.to, true],
    [addDays(AHEAD.to, 1), false],
  ];
  for (const [day, shown] of days) {
    const {page, problems, close} = await openOn(browser, day);
    const banner = notice(page, AHEAD);
    if (shown) {
      await expect(banner, day).toBeVisible();
      await expect(banner).toHaveText(sentence(AHEAD));
      await expect(footerLine(page, AHEAD)).toBeVisible();
    } else {
      await expect(banner, day).toHaveCount(0);
      await expect(footerLine(page, AHEAD)).toBeHidden();
    }
    // The near closure is over on all of these days.
    await expect(notice(page, NEAR)).toHaveCount(0);
    await expectClean(page, problems);
    await close();
  }
});

test('the near closure, today: its notice with her note under the header, at phone and desktop width, zero axe violations', async ({
  browser,
}) => {
  for (const width of [375, 1280]) {
    const {page, problems, close} = await openOn(browser, today, '/', width);
    const banner = notice(page, NEAR);
    await expect(banner).toHaveText(`${sentence(NEAR)} ${NEAR.note}`);
    // Right under the header, above the page's main content.
    const [header, aside, main] = await Promise.all(
      [page.locator('header').first(), banner, page.locator('main').first()].map(
        async (locator) => (await locator.boundingBox())!,
      ),
    );
    expect(aside.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(main.y).toBeGreaterThanOrEqual(aside.y + aside.height - 1);
    await expect(footerLine(page, NEAR)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expectClean(page, problems);
    await close();
  }
});

test('without JavaScript the build’s day decides: the near notice shows, the one ahead does not', async ({
  browser,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  for (const path of ['/', '/galerie', '/blog']) {
    await page.goto(`${served}${path}`);
    await expect(notice(page, NEAR), path).toBeVisible();
    await expect(notice(page, AHEAD), path).toHaveCount(0);
    await expect(footerLine(page, NEAR)).toBeVisible();
  }
  await context.close();
});

test('the structured data names both closures as days closed all day', async ({request}) => {
  const html = await (await request.get(`${served}/`)).text();
  const blocks = [...html.matchAll(/<script[^>]*application\/ld\+json[^>]*>(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as {specialOpeningHoursSpecification?: unknown},
  );
  const salon = blocks.find((block) => block.specialOpeningHoursSpecification);
  expect(salon?.specialOpeningHoursSpecification).toEqual(
    [NEAR, AHEAD].map(({from, to}) => ({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: from,
      validThrough: to,
    })),
  );
});

test('raw HTML and bad images in posts: the build stops with German messages only, naming file and line', () => {
  // A script, an event handler, a javascript: link, a frame, a style attribute (it would need its
  // own CSP hash), an SVG animation that sets a javascript: address.
  const first = insertAfterHead(post.file, [
    '',
    '<script>alert(1)</script>',
    '',
    'Ein Bild <img src="/x.jpg" alt="" onerror="alert(1)"> im Satz.',
    '',
    '[Hier klicken](javascript:alert(1))',
    '',
    '<iframe src="/"></iframe>',
    '',
    '<p style="color: red">Rot</p>',
    '',
    '<svg><a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>',
    '',
  ]);
  // Another article: a photo without description that is not there, and one from another server.
  const other = articles().find((file) => file !== post.file)!;
  const second = insertAfterHead(other, [
    '',
    '![](/images/blog/gibt-es-nicht.jpg)',
    '',
    '![Ein Foto](https://example.com/foto.jpg)',
    '',
  ]);
  const name = `blog/${post.file.split('/').pop()}`;
  const otherName = `blog/${other.split('/').pop()}`;
  const {status, stderr, output} = owner(['build']);
  expect(status, output).not.toBe(0);
  expect(stderr).toMatch(/^\nDie Website wurde nicht gebaut\.\n\n/);
  for (const line of [
    'Dieser Blogbeitrag enthält HTML, das die Website nicht veröffentlicht',
    `${name}, Zeile ${first + 1}: das HTML-Element <script>`,
    `${name}, Zeile ${first + 3}: das Ereignis-Attribut „onerror“ an <img>`,
    `${name}, Zeile ${first + 5}: eine Skript-Adresse („javascript:“)`,
    `${name}, Zeile ${first + 7}: das HTML-Element <iframe>`,
    `${name}, Zeile ${first + 9}: das Attribut „style“ an <p>`,
    `${name}, Zeile ${first + 11}: eine Skript-Adresse („javascript:“) in <animate to>`,
    'Dieser Blogbeitrag enthält Bilder oder Links auf Dateien, die die Website so nicht veröffentlichen kann',
    `${otherName}, Zeile ${second + 1}: „/images/blog/gibt-es-nicht.jpg“ gibt es nicht`,
    `${otherName}, Zeile ${second + 1}: dem Bild fehlt die Beschreibung`,
    `${otherName}, Zeile ${second + 3}: ein Bild von einer anderen Website`,
  ])
    expect(output).toContain(line);
  expect(output).not.toMatch(ENGLISH);
});

test('files the site does not publish stop the build before anything is bundled: her German messages, the trace only with SITE_TRACE=1', () => {
  // A PDF with the phone photo in it, a JPEG under another extension, a link to a system file.
  plant('static/downloads/preise.pdf', Buffer.from('%PDF-1.4\n'));
  plant('blog/foto.jfif', 'JFIF');
  symlinkSync('/etc/hostname', join(site, 'static/hostname.txt'));
  const refused = owner(['build']);
  expect(refused.status).not.toBe(0);
  expect(refused.stderr).toMatch(
    /^\nDie Website wurde nicht gebaut\.\n\n3 Dateien können so nicht veröffentlicht werden:\n- /,
  );
  for (const line of [
    '- static/downloads/preise.pdf: PDF-Dateien veröffentlicht die Website nicht: ',
    '- static/hostname.txt: Das ist eine Verknüpfung (symbolischer Link) auf „/etc/hostname“, ',
    '- blog/foto.jfif: Das ist ein JPEG-Foto mit der Endung .jfif, ',
  ])
    expect(refused.stderr).toContain(line);
  expect(refused.output).not.toMatch(ENGLISH);

  // The developer's switch: the full report with the stack traces.
  const traced = owner(['build'], {SITE_TRACE: '1'});
  expect(traced.status).not.toBe(0);
  expect(traced.output).toContain('Unable to build website for locale de');
  expect(traced.output).toMatch(/^\s+at /m);
});
