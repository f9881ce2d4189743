/**
 * @jest-environment node
 *
 * The owner's phone photos and videos carry her GPS position, camera and serial number: the build
 * must publish them without. Real sharp and FFmpeg (plugins/responsive-images/video.ts) on small files in a temporary site,
 * through the plugin's own lifecycle (loadContent, then its post-build step over Docusaurus' copies).
 */
import {afterAll, beforeAll, describe, expect, jest, test} from '@jest/globals';
import {execFileSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import type {LoadContext} from '@docusaurus/types';
import sharp from 'sharp';
import responsiveImagesPlugin from '@site/plugins/responsive-images';
import {refusal, siteFiles, walk} from '@site/plugins/responsive-images/files';
import {
  prepareMedia,
  MAX_PHOTO_BYTES,
  MAX_VIDEO_BYTES,
  MediaError,
} from '@site/plugins/responsive-images/media';
import {ffmpegTools} from '@site/plugins/responsive-images/video';
import {OwnerError} from '@site/plugins/content/ownerError.mjs';
import {metadataFindings, videoSummary} from '../../e2e/metadata';
import {
  cutOffVideo,
  hevcVideo,
  hugeJpeg,
  LATITUDE,
  LONGITUDE,
  MODEL,
  phonePhoto,
  phoneVideo,
  SERIAL,
  XMP,
} from '../../e2e/phoneMedia';

// Real encoders and timers: seconds on a busy 2-core machine, never 5 s of jest's default.
jest.setTimeout(60_000);

const MB = 1024 * 1024;
/** Bytes no published file may contain: the place, the camera, and the markers of metadata. */
const FORBIDDEN = [
  LATITUDE,
  LONGITUDE,
  '52,26.022N',
  SERIAL,
  MODEL,
  'GPS',
  '\u00a9xyz',
  'Exif',
  'ISO6709',
  'com.apple',
  'Lavf',
];

function makeSite(prefix: string) {
  const site = mkdtempSync(path.join(tmpdir(), prefix));
  return {
    site,
    staticDir: path.join(site, 'static'),
    cacheDir: path.join(site, '.cache', 'responsive-images'),
  };
}

function plant(staticDir: string, publicPath: string, bytes: Buffer | string) {
  const file = path.join(staticDir, publicPath);
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, bytes);
  return file;
}

/** Tags that say where or with which device, as exiftool names them (not the colour profile's). */
const PRIVATE_TAG = /^(?!ICC).*(GPS|Serial|Make|Model|Location|ISO6709)/i;

const forbiddenIn = (bytes: Buffer) =>
  FORBIDDEN.filter((text) => bytes.includes(Buffer.from(text, 'latin1')));

/** Few and fast variants: the cleaning is under test here. */
const variants = {
  widths: [320, 640],
  avif: {quality: 40, effort: 0},
  webp: {quality: 60, effort: 0},
};

describe('the build publishes photos and videos without metadata', () => {
  const {site, staticDir, cacheDir} = makeSite('clean-media-');
  const outDir = path.join(site, 'build');
  const blogDir = path.join(site, 'blog');
  const plugin = responsiveImagesPlugin(
    {
      siteDir: site,
      siteConfig: {staticDirectories: ['static', '.cache/responsive-images/public']},
    } as unknown as LoadContext,
    {blogDir: 'blog', ...variants},
  );
  const planted: Record<string, Buffer> = {};

  beforeAll(async () => {
    planted['/images/galerie/foto.jpg'] = await phonePhoto(3000, 2000, 6);
    planted['/images/blog/beitrag.jpg'] = await phonePhoto(1200, 630);
    planted['/images/galerie/clip-poster.jpg'] = await phonePhoto(480, 640);
    planted['/images/social/reel-poster.jpg'] = await phonePhoto(360, 640);
    planted['/images/grafik.png'] = await sharp({
      create: {width: 40, height: 30, channels: 4, background: {r: 129, g: 74, b: 19, alpha: 0.5}},
    })
      .withXmp(XMP)
      .png()
      .toBuffer();
    planted['/videos/galerie/clip.mp4'] = phoneVideo('udta');
    planted['/videos/social/reel.mp4'] = phoneVideo('keys');
    // Anywhere in static/ is public, not only images/ and videos/.
    planted['/vergessen.jpg'] = await phonePhoto(400, 300);
    // Extensions in capitals and the long one: JPEG all the same.
    planted['/images/galerie/FOTO.JPG'] = await phonePhoto(400, 300);
    planted['/images/galerie/foto-lang.jpeg'] = await phonePhoto(400, 300);
    for (const [publicPath, bytes] of Object.entries(planted)) plant(staticDir, publicPath, bytes);
    // A photo beside an article (`![…](./neben.jpg)`): published as /images/blog/neben.jpg.
    plant(blogDir, '/neben.jpg', await phonePhoto(800, 600));
    plant(blogDir, '/2025-01-01-beitrag.md', '---\ntitle: x\n---\n![Ein Foto](./neben.jpg)\n');
    plant(staticDir, '/images/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    plant(staticDir, '/images/galerie/.DS_Store', 'Bud1 foto.jpg');
    plant(staticDir, '/fonts/.DS_Store', 'Bud1 schrift.woff2');
    plant(staticDir, '/fonts/schrift.woff2', 'wOF2');
    plant(staticDir, '/images/galerie/._foto.jpg', `Mac OS X ${MODEL} ${LATITUDE}`);
  }, 60_000);

  afterAll(() => {
    rmSync(site, {recursive: true, force: true});
  });

  test('the planted files really carry the location, camera and serial number', async () => {
    for (const publicPath of Object.keys(planted)) {
      expect([
        publicPath,
        (await metadataFindings(path.join(staticDir, publicPath))).length > 0,
      ]).toEqual([publicPath, true]);
    }
    const photo = await sharp(planted['/images/galerie/foto.jpg']).metadata();
    expect([Boolean(photo.exif), Boolean(photo.xmp), photo.orientation]).toEqual([true, true, 6]);
    expect(forbiddenIn(planted['/images/galerie/foto.jpg']!)).toEqual(
      expect.arrayContaining([SERIAL, MODEL, 'Exif', '52,26.022N']),
    );
    expect(forbiddenIn(planted['/videos/galerie/clip.mp4']!)).toEqual(
      expect.arrayContaining([LATITUDE, LONGITUDE, '\u00a9xyz', MODEL]),
    );
    expect(forbiddenIn(planted['/videos/social/reel.mp4']!)).toEqual(
      expect.arrayContaining([LATITUDE, 'ISO6709', 'com.apple', MODEL]),
    );
    expect(await videoSummary(path.join(staticDir, 'videos/galerie/clip.mp4'))).toMatchObject({
      rotation: 90,
    });
  });

  test('loadContent then its postBuild: no published byte holds the place or the camera', async () => {
    const content = await plugin.loadContent!();
    // What Docusaurus does between the two: copy every static directory into the build.
    cpSync(staticDir, outDir, {recursive: true});
    cpSync(path.join(cacheDir, 'public'), outDir, {recursive: true});
    await plugin.postBuild!({outDir, content} as Parameters<
      NonNullable<typeof plugin.postBuild>
    >[0]);

    const published = await walk(outDir);
    expect(published.length).toBeGreaterThan(20);
    for (const file of published) {
      const name = path.relative(outDir, file);
      if (name.startsWith('fonts/')) continue; // no picture or video: published as it is
      expect([name, forbiddenIn(readFileSync(file))]).toEqual([name, []]);
      expect([name, await metadataFindings(file)]).toEqual([name, []]);
      if (/\.(jpg|png|webp|avif)$/.test(file)) {
        const meta = await sharp(file).metadata();
        expect([name, meta.exif, meta.xmp, meta.iptc]).toEqual([
          name,
          undefined,
          undefined,
          undefined,
        ]);
      }
    }
    // An independent reader too: exiftool (npm test installs it) finds no tag that says where or
    // with which device; a colour profile's (ICC) "DeviceModel" names none.
    const pictures = published.filter((file) => !file.includes(`${path.sep}fonts${path.sep}`));
    const exiftool = execFileSync('exiftool', ['-json', '-a', '-G1', '-s', ...pictures]);
    for (const {SourceFile, ...tags} of JSON.parse(String(exiftool)) as Record<string, unknown>[])
      expect([SourceFile, Object.keys(tags).filter((tag) => PRIVATE_TAG.test(tag))]).toEqual([
        SourceFile,
        [],
      ]);
    // The same URLs; system files are left out, our SVG passes as it is, the photo beside the
    // article is published under /images/blog/ with its variants (no Markdown or other file).
    const urls = published.map((file) => `/${path.relative(outDir, file)}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        ...Object.keys(planted),
        '/images/favicon.svg',
        '/images/blog/neben.jpg',
        '/images/blog/neben-640w.avif',
      ]),
    );
    expect(urls.filter((url) => url.endsWith('.md'))).toEqual([]);
    expect(existsSync(path.join(outDir, 'images/galerie/.DS_Store'))).toBe(false);
    expect(existsSync(path.join(outDir, 'images/galerie/._foto.jpg'))).toBe(false);
    // Anywhere in static/: system files go, fonts and the like stay as they are.
    expect(existsSync(path.join(outDir, 'fonts/.DS_Store'))).toBe(false);
    expect(readFileSync(path.join(outDir, 'fonts/schrift.woff2'), 'utf8')).toBe('wOF2');
    // The client data is what it was: sizes from the originals (after EXIF rotation).
    expect(content.data.images['/images/galerie/foto.jpg']).toEqual([2000, 3000]);
    expect(content.data.videos['/videos/galerie/clip.mp4']).toEqual([480, 640]);
  });

  test('a photo is turned upright, at most 2560 px, as JPEG; a video keeps its stream and rotation', async () => {
    const photo = await sharp(path.join(outDir, 'images/galerie/foto.jpg')).metadata();
    expect([photo.format, photo.width, photo.height, photo.orientation]).toEqual([
      'jpeg',
      1707,
      2560,
      undefined,
    ]);
    const png = await sharp(path.join(outDir, 'images/grafik.png')).metadata();
    expect([png.format, png.width, png.height, png.hasAlpha]).toEqual(['png', 40, 30, true]);
    const video = await videoSummary(path.join(outDir, 'videos/galerie/clip.mp4'));
    expect(video).toMatchObject({codec: 'h264', rotation: 90});
    expect(video.tags.join(' ')).not.toMatch(/location|creation_time|make|model|encoder/i);
  });

  test('warm: every clean file comes from the cache, nothing is encoded', async () => {
    const clean = path.join(cacheDir, 'clean');
    const before = (await walk(clean)).map((file) => statSync(file).mtimeMs);
    const result = await prepareMedia({staticDir, blogDir, cacheDir, ...variants});
    expect([result.made, result.generated]).toEqual([[], []]);
    // Every planted file, the photo beside the article, the favicon's verdict (a video's too:
    // it is not decoded again).
    expect(result.reused).toBe(Object.keys(planted).length + 2);
    expect(result.removed).toBe(0);
    expect((await walk(clean)).map((file) => statSync(file).mtimeMs)).toEqual(before);
  });
});

describe('files the site cannot publish stop the build with a German message naming them', () => {
  const sites: string[] = [];
  const clean = (staticDir: string, cacheDir: string, limits = {}) =>
    prepareMedia({staticDir, cacheDir, ...limits});

  afterAll(() => {
    for (const site of sites) rmSync(site, {recursive: true, force: true});
  });

  function site() {
    const paths = makeSite('clean-media-errors-');
    sites.push(paths.site);
    return paths;
  }

  test('the limits: 15 MB for a photo, 50 MB for a video (sparse files, nothing is written)', async () => {
    expect([MAX_PHOTO_BYTES, MAX_VIDEO_BYTES]).toEqual([15 * MB, 50 * MB]);
    const {staticDir, cacheDir} = site();
    truncateSync(plant(staticDir, '/images/galerie/x.jpg', ''), Math.round(28.25 * MB) + 1);
    truncateSync(plant(staticDir, '/images/galerie/ok.jpg', ''), MAX_PHOTO_BYTES);
    truncateSync(plant(staticDir, '/videos/galerie/lang.mp4', ''), 63 * MB);
    const error = await clean(staticDir, cacheDir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toBeInstanceOf(OwnerError); // her command prints it alone, no English trace
    // Exactly at the limit passes; the report lists every file over it before anything is encoded.
    expect((error as MediaError).problems).toEqual([
      'static/images/galerie/x.jpg: Das Foto ist 28,3 MB groß; erlaubt sind höchstens 15 MB. ' +
        'Bitte verkleinern Sie es (2560 Pixel an der längeren Seite genügen auch für große ' +
        'Bildschirme) und legen Sie es unter demselben Namen wieder ab.',
      'static/videos/galerie/lang.mp4: Das Video ist 63,0 MB groß; erlaubt sind höchstens 50 MB. ' +
        'Bitte kürzen Sie es oder exportieren Sie es in kleinerer Auflösung (1080p genügt) und ' +
        'legen Sie es unter demselben Namen wieder ab.',
    ]);
    expect((error as Error).message).toMatch(
      /^2 Dateien können so nicht veröffentlicht werden:\n- static\/images\/galerie\/x\.jpg: /,
    );
  });

  test('the limits can be set as options', async () => {
    const {staticDir, cacheDir} = site();
    plant(staticDir, '/images/logo.png', Buffer.alloc(1.5 * MB));
    await expect(clean(staticDir, cacheDir, {maxPhotoBytes: 1 * MB})).rejects.toThrow(
      'static/images/logo.png: Das Bild ist 1,5 MB groß; erlaubt sind höchstens 1 MB.',
    );
  });

  test('a photo cut in half names the file and says what to do', async () => {
    const {staticDir, cacheDir} = site();
    // Noise, so that the picture data, not the metadata, makes up most of the file.
    const whole = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: '#a5794c',
        noise: {type: 'gaussian', mean: 128, sigma: 40},
      },
    })
      .jpeg()
      .toBuffer();
    plant(staticDir, '/images/galerie/halb.jpg', whole.subarray(0, whole.length / 2));
    plant(staticDir, '/images/galerie/kein-foto.jpg', 'Das ist kein Foto.');
    const error = (await clean(staticDir, cacheDir).catch(
      (caught: unknown) => caught,
    )) as MediaError;
    expect(error.problems).toHaveLength(2);
    expect(error.problems[0]).toMatch(
      /^static\/images\/galerie\/halb\.jpg: Das Bild lässt sich nicht öffnen – die Datei ist beschädigt, unvollständig .* Bitte öffnen Sie das Foto auf Ihrem Computer, speichern Sie es erneut als JPEG und legen Sie es unter demselben Namen wieder ab\. \(Technische Angabe: .+\)$/,
    );
    expect(error.problems[1]).toMatch(
      /^static\/images\/galerie\/kein-foto\.jpg: Das Bild lässt sich nicht öffnen/,
    );
    // Nothing half-made is left in the cache.
    expect(await walk(path.join(cacheDir, 'clean'))).toEqual([]);
  });

  test('a photo still being copied is waited for, not reported as damaged', async () => {
    const {staticDir, cacheDir} = site();
    const whole = await sharp({
      create: {width: 400, height: 300, channels: 3, background: '#a5794c'},
    })
      .jpeg()
      .toBuffer();
    // Its first half now, the rest a moment after the build began to look.
    const file = plant(staticDir, '/images/galerie/kopie.jpg', whole.subarray(0, whole.length / 2));
    const copied = new Promise((resolve) => setTimeout(resolve, 300)).then(() =>
      writeFileSync(file, whole),
    );
    const result = await clean(staticDir, cacheDir);
    await copied;
    expect(Object.keys(result.files)).toEqual(['/images/galerie/kopie.jpg']);
    expect((await sharp(result.files['/images/galerie/kopie.jpg']).metadata()).width).toBe(400);
  });

  test('a broken video names the file', async () => {
    const {staticDir, cacheDir} = site();
    plant(staticDir, '/videos/galerie/kaputt.mp4', 'kein Video');
    await expect(clean(staticDir, cacheDir)).rejects.toThrow(
      /^static\/videos\/galerie\/kaputt\.mp4: Das Video lässt sich nicht lesen – .* Bitte exportieren Sie es erneut als MP4 \(H\.264\)/,
    );
  });

  test('a video is decoded to its end: a cut-off faststart file and HEVC are refused, a whole one passes', async () => {
    const {staticDir, cacheDir} = site();
    plant(staticDir, '/videos/galerie/abgebrochen.mp4', cutOffVideo());
    plant(staticDir, '/videos/galerie/iphone.mp4', hevcVideo());
    plant(staticDir, '/videos/galerie/ganz.mp4', phoneVideo('udta'));
    const error = (await clean(staticDir, cacheDir).catch(
      (caught: unknown) => caught,
    )) as MediaError;
    expect(error).toBeInstanceOf(MediaError);
    expect(error.problems).toEqual([
      expect.stringMatching(
        /^static\/videos\/galerie\/abgebrochen\.mp4: Das Video ist unvollständig oder beschädigt: Es lässt sich nicht bis zum Ende abspielen, .* Bitte kopieren Sie es noch einmal vom Handy oder exportieren Sie es erneut als MP4 \(H\.264\) und legen Sie es unter demselben Namen wieder ab\. \(Technische Angabe: .+\)$/,
      ),
      expect.stringMatching(
        /^static\/videos\/galerie\/iphone\.mp4: Das Video ist im Format HEVC \(H\.265\) gespeichert, das nicht jeder Browser abspielt; die Website veröffentlicht Videos nur als MP4 mit H\.264\. Auf dem iPhone .*„Maximale Kompatibilität“\. .*HandBrake .*unter demselben Namen wieder ab\.$/,
      ),
    ]);
    // The whole one passed; nothing of the refused ones is in the cache.
    expect((await walk(path.join(cacheDir, 'clean'))).length).toBe(1);
  });

  test('a video with sound in another format than AAC is refused, naming the format', async () => {
    const {staticDir, cacheDir} = site();
    const file = plant(staticDir, '/videos/galerie/mit-ton.mp4', '');
    execFileSync(ffmpegTools().ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=s=64x48:d=1'],
      ...['-f', 'lavfi', '-i', 'sine=d=1', '-c:v', 'libx264', '-c:a', 'libmp3lame', '-shortest'],
      file,
    ]);
    await expect(clean(staticDir, cacheDir)).rejects.toThrow(
      /^static\/videos\/galerie\/mit-ton\.mp4: Der Ton des Videos ist im Format MP3 gespeichert, .*die Tonspur zu entfernen/,
    );
  });

  test('an SVG is published only as a plain picture: script, handlers, references, metadata refuse it', async () => {
    const {staticDir, cacheDir} = site();
    const svg = (body: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${body}</svg>`;
    plant(staticDir, '/images/ok.svg', svg('<circle r="4" fill="#814a13"/><text x="1">EM</text>'));
    plant(
      staticDir,
      '/images/skript.svg',
      svg('<script>alert(1)</script><circle r="1" onload="alert(1)"/>'),
    );
    plant(
      staticDir,
      '/images/animation.svg',
      svg('<a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'),
    );
    plant(
      staticDir,
      '/images/fremd.svg',
      svg(
        '<image href="https://example.com/x.png"/><use xlink:href="data:image/svg+xml;base64,AA"/><style>@import url(https://example.com/a.css);</style>',
      ),
    );
    plant(
      staticDir,
      '/images/inkscape.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"><metadata>Erika</metadata><g inkscape:label="Ebene 1"/></svg>',
    );
    plant(
      staticDir,
      '/images/entity.svg',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
    );
    const error = (await clean(staticDir, cacheDir).catch(
      (caught: unknown) => caught,
    )) as MediaError;
    const byFile = Object.fromEntries(error.problems.map((p) => [p.split(':')[0], p]));
    expect(Object.keys(byFile).sort()).toEqual(
      ['animation', 'entity', 'fremd', 'inkscape', 'skript'].map((n) => `static/images/${n}.svg`),
    );
    expect(byFile['static/images/skript.svg']).toMatch(
      /^static\/images\/skript\.svg: Die SVG-Grafik enthält ein Skript \(<script>\), das Ereignis-Attribut „onload“ an <circle>\. So veröffentlicht die Website sie nicht: .*Optimiertes SVG.* unter demselben Namen wieder ab\.$/,
    );
    expect(byFile['static/images/animation.svg']).toContain('das Element <set>');
    expect(byFile['static/images/fremd.svg']).toContain(
      'einen Verweis auf eine andere Datei oder Website („https://example.com/x.png“)',
    );
    expect(byFile['static/images/fremd.svg']).toContain('(@import)');
    expect(byFile['static/images/fremd.svg']).toContain('„data:image/svg+xml;base64,AA“');
    expect(byFile['static/images/inkscape.svg']).toContain('Metadaten (<metadata>)');
    expect(byFile['static/images/inkscape.svg']).toContain('das Attribut „inkscape:label“ an <g>');
    expect(byFile['static/images/entity.svg']).toContain('eine Dokumenttyp-Deklaration');
  });

  test('an SVG that loads from another host by a stylesheet instruction, CSS escapes or a presentation attribute is refused', async () => {
    const {staticDir, cacheDir} = site();
    const svg = (body: string, prolog = '') =>
      `${prolog}<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`;
    const gradient =
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fbf3ea"/></linearGradient>' +
      '<clipPath id="c"><circle r="5"/></clipPath></defs>';
    // Fragment references to the file's own gradient, clip path and filter pass.
    plant(
      staticDir,
      '/images/verlauf.svg',
      svg(
        `${gradient}<style>.a{fill:url(#g)}</style><rect class="a" fill="url( '#g' )" clip-path="url(#c)" style="stroke:url(&quot;#g&quot;)"/>`,
      ),
    );
    const evil = 'https://evil.example/x';
    const files: Record<string, string> = {
      stylesheet: svg('<circle r="4"/>', `<?xml-stylesheet type="text/css" href="${evil}.css"?>`),
      escape: svg(`<style>rect{fill:\\75 rl(${evil}.png)}</style><rect width="1" height="1"/>`),
      import: svg(`<style>@\\69 mport "${evil}.css";</style>`),
      style: svg(`<rect style="fill:\\55 RL(${evil}.png)"/>`),
      fill: svg(`<rect width="9" height="9" fill="url(${evil}.svg#p)"/>`),
      others: svg(
        ['filter', 'mask', 'clip-path', 'marker-start', 'marker-mid', 'marker-end']
          .map((name) => `<path d="M0 0L9 9" ${name}="url(${evil}/${name}.svg#a)"/>`)
          .join(''),
      ),
      cursor: svg(`<rect width="9" height="9" cursor="url(${evil}.cur), auto"/>`),
      imageset: svg(`<style>rect{fill:image-set("${evil}.png" 1x)}</style>`),
    };
    for (const [name, text] of Object.entries(files)) plant(staticDir, `/images/${name}.svg`, text);
    const error = (await clean(staticDir, cacheDir).then(
      () => undefined,
      (e: unknown) => e,
    )) as MediaError;
    const byFile = Object.fromEntries(
      error.problems.map((p) => [p.split(':')[0]!.replace(/^static\/images\/|\.svg$/g, ''), p]),
    );
    expect(Object.keys(byFile).sort()).toEqual(Object.keys(files).sort()); // verlauf.svg passes
    const link = (url: string) => `einen Verweis auf eine andere Datei oder Website („${url}“)`;
    expect(byFile.stylesheet).toContain(
      'Die SVG-Grafik enthält einen Verweis auf ein Stylesheet (<?xml-stylesheet …?>).',
    );
    expect(byFile.escape).toContain(`${link(`${evil}.png`)} in <style>`);
    expect(byFile.import).toContain('einen Verweis auf eine andere Datei (@import) in <style>');
    expect(byFile.style).toContain(`${link(`${evil}.png`)} im Attribut „style“ an <rect>`);
    expect(byFile.fill).toMatch(
      /^static\/images\/fill\.svg: Die SVG-Grafik enthält einen Verweis auf eine andere Datei oder Website \(„https:\/\/evil\.example\/x\.svg#p“\) im Attribut „fill“ an <rect>\. So veröffentlicht die Website sie nicht: /,
    );
    for (const name of ['filter', 'mask', 'clip-path', 'marker-start', 'marker-mid', 'marker-end'])
      expect(byFile.others).toContain(`/${name}.svg#a“) im Attribut „${name}“ an <path>`);
    expect(byFile.cursor).toContain(`${link(`${evil}.cur`)} im Attribut „cursor“ an <rect>`);
    expect(byFile.imageset).toContain('eine Bildquelle in CSS („image-set(…)“) in <style>');
  });

  test('a picture with more pixels than the build can read says so, not that it is damaged', async () => {
    const {staticDir, cacheDir} = site();
    plant(staticDir, '/images/riesig.jpg', await hugeJpeg(20000, 20000));
    await expect(clean(staticDir, cacheDir)).rejects.toThrow(
      'static/images/riesig.jpg: Das Bild hat 20.000 × 20.000 Pixel (400 Megapixel); so große Bilder kann die Website nicht verarbeiten, höchstens 268 Megapixel. Bitte verkleinern Sie es (2560 Pixel an der längeren Seite genügen auch für große Bildschirme) und legen Sie es unter demselben Namen wieder ab.',
    );
  });

  test('a photo beside an article and one in static/ for the same address: both named', async () => {
    const paths = site();
    const blogDir = path.join(paths.site, 'blog');
    plant(paths.staticDir, '/images/blog/foto.jpg', await phonePhoto(40, 30));
    plant(blogDir, '/foto.jpg', await phonePhoto(40, 30));
    await expect(prepareMedia({...paths, blogDir})).rejects.toThrow(
      'static/images/blog/foto.jpg und blog/foto.jpg: Beide Dateien würden unter derselben Adresse /images/blog/foto.jpg veröffentlicht.',
    );
  });

  test('types the site cannot clean are not published silently: HEIC, GIF, WebP, MOV, WebM', async () => {
    const {staticDir, cacheDir} = site();
    for (const publicPath of [
      '/images/galerie/foto.heic',
      '/images/galerie/animation.gif',
      '/images/galerie/foto.webp',
      '/images/scan.tiff',
      '/images/liesmich',
      '/videos/galerie/clip.mov',
      '/videos/galerie/clip.webm',
    ])
      plant(staticDir, publicPath, 'x');
    const error = (await clean(staticDir, cacheDir).catch(
      (caught: unknown) => caught,
    )) as MediaError;
    expect(error.problems).toEqual([
      expect.stringMatching(
        /^static\/images\/galerie\/animation\.gif: Bilder im Format GIF kann die Website nicht veröffentlichen, weil sie versteckte Angaben wie den Aufnahmeort daraus nicht entfernen kann\. Bitte speichern Sie das Bild als JPEG \(Endung \.jpg\), legen Sie es an derselben Stelle ab und löschen Sie die GIF-Datei\.$/,
      ),
      expect.stringMatching(
        /^static\/images\/galerie\/foto\.heic: Bilder im Format HEIC .* „Maximale Kompatibilität“\.\)$/,
      ),
      expect.stringMatching(/^static\/images\/galerie\/foto\.webp: Bilder im Format WEBP /),
      expect.stringMatching(/^static\/images\/liesmich: Die Datei hat keine Endung wie \.jpg; /),
      expect.stringMatching(/^static\/images\/scan\.tiff: Bilder im Format TIFF /),
      expect.stringMatching(
        /^static\/videos\/galerie\/clip\.mov: Videos im Format MOV kann die Website nicht veröffentlichen, .* Bitte exportieren Sie das Video als MP4 \(H\.264\), legen Sie es an derselben Stelle ab und löschen Sie die MOV-Datei\.$/,
      ),
      expect.stringMatching(/^static\/videos\/galerie\/clip\.webm: Videos im Format WEBM /),
    ]);
  });
});

describe('one list for every file under static/ and blog/: the rest is refused by name', () => {
  const {site, staticDir, cacheDir} = makeSite('clean-media-list-');
  const blogDir = path.join(site, 'blog');
  const elsewhere = path.join(site, 'anderswo');
  afterAll(() => rmSync(site, {recursive: true, force: true}));

  /** A price list as a PDF, with a phone photo (EXIF: GPS, serial number) embedded as it is. */
  const phonePdf = (jpeg: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `%PDF-1.4\n1 0 obj <</Type/XObject/Subtype/Image/Width 40/Height 30/ColorSpace/DeviceRGB/BitsPerComponent 8/Filter/DCTDecode/Length ${jpeg.length}>> stream\n`,
      ),
      jpeg,
      Buffer.from('\nendstream endobj\ntrailer <</Author (Erika Muster)>>\n%%EOF\n'),
    ]);

  test('the build, the launch check and media:clean refuse the same files, each in German', async () => {
    const photo = await phonePhoto(40, 30);
    const refused: Record<string, Buffer | string> = {
      '/downloads/preise.pdf': phonePdf(photo),
      '/downloads/foto.jpe': photo,
      '/images/galerie/foto.jfif': photo,
      '/images/galerie/roh.dng': photo,
      '/ton.m4a': 'ftypM4A',
      '/index.html': '<h1>Hallo</h1>',
      '/robots.txt': 'User-agent: *',
      '/liesmich': 'Notizen',
      '/fonts/schrift.ttf': 'OTTO',
      '/fonts/kaputt.woff2': photo,
    };
    for (const [publicPath, bytes] of Object.entries(refused)) plant(staticDir, publicPath, bytes);
    // Published as today: a photo in capitals is a JPEG; the fonts' licence is plain text.
    plant(staticDir, '/images/galerie/FOTO.JPG', photo);
    plant(staticDir, '/fonts/OFL.txt', 'SIL Open Font License 1.1');
    plant(staticDir, '/fonts/schrift.woff2', 'wOF2 Schrift');
    plant(staticDir, '/.htaccess', 'Options +Indexes'); // hidden, not the system's: refused
    // Symbolic links: to a system file, to a photo with GPS, to a folder of such photos.
    plant(elsewhere, '/ordner/foto.jpg', photo);
    symlinkSync('/etc/hostname', path.join(staticDir, 'hostname.txt'));
    symlinkSync(path.join(elsewhere, 'ordner/foto.jpg'), path.join(staticDir, 'images/link.jpg'));
    symlinkSync(path.join(elsewhere, 'ordner'), path.join(staticDir, 'images/ordner'));
    // Beside the articles: the text and settings are fine, files of other types are not.
    plant(blogDir, '/2025-01-01-beitrag.md', '---\ntitle: x\n---\n[Preise](./preise.pdf)\n');
    plant(blogDir, '/authors.yml', 'erika: {name: Erika}\n');
    for (const name of ['preise.pdf', 'foto.jfif', 'foto.jpe', 'roh.dng', 'ton.m4a', 'notiz.txt'])
      plant(blogDir, `/${name}`, name.endsWith('.pdf') ? phonePdf(photo) : photo);
    symlinkSync(path.join(elsewhere, 'ordner/foto.jpg'), path.join(blogDir, 'link.jpg'));

    const error = (await prepareMedia({staticDir, blogDir, cacheDir}).catch(
      (caught: unknown) => caught,
    )) as MediaError;
    expect(error).toBeInstanceOf(MediaError);
    const byLabel = Object.fromEntries(
      error.problems.map((problem) => [problem.slice(0, problem.indexOf(': ')), problem]),
    );
    const labels = [
      ...Object.keys(refused).map((publicPath) => `static${publicPath}`),
      'static/.htaccess',
      'static/hostname.txt',
      'static/images/link.jpg',
      'static/images/ordner',
      ...['preise.pdf', 'foto.jfif', 'foto.jpe', 'roh.dng', 'ton.m4a', 'notiz.txt', 'link.jpg'].map(
        (name) => `blog/${name}`,
      ),
    ];
    expect(Object.keys(byLabel).sort()).toEqual(labels.sort());
    expect(error.message).toMatch(/^21 Dateien können so nicht veröffentlicht werden:\n- /);

    const pdf =
      'PDF-Dateien veröffentlicht die Website nicht: Solche Dokumente enthalten oft versteckte Angaben (Ihren Namen als Verfasserin, das Programm, in eingebetteten Fotos den Aufnahmeort), und die Website kann sie daraus nicht zuverlässig entfernen. Bitte schreiben Sie Preise in die Preisliste (src/data/prices.yml, im Editor „Preisliste“) und Texte in einen Beitrag; Bilder speichern Sie als JPEG (.jpg). Löschen Sie dann die PDF-Datei (und einen Link darauf).';
    expect(byLabel['static/downloads/preise.pdf']).toBe(`static/downloads/preise.pdf: ${pdf}`);
    expect(byLabel['blog/preise.pdf']).toBe(`blog/preise.pdf: ${pdf}`);
    expect(byLabel['static/downloads/foto.jpe']).toBe(
      'static/downloads/foto.jpe: Das ist ein JPEG-Foto mit der Endung .jpe, die nicht jeder Browser und Server als Foto erkennt. Bitte benennen Sie die Datei so um, dass sie auf .jpg endet (in einem Beitrag auch den Namen im Link); dann veröffentlicht die Website sie ohne versteckte Angaben wie den Aufnahmeort.',
    );
    expect(byLabel['blog/foto.jfif']).toMatch(
      /^blog\/foto\.jfif: Das ist ein JPEG-Foto mit der Endung \.jfif/,
    );
    expect(byLabel['blog/roh.dng']).toMatch(
      /^blog\/roh\.dng: Bilder im Format DNG kann die Website nicht veröffentlichen, weil sie versteckte Angaben wie den Aufnahmeort daraus nicht entfernen kann\. Bitte speichern Sie das Bild als JPEG/,
    );
    expect(byLabel['static/ton.m4a']).toBe(
      'static/ton.m4a: Tonaufnahmen (M4A) veröffentlicht die Website nicht, weil sie versteckte Angaben wie den Aufnahmeort und das Gerät daraus nicht entfernen kann. Gehört der Ton zu einem Video, exportieren Sie das Video als MP4 (H.264, Ton AAC) nach static/videos; sonst löschen Sie die Datei (und einen Link darauf).',
    );
    expect(byLabel['static/index.html']).toBe(
      'static/index.html: Dateien dieser Art (HTML) veröffentlicht die Website nicht, weil sie nicht prüfen kann, was darin steht: Veröffentlicht werden nur Fotos (JPEG, PNG) und SVG-Grafiken in static/images, Videos (MP4) in static/videos, die Schriften in static/fonts und Fotos (JPEG, PNG) neben den Beiträgen. Bitte legen Sie die Datei passend ab oder löschen Sie sie (und einen Link darauf).',
    );
    expect(byLabel['static/liesmich']).toMatch(/^static\/liesmich: Dateien ohne Endung wie \.jpg /);
    expect(byLabel['blog/notiz.txt']).toMatch(/^blog\/notiz\.txt: Dateien dieser Art \(TXT\) /);
    expect(byLabel['static/fonts/kaputt.woff2']).toBe(
      'static/fonts/kaputt.woff2: Die Datei ist keine Schrift im Format WOFF2, wie ihre Endung sagt. Bitte legen Sie die Schriftdatei selbst ab (Endung .woff2) oder löschen Sie die Datei.',
    );
    expect(byLabel['static/hostname.txt']).toBe(
      'static/hostname.txt: Das ist eine Verknüpfung (symbolischer Link) auf „/etc/hostname“, nicht die Datei selbst. Verknüpfungen veröffentlicht die Website nicht: Sie können auf jede Datei Ihres Computers zeigen, an jeder Prüfung vorbei. Bitte löschen Sie die Verknüpfung und legen Sie an ihre Stelle eine Kopie der Datei (oder des Ordners) selbst.',
    );
    for (const label of ['static/images/link.jpg', 'static/images/ordner', 'blog/link.jpg'])
      expect(byLabel[label]).toContain(
        `${label}: Das ist eine Verknüpfung (symbolischer Link) auf „${elsewhere}/ordner`,
      );

    // The launch check lists the same files by name (plugins/content/launch.ts), all but the font
    // whose bytes only the build reads; the rest is published.
    const launch = siteFiles(staticDir, blogDir);
    expect(
      launch
        .filter(({problem}) => problem)
        .map(({label}) => label)
        .sort(),
    ).toEqual(labels.filter((label) => !label.endsWith('kaputt.woff2')).sort());
    expect(launch.filter(({kind}) => kind).map(({label, kind}) => `${label} ${kind}`)).toEqual([
      'static/fonts/OFL.txt text',
      'static/fonts/kaputt.woff2 font',
      'static/fonts/schrift.woff2 font',
      'static/images/galerie/FOTO.JPG jpeg',
    ]);
  });
});

describe('pre-compressed copies (plugins/precompress) are read as the file they hold', () => {
  test('favicon.svg.br and .gz: clean, and a copy with metadata is found', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compressed-'));
    try {
      const clean = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>';
      const tagged = `<svg xmlns="http://www.w3.org/2000/svg"><metadata><rdf:RDF/></metadata></svg>`;
      writeFileSync(path.join(dir, 'a.svg.br'), brotliCompressSync(clean));
      writeFileSync(path.join(dir, 'a.svg.gz'), gzipSync(clean));
      writeFileSync(path.join(dir, 'b.svg.gz'), gzipSync(tagged));
      expect(await metadataFindings(path.join(dir, 'a.svg.br'))).toEqual([]);
      expect(await metadataFindings(path.join(dir, 'a.svg.gz'))).toEqual([]);
      expect(await metadataFindings(path.join(dir, 'b.svg.gz'))).toEqual(['<metadata', 'rdf:RDF']);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

test('a type the site publishes, in a folder where it does not, is told where it belongs', () => {
  const move = (label: string) => refusal(label)?.split('. Bitte')[0];
  expect(move('static/images/galerie/behandlung.mp4')).toBe(
    'Videos (MP4) gehören nach static/videos',
  );
  expect(move('blog/behandlung.mp4')).toBe('Videos (MP4) gehören nach static/videos');
  expect(move('static/videos/galerie/foto.jpg')).toBe(
    'Fotos gehören nach static/images oder neben einen Beitrag in blog/, nicht nach static/videos',
  );
  expect(move('blog/logo.svg')).toBe('SVG-Grafiken gehören nach static/images');
  expect(move('static/schrift.woff2')).toBe('Schriften (WOFF2) gehören nach static/fonts');
  expect(refusal('static/videos/galerie/foto.jpg')).toMatch(
    /Bitte verschieben Sie die Datei dorthin \(und ändern Sie den Pfad dort, wo sie genannt ist\) oder löschen Sie sie\.$/,
  );
  // Where they belong, they are published.
  for (const label of [
    'static/videos/a.mp4',
    'static/images/a.svg',
    'blog/a.jpg',
    'static/fonts/a.woff2',
  ])
    expect(refusal(label)).toBeUndefined();
});
