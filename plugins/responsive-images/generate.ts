/**
 * The image work of the responsive-images plugin, apart from Docusaurus so it can be tested on
 * its own: finds every original under static/images, makes AVIF and WebP variants in several
 * widths into a cache folder (served next to the originals through `staticDirectories`), and
 * returns the client data. The cache is keyed by the content hash of each original and by the
 * settings, so a warm build reads the originals once and encodes nothing.
 */
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {isSystemFile, toPublic, unreadableImage, walk} from './clean';
import {
  DEFAULT_WIDTHS,
  FORMATS,
  ORIGINAL_PATTERN,
  POSTER_PATTERN,
  posterPath,
  variantPath,
  variantWidths,
  type Dimensions,
  type ResponsiveImagesData,
} from './shared';

export interface EncoderSettings {
  readonly quality: number;
  readonly effort: number;
}

export interface GenerateOptions {
  /** The site's static folder holding images/ and videos/. */
  readonly staticDir: string;
  /** Where the manifest and the variants (under public/) go; git-ignored. */
  readonly cacheDir: string;
  readonly widths?: readonly number[];
  readonly avif?: EncoderSettings;
  readonly webp?: EncoderSettings;
}

export interface GenerateResult {
  readonly data: ResponsiveImagesData;
  /** Public paths of the originals whose variants were (re)made in this run. */
  readonly generated: readonly string[];
  readonly reused: number;
  /** Variant files deleted because their original is gone or changed size. */
  readonly removed: number;
  readonly variantCount: number;
  readonly milliseconds: number;
}

interface ManifestEntry {
  readonly hash: string;
  readonly size: Dimensions;
  /** Public paths of the variant files. */
  readonly files: readonly string[];
}

interface Manifest {
  readonly settings: string;
  readonly entries: Record<string, ManifestEntry>;
}

/**
 * AVIF quality 50 looks like JPEG at about 75-80 for photos. Effort 2 instead of sharp's default 4:
 * measured on the hero (5 widths), 1.2 s of CPU instead of 7.1 s for the same bytes (±3 %).
 */
const DEFAULT_AVIF: EncoderSettings = {quality: 50, effort: 2};
const DEFAULT_WEBP: EncoderSettings = {quality: 72, effort: 4};
// 2: video posters get variants too (a cache from version 1 lists none for them).
const MANIFEST_VERSION = 2;

/** The folder inside the cache that `staticDirectories` must list. */
export const PUBLIC_SUBDIR = 'public';

async function readManifest(file: string, settings: string): Promise<Manifest> {
  try {
    const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
    if (manifest.settings === settings) {
      return manifest;
    }
  } catch {
    // No manifest yet, or an unreadable one: start over.
  }
  return {settings, entries: {}};
}

/** Size after EXIF rotation: what the browser shows. */
async function dimensionsOf(input: Buffer, label: string): Promise<Dimensions> {
  const meta = await sharp(input).metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) {
    throw new Error(`${label}: cannot read the image size`);
  }
  return [width, height];
}

async function makeVariants(
  input: Buffer,
  size: Dimensions,
  publicPath: string,
  publicDir: string,
  options: {widths: readonly number[]; avif: EncoderSettings; webp: EncoderSettings},
): Promise<string[]> {
  const jobs: Promise<string>[] = [];
  for (const width of variantWidths(size[0], options.widths)) {
    for (const format of FORMATS) {
      const target = variantPath(publicPath, width, format);
      const file = path.join(publicDir, target);
      const pipeline = sharp(input).rotate().resize({width, withoutEnlargement: true});
      const encoded = format === 'avif' ? pipeline.avif(options.avif) : pipeline.webp(options.webp);
      jobs.push(
        mkdir(path.dirname(file), {recursive: true})
          .then(() => encoded.toFile(file))
          .then(() => target),
      );
    }
  }
  return Promise.all(jobs);
}

export async function generateVariants(options: GenerateOptions): Promise<GenerateResult> {
  const started = performance.now();
  const widths = options.widths ?? DEFAULT_WIDTHS;
  const avif = options.avif ?? DEFAULT_AVIF;
  const webp = options.webp ?? DEFAULT_WEBP;
  const {staticDir, cacheDir} = options;
  const publicDir = path.join(cacheDir, PUBLIC_SUBDIR);
  const manifestFile = path.join(cacheDir, 'manifest.json');
  const settings = JSON.stringify({
    version: MANIFEST_VERSION,
    widths,
    formats: FORMATS,
    avif,
    webp,
  });
  const previous = await readManifest(manifestFile, settings);
  if (Object.keys(previous.entries).length === 0) {
    await rm(publicDir, {recursive: true, force: true});
  }

  const imageFiles = (await walk(path.join(staticDir, 'images'))).filter(
    (file) => ORIGINAL_PATTERN.test(file) && !isSystemFile(file),
  );
  const entries: Record<string, ManifestEntry> = {};
  const images: Record<string, Dimensions> = {};
  const posters: Record<string, Dimensions> = {};
  const generated: string[] = [];
  let reused = 0;

  // One original at a time: libvips already spreads each encode over every core.
  for (const file of imageFiles) {
    const publicPath = toPublic(staticDir, file);
    const label = `static${publicPath}`;
    const input = await readFile(file);
    const hash = createHash('sha256').update(input).digest('hex').slice(0, 20);
    const isPoster = POSTER_PATTERN.test(file);
    const cached = previous.entries[publicPath];
    let entry: ManifestEntry;
    if (
      cached &&
      cached.hash === hash &&
      cached.files.every((target) => existsSync(path.join(publicDir, target)))
    ) {
      entry = cached;
      reused += 1;
    } else {
      try {
        const size = await dimensionsOf(input, label);
        const files = await makeVariants(input, size, publicPath, publicDir, {widths, avif, webp});
        entry = {hash, size, files};
      } catch (error) {
        // Normally never reached: cleanMedia (./clean.ts) decodes every original first.
        throw new Error(unreadableImage(label, (error as Error).message));
      }
      generated.push(publicPath);
    }
    entries[publicPath] = entry;
    images[publicPath] = entry.size;
    if (isPoster) {
      posters[publicPath] = entry.size;
    }
  }

  // Every video needs its poster: it gives the player its size before anything loads.
  const videos: Record<string, Dimensions> = {};
  for (const file of await walk(path.join(staticDir, 'videos'))) {
    if (!/\.(mp4|webm)$/i.test(file) || isSystemFile(file)) {
      continue;
    }
    const publicPath = toPublic(staticDir, file);
    const poster = posterPath(publicPath);
    const size = posters[poster];
    if (!size) {
      throw new Error(
        `static${publicPath}: the video has no poster image; add static${poster} (same name, suffix "-poster.jpg")`,
      );
    }
    videos[publicPath] = size;
  }

  // Variants whose original is gone (or made at a width no longer needed) are deleted.
  const expected = new Set(Object.values(entries).flatMap((entry) => entry.files));
  let removed = 0;
  for (const file of await walk(publicDir)) {
    if (!expected.has(toPublic(publicDir, file))) {
      await rm(file);
      removed += 1;
    }
  }

  await mkdir(cacheDir, {recursive: true});
  await writeFile(
    manifestFile,
    `${JSON.stringify({settings, entries} satisfies Manifest, null, 1)}\n`,
  );

  return {
    data: {widths: [...widths], images, videos},
    generated,
    reused,
    removed,
    variantCount: expected.size,
    milliseconds: Math.round(performance.now() - started),
  };
}
