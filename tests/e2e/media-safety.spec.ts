import {expect, test} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import sharp from 'sharp';
import {startNginx} from '../../scripts/nginx.mjs';
import {cutOffVideo, hevcVideo, hugeJpeg, phonePhoto, phoneVideo} from './phoneMedia';
import {copyOfSite} from './siteCopy';

/**
 * Her photos and videos are safe by every path (issue 32). A copy of this site (its own content,
 * whatever it is) gets a phone's files planted where she would put them: a photo with GPS and serial
 * number in an article's text both ways (beside the article, `./creme-auftragen.jpg`, and in
 * static/images/blog, `/images/blog/tiegel.jpg`, as the editor inserts it), a stray photo and a
 * stray video with the place that no page shows. The owner's own commands run on it
 * (scripts/docusaurus.mjs): the launch check and the test run name the originals with GPS, the
 * build publishes everything clean, upright, at most 2560 px and the article's photos as AVIF/WebP
 * <picture>, served by the real nginx and read with exiftool and sharp; `npm run media:clean`
 * cleans the originals in place. Then what the site must refuse (an SVG with a script, a cut-off
 * faststart MP4, an HEVC MP4, a 20000 × 20000 px JPEG; then a PDF, a .jfif photo and a symbolic
 * link) stops the build with her German messages and no English trace, unless SITE_TRACE=1 asks.
 *
 * This spec tests the build itself, so it builds (once fully, three times failing early) in a copy.
 */
test.describe.configure({mode: 'serial'});
test.setTimeout(420_000);

const port = Number(process.env.E2E_PORT ?? 4173) + 24;
/** What a phone writes, and what no served byte may contain. */
const PRIVATE = /GPS|Serial|Make|Model|Location|ISO6709/i;

/** A stray video (no page shows it) and its poster. */
const VIDEO = 'static/videos/galerie/handy-clip.mp4';
const POSTER = 'static/images/galerie/handy-clip-poster.jpg';
/** The planted originals with the place and the serial number, as the owner finds them. */
const LABELS = [
  'blog/creme-auftragen.jpg', // beside the article, 4000 × 3000
  'static/images/blog/tiegel.jpg', // as the editor uploads it; pixels on their side (EXIF 6)
  'static/images/galerie/vergessen.jpg', // stray: no page shows it
  VIDEO,
  POSTER,
];

let site: string;
let post: {file: string; path: string};
let stopServer: (() => Promise<unknown>) | undefined;

/** One of her commands in the copy, as npm runs it: `node scripts/docusaurus.mjs <command>`. */
function owner(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync('node', ['scripts/docusaurus.mjs', ...args], {
    cwd: site,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0', ...env},
  });
  return {...result, output: `${result.stdout}\n${result.stderr}`};
}

/** The first article of the copy (its file and its address from the slug). */
function firstPost(siteDir: string): {file: string; path: string} {
  const name = readdirSync(join(siteDir, 'blog'))
    .filter((entry) => /^\d{4}-\d{2}-\d{2}-.+\.md$/.test(entry))
    .sort()[0]!;
  const file = join(siteDir, 'blog', name);
  const slug = /^slug:\s*["']?([^"'\n]+)/m.exec(readFileSync(file, 'utf8'))?.[1];
  if (!slug) throw new Error(`${file} has no slug`);
  return {file, path: `/blog/${slug.replace(/^\//, '')}`};
}

function plant(file: string, bytes: Buffer | string) {
  mkdirSync(dirname(join(site, file)), {recursive: true});
  writeFileSync(join(site, file), bytes);
}

/** Every tag exiftool reads in the files, by file (group:name → value). */
function exiftool(files: string[]): Record<string, Record<string, unknown>> {
  const result = spawnSync('exiftool', ['-json', '-a', '-G1', '-s', ...files], {encoding: 'utf8'});
  expect(result.error, 'exiftool is installed (npm test installs it)').toBeUndefined();
  return Object.fromEntries(
    (JSON.parse(result.stdout) as Array<Record<string, unknown>>).map(({SourceFile, ...tags}) => [
      SourceFile as string,
      tags,
    ]),
  );
}

/** Tags that say where or with which device; a colour profile's (ICC) "DeviceModel" names none. */
const privateTags = (tags: Record<string, unknown>) =>
  Object.keys(tags).filter((tag) => PRIVATE.test(tag) && !tag.startsWith('ICC'));

test.beforeAll(async () => {
  site = copyOfSite('media');
  post = firstPost(site);

  plant('blog/creme-auftragen.jpg', await phonePhoto(4000, 3000));
  plant('static/images/blog/tiegel.jpg', await phonePhoto(4000, 3000, 6));
  plant('static/images/galerie/vergessen.jpg', await phonePhoto(4000, 3000));
  plant(VIDEO, phoneVideo('keys', 2));
  plant(POSTER, await phonePhoto(64, 48));
  // In the article's text, after the teaser: both ways, a link to the photo, a photo with a title.
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
});

test.afterAll(async () => {
  await stopServer?.();
  if (site) rmSync(site, {recursive: true, force: true});
});

test('the launch check names every original with GPS or a serial number and the command; the test run passes (a note, not a failure)', () => {
  const check = owner(['launch-check']);
  expect(check.stdout).toContain(
    'Hinweis: Aufnahmeort oder Seriennummer in Ihren Originalen (hält die Veröffentlichung nicht auf)',
  );
  expect(check.stdout).toContain('\n  npm run media:clean\n');
  for (const label of LABELS)
    expect(check.stdout).toMatch(
      new RegExp(
        `\\n  - ${label.replace(/[.]/g, '\\.')}: enthält den Aufnahmeort \\(GPS-Position\\)`,
      ),
    );
  expect(check.stdout).toContain(
    '  - blog/creme-auftragen.jpg: enthält den Aufnahmeort (GPS-Position) und die Seriennummer des Geräts.',
  );

  // The repository's test of its own media (tests/unit/data/media.test.ts), run on the copy.
  const jest = spawnSync(join(site, 'node_modules/.bin/jest'), ['tests/unit/data/media.test.ts'], {
    cwd: site,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
  });
  // Her guide and the launch check call such originals a note: her correct content never fails it.
  expect(jest.status, jest.stderr).toBe(0);
});

test('the build publishes every photo clean, upright and at most 2560 px; the article shows AVIF/WebP', async ({
  page,
}, testInfo) => {
  const build = owner(['build']);
  expect(build.status, build.output).toBe(0);
  const buildDir = join(site, 'build');
  // Docusaurus' byte-for-byte copies of Markdown images and linked files: none.
  expect(existsSync(join(buildDir, 'assets', 'images'))).toBe(false);
  expect(existsSync(join(buildDir, 'assets', 'files'))).toBe(false);

  const server = await startNginx({site, port});
  stopServer = server.stop;
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${server.origin}${post.path}`);

  // What a reader sees: both photos, with their descriptions, loaded as AVIF or WebP.
  const photos = [
    ['Eine Hand trägt Creme auf die Wange auf', '/images/blog/creme-auftragen', 4000, 3000],
    ['Ein Tiegel Tagescreme auf einem Holztisch', '/images/blog/tiegel', 3000, 4000],
  ] as const;
  for (const [alt, base, width, height] of photos) {
    const image = page.getByRole('img', {name: alt});
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', `${base}.jpg`);
    await expect(image).toHaveAttribute('width', String(width));
    await expect(image).toHaveAttribute('height', String(height));
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const shown = await image.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      natural: img.naturalWidth,
      sources: [...img.parentElement!.querySelectorAll('source')].map((s) => s.type),
    }));
    expect(shown.src).toMatch(new RegExp(`${base}-\\d+w\\.(avif|webp)$`));
    expect(shown.natural).toBeLessThanOrEqual(2560);
    expect(shown.sources).toEqual(['image/avif', 'image/webp']);
  }
  await expect(page.getByRole('img', {name: photos[1][0]})).toHaveAttribute('title', 'Tagescreme');
  await expect(page.getByRole('link', {name: 'das Foto in voller Größe'})).toHaveAttribute(
    'href',
    '/images/blog/creme-auftragen.jpg',
  );
  expect(errors).toEqual([]);

  // Screenshots to look at (not compared): the page as tall as it is, so nothing is skipped.
  for (const width of [375, 1280]) {
    await page.setViewportSize({width, height: 900});
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({width, height});
    await page.waitForLoadState('networkidle');
    await page.screenshot({path: testInfo.outputPath(`artikel-mit-foto-${width}.png`)});
  }

  // Every file those pictures, the link, the stray photo and the stray video are served as.
  const urls = await page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll('article picture source, article picture img')].flatMap((el) =>
        (el.getAttribute('srcset') ?? el.getAttribute('src') ?? '')
          .split(',')
          .map((candidate) => candidate.trim().split(/\s+/)[0]!)
          .filter((url) => /\/images\/blog\/(creme-auftragen|tiegel)/.test(url)),
      ),
    ),
  ]);
  expect(urls.length).toBe(2 * (2 * 7 + 1)); // 7 widths × AVIF/WebP and the JPEG, per photo
  urls.push('/images/galerie/vergessen.jpg', '/videos/galerie/handy-clip.mp4');
  const downloads = mkdtempSync(join(tmpdir(), 'served-'));
  const files: Record<string, string> = {};
  for (const url of urls) {
    const reply = await fetch(`${server.origin}${url}`);
    expect(reply.status, url).toBe(200);
    expect(reply.headers.get('cross-origin-resource-policy'), url).toBe('same-origin');
    const file = join(downloads, url.slice(1).replaceAll('/', '_'));
    writeFileSync(file, Buffer.from(await reply.arrayBuffer()));
    files[url] = file;
  }
  const tags = exiftool(Object.values(files));
  for (const [url, file] of Object.entries(files)) {
    expect([url, privateTags(tags[file]!)]).toEqual([url, []]);
    if (url.endsWith('.mp4')) continue;
    const {width = 0, height = 0, exif, xmp, orientation} = await sharp(file).metadata();
    expect([url, exif, xmp, orientation]).toEqual([url, undefined, undefined, undefined]);
    // A variant is as wide as its name says (the ladder ends at 2560); an original's longer side
    // is at most 2560 px, where the phone's was 4000.
    const variant = /-(\d+)w\.(avif|webp)$/.exec(url);
    if (variant) expect([url, width]).toEqual([url, Math.min(Number(variant[1]), 2560)]);
    else expect([url, Math.max(width, height)]).toEqual([url, 2560]);
    // Upright: the shape the phone showed (the EXIF turn is in the pixels now).
    expect([url, width > height]).toEqual([url, !url.includes('tiegel')]);
  }
  // The original's bytes are nowhere in build/ (the photo beside the article is not copied as is).
  const original = createHash('sha256').update(
    readFileSync(join(site, 'blog/creme-auftragen.jpg')),
  );
  const hash = original.digest('hex');
  const served = readFileSync(files['/images/blog/creme-auftragen.jpg']!);
  expect(createHash('sha256').update(served).digest('hex')).not.toBe(hash);
  rmSync(downloads, {recursive: true, force: true});

  // The feeds carry the article's picture with absolute addresses, the photos themselves clean.
  const atom = readFileSync(join(buildDir, 'blog', 'atom.xml'), 'utf8');
  expect(atom).toMatch(/srcset="https:\/\/[^"\s]+\/images\/blog\/creme-auftragen-320w\.avif 320w/);
});

test('npm run media:clean cleans the originals in place, upright, and changes nothing a second time', () => {
  const clean = owner(['media-clean']);
  expect(clean.status, clean.output).toBe(0);
  for (const label of LABELS) expect(clean.stdout).toContain(`  ${label}: den Aufnahmeort`);
  const originals = LABELS.map((label) => join(site, label));
  const tags = exiftool(originals);
  for (const file of originals) expect([file, privateTags(tags[file]!)]).toEqual([file, []]);
  // The photo whose pixels lay on their side: upright in its pixels now, no EXIF turn.
  expect([
    tags[join(site, 'static/images/blog/tiegel.jpg')]!['File:ImageWidth'],
    tags[join(site, 'static/images/blog/tiegel.jpg')]!['File:ImageHeight'],
    tags[join(site, 'static/images/blog/tiegel.jpg')]!['IFD0:Orientation'],
  ]).toEqual([3000, 4000, undefined]);

  const bytes = () => originals.map((file) => readFileSync(file));
  const before = bytes();
  const again = owner(['media-clean']);
  expect(again.stdout).toContain(
    'Kein Foto und kein Video enthält den Aufnahmeort oder eine Seriennummer.',
  );
  expect(bytes()).toEqual(before);
});

test('what the site cannot publish stops the build: a German heading and her messages, no English trace', async () => {
  plant(
    'static/images/logo.svg',
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script><circle r="4"/></svg>',
  );
  plant('static/videos/galerie/abgebrochen.mp4', cutOffVideo());
  plant('static/images/galerie/abgebrochen-poster.jpg', await phonePhoto(64, 48));
  plant('static/videos/galerie/iphone.mp4', hevcVideo());
  plant('static/images/galerie/iphone-poster.jpg', await phonePhoto(64, 48));
  plant('static/images/galerie/riesig.jpg', await hugeJpeg(20000, 20000));

  const result = owner(['build']);
  expect(result.status).not.toBe(0);
  expect(result.stderr).toMatch(
    /^\nDie Website wurde nicht gebaut\.\n\n4 Dateien können so nicht veröffentlicht werden:\n- /,
  );
  for (const line of [
    '- static/images/galerie/riesig.jpg: Das Bild hat 20.000 × 20.000 Pixel (400 Megapixel); so große Bilder kann die Website nicht verarbeiten',
    '- static/images/logo.svg: Die SVG-Grafik enthält ein Skript (<script>). So veröffentlicht die Website sie nicht',
    '- static/videos/galerie/abgebrochen.mp4: Das Video ist unvollständig oder beschädigt: Es lässt sich nicht bis zum Ende abspielen',
    '- static/videos/galerie/iphone.mp4: Das Video ist im Format HEVC (H.265) gespeichert, das nicht jeder Browser abspielt',
  ])
    expect(result.stderr).toContain(line);
  // Nothing but the heading and her messages: no Docusaurus error, no stack trace, no English.
  expect(result.output).not.toMatch(/Unable to build|\[ERROR\]|Error:|^\s+at /m);

  // Files not on the site's list of what it publishes, where nothing else would check them: a PDF
  // with the phone photo in it, a JPEG under another extension, a symbolic link to a system file.
  // The list is checked before anything is encoded, so these come alone.
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), await phonePhoto(64, 48)]);
  plant('static/downloads/preise.pdf', pdf);
  plant('blog/foto.jfif', await phonePhoto(64, 48));
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
  expect(refused.output).not.toMatch(/Unable to build|\[ERROR\]|Error:|^\s+at /m);

  // The developer's switch: the full report with the stack traces.
  const traced = owner(['build'], {SITE_TRACE: '1'});
  expect(traced.status).not.toBe(0);
  expect(traced.output).toContain('Unable to build website for locale de');
  expect(traced.output).toMatch(/^\s+at /m);
});
