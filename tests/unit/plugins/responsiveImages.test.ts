/**
 * @jest-environment node
 */
import {afterAll, beforeAll, describe, expect, jest, test} from '@jest/globals';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {fileCache} from '@site/plugins/responsive-images/cache';
import {prepareMedia, PUBLIC_SUBDIR} from '@site/plugins/responsive-images/media';
import {DEFAULT_WIDTHS, posterPath, variantPath, variantWidths} from '@site/src/lib/images';
import {phoneVideo} from '../../e2e/phoneMedia';

// Real encoders and timers: seconds on a busy 2-core machine, never 5 s of jest's default.
jest.setTimeout(60_000);

test('the cache: two runs making one file at once (the development site reloads side by side) both get it', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'media-cache-'));
  try {
    const [first, second] = [await fileCache(dir), await fileCache(dir)];
    const make = (text: string) => async (partial: string) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      writeFileSync(partial, text);
    };
    const made = await Promise.all([
      first.file('clean/a.jpg', 'key', make('a')),
      second.file('clean/a.jpg', 'key', make('a')),
    ]);
    expect(made.map(({made}) => made)).toEqual([true, true]);
    expect(readdirSync(path.join(dir, 'clean'))).toEqual(['a.jpg']);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

describe('variant naming', () => {
  test('widths: the ladder below the original plus the original, never wider', () => {
    expect(variantWidths(1200)).toEqual([320, 480, 640, 960, 1200]);
    expect(variantWidths(1920)).toEqual([320, 480, 640, 960, 1280, 1920]);
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(6000)).toEqual([...DEFAULT_WIDTHS]);
    expect(variantWidths(2560)).toEqual([...DEFAULT_WIDTHS]);
  });

  test('paths sit next to the original; posters follow the video', () => {
    expect(variantPath('/images/home/hero.jpg', 640, 'avif')).toBe('/images/home/hero-640w.avif');
    expect(variantPath('/images/a.b/c.jpeg', 320, 'webp')).toBe('/images/a.b/c-320w.webp');
    expect(posterPath('/videos/galerie/lippen-schattierung.mp4')).toBe(
      '/images/galerie/lippen-schattierung-poster.jpg',
    );
  });
});

describe('variants (real sharp, temporary site)', () => {
  let site: string;
  let staticDir: string;
  let cacheDir: string;
  const widths = [320, 640, 960];
  const run = () =>
    prepareMedia({
      staticDir,
      cacheDir,
      widths,
      avif: {quality: 40, effort: 0},
      webp: {quality: 60, effort: 0},
    });
  const served = (publicPath: string) => path.join(cacheDir, PUBLIC_SUBDIR, publicPath);

  async function image(
    publicPath: string,
    width: number,
    height: number,
    format: 'jpeg' | 'png' = 'jpeg',
    color = '#a5794c',
  ) {
    const file = path.join(staticDir, publicPath);
    mkdirSync(path.dirname(file), {recursive: true});
    await sharp({create: {width, height, channels: 3, background: color}})
      .toFormat(format)
      .toFile(file);
  }

  beforeAll(async () => {
    site = mkdtempSync(path.join(tmpdir(), 'responsive-images-'));
    staticDir = path.join(site, 'static');
    cacheDir = path.join(site, '.cache', 'responsive-images');
    await image('/images/galerie/foto.jpg', 800, 600);
    await image('/images/logo-mark.png', 500, 500, 'png');
    await image('/images/galerie/clip-poster.jpg', 1080, 1920);
    mkdirSync(path.join(staticDir, 'videos/galerie'), {recursive: true});
    writeFileSync(path.join(staticDir, 'videos/galerie/clip.mp4'), phoneVideo('udta'));
    writeFileSync(
      path.join(staticDir, 'images/logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
  });

  afterAll(() => {
    rmSync(site, {recursive: true, force: true});
  });

  test('cold: AVIF and WebP per width up to the original, posters too; sizes for images and videos', async () => {
    const result = await run();
    expect(result.generated).toEqual([
      '/images/galerie/clip-poster.jpg',
      '/images/galerie/foto.jpg',
      '/images/logo-mark.png',
    ]);
    expect(result.data).toEqual({
      widths,
      images: {
        '/images/galerie/clip-poster.jpg': [1080, 1920],
        '/images/galerie/foto.jpg': [800, 600],
        '/images/logo-mark.png': [500, 500],
      },
      videos: {'/videos/galerie/clip.mp4': [1080, 1920]},
    });
    expect(
      readdirSync(served('/images/galerie'))
        .filter((file) => file.startsWith('foto'))
        .sort(),
    ).toEqual([
      'foto-320w.avif',
      'foto-320w.webp',
      'foto-640w.avif',
      'foto-640w.webp',
      'foto-800w.avif',
      'foto-800w.webp',
    ]);
    const avif = await sharp(served('/images/galerie/foto-640w.avif')).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', 640, 480]);
    expect(avif.compression).toBe('av1');
    const webp = await sharp(served('/images/logo-mark-320w.webp')).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(['webp', 320, 320]);
    const poster = await sharp(served('/images/galerie/clip-poster-960w.webp')).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(['webp', 960, 1707]);
    // No variants of SVGs; originals are never copied into the cache.
    expect(existsSync(served('/images/galerie/clip-poster-320w.avif'))).toBe(true);
    expect(existsSync(served('/images/logo-320w.avif'))).toBe(false);
    expect(existsSync(served('/images/galerie/foto.jpg'))).toBe(false);
  });

  test('warm: nothing is encoded or rewritten', async () => {
    const before = statSync(served('/images/galerie/foto-640w.avif')).mtimeMs;
    const result = await run();
    expect(result.generated).toEqual([]);
    expect(result.reused).toBe(5); // the three originals, the SVG and the video
    expect(result.removed).toBe(0);
    expect(statSync(served('/images/galerie/foto-640w.avif')).mtimeMs).toBe(before);
  });

  test('a replaced original is redone, its stale widths go; a deleted one loses its variants', async () => {
    await image('/images/galerie/foto.jpg', 400, 400, 'jpeg', '#814a13');
    rmSync(path.join(staticDir, 'images/logo-mark.png'));
    const result = await run();
    expect(result.generated).toEqual(['/images/galerie/foto.jpg']);
    expect(result.data.images).toEqual({
      '/images/galerie/clip-poster.jpg': [1080, 1920],
      '/images/galerie/foto.jpg': [400, 400],
    });
    expect(
      readdirSync(served('/images/galerie'))
        .filter((file) => file.startsWith('foto'))
        .sort(),
    ).toEqual(['foto-320w.avif', 'foto-320w.webp', 'foto-400w.avif', 'foto-400w.webp']);
    expect(existsSync(served('/images/logo-mark-320w.webp'))).toBe(false);
  });

  test('a deleted variant is made again', async () => {
    rmSync(served('/images/galerie/foto-320w.webp'));
    const result = await run();
    expect(result.generated).toEqual(['/images/galerie/foto.jpg']);
    expect(existsSync(served('/images/galerie/foto-320w.webp'))).toBe(true);
  });

  test('a video without poster fails, naming both files', async () => {
    writeFileSync(path.join(staticDir, 'videos/galerie/ohne-poster.mp4'), phoneVideo('udta'));
    await expect(run()).rejects.toThrow(
      'static/videos/galerie/ohne-poster.mp4: Zu diesem Video fehlt das Vorschaubild static/images/galerie/ohne-poster-poster.jpg: ein Standbild aus dem Video als JPEG, mit demselben Namen und „-poster.jpg“ am Ende.',
    );
    rmSync(path.join(staticDir, 'videos/galerie/ohne-poster.mp4'));
  });

  test('a broken original fails in German, naming the file', async () => {
    writeFileSync(path.join(staticDir, 'images/kaputt.jpg'), 'not a jpeg');
    await expect(run()).rejects.toThrow(
      /^static\/images\/kaputt\.jpg: Das Bild lässt sich nicht öffnen – die Datei ist beschädigt/,
    );
    rmSync(path.join(staticDir, 'images/kaputt.jpg'));
  });
});
