/**
 * Metadata-free copies of the owner's photos and videos, for the built site.
 *
 * Docusaurus copies static/ into build/ as it is, and phone photos and videos carry EXIF/XMP
 * (GPS position of where they were taken, often her home or studio; camera make, model and serial
 * number; recording date). So before a build every file under static/images and static/videos is
 * checked (type, size) and cleaned into a cache folder that is NOT a static directory:
 * - JPEG and PNG: decoded and encoded again with sharp, which writes no EXIF, XMP or IPTC; the EXIF
 *   orientation is applied to the pixels first, so the picture stays upright.
 * - MP4: remuxed by FFmpeg without re-encoding, keeping only the video and audio streams and none
 *   of the file's, streams' or chapters' metadata (GPS as `©xyz`/`loci` in `moov/udta`, Apple's
 *   `com.apple.quicktime.location.ISO6709` keys, make, model, dates, encoder name).
 * - SVG (our own, e.g. favicon.svg) passes unchanged; system files such as .DS_Store or Thumbs.db
 *   are not published; any other file stops the build with a German message saying what to do.
 * `publishCleanMedia` (the plugin's postBuild) then overwrites the copies Docusaurus put into the
 * build with the clean ones, under the same URLs. Clean files are named by the hash of their
 * original and of the settings, so a warm build reads the originals and encodes nothing.
 *
 * `npm start` (the development server) serves static/ directly, originals included: fine on her
 * own computer; only what `build` writes is published.
 */
import {execFile} from 'node:child_process';
import {createHash} from 'node:crypto';
import {copyFile, mkdir, readdir, readFile, rename, rm, stat} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import sharp from 'sharp';
import {metadataFindings} from './inspect';

const run = promisify(execFile);

/** Every file under dir (dotfiles included), sorted; none when dir does not exist. */
export const walk = async (dir: string): Promise<string[]> =>
  (await readdir(dir, {recursive: true, withFileTypes: true}).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();

/** `static/images/a/b.jpg` under `static` → `/images/a/b.jpg`. */
export const toPublic = (staticDir: string, file: string) =>
  `/${path.relative(staticDir, file).split(path.sep).join('/')}`;

/**
 * Files the operating system makes in any folder the owner opens (.DS_Store, AppleDouble `._x.jpg`
 * copies of a file's extended attributes, Thumbs.db, desktop.ini): never images, never published.
 */
export const isSystemFile = (file: string) => {
  const name = path.basename(file);
  return name.startsWith('.') || ['thumbs.db', 'desktop.ini'].includes(name.toLowerCase());
};

const MB = 1024 * 1024;
/**
 * Largest photo accepted (JPEG/PNG as the owner drops it in): a 48-megapixel phone JPEG is 8-14 MB,
 * so 15 MB lets every phone photo through and stops scans, TIFF-like PNGs and accidents. "MB" is
 * 1024 × 1024 bytes, as Windows counts (macOS counts 1000 × 1000, so it shows a little more).
 */
export const MAX_PHOTO_BYTES = 15 * MB;
/** Largest video accepted: a few seconds of 1080p H.264 from a phone are 5-30 MB. */
export const MAX_VIDEO_BYTES = 50 * MB;
/**
 * Longest side of a published JPEG/PNG. The original is what `<picture>` falls back to (browsers
 * without AVIF/WebP) and what shares of a blog post show (og:image). 2560 px is the widest variant
 * (DEFAULT_WIDTHS in shared.ts), so the fallback is never worse than the best variant, while a
 * 48-megapixel original (8064 px, 10+ MB) is not served as is.
 */
const MAX_EDGE = 2560;
/** mozjpeg at 82: no visible loss at 2560 px for photos, about a third of a phone's JPEG. */
const JPEG = {quality: 82, mozjpeg: true} as const;
const PNG = {compressionLevel: 9, effort: 7} as const;
/** Bump when the cleaning changes, so every clean file is made again. */
const CLEAN_VERSION = 1;

/** The cache's subfolder for clean copies; not listed in `staticDirectories`. */
const CLEAN_SUBDIR = 'clean';

/**
 * For the owner: one or more problems with her files, each naming the file, in German. Printed
 * without a stack trace (it would only bury the message) and without repeating the list.
 */
export class MediaError extends Error {
  declare readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(
      problems.length === 1
        ? problems[0]
        : `${problems.length} Bilder oder Videos können so nicht veröffentlicht werden:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
    );
    this.name = 'Fehler bei Bildern oder Videos';
    this.stack = `${this.name}: ${this.message}`;
    Object.defineProperty(this, 'problems', {value: problems, enumerable: false});
  }
}

export interface CleanOptions {
  /** The site's static folder holding images/ and videos/. */
  readonly staticDir: string;
  /** The plugin's cache; clean files go to its `clean` subfolder. */
  readonly cacheDir: string;
  /** The FFmpeg binary, e.g. require('@ffmpeg-installer/ffmpeg').path. */
  readonly ffmpegPath: string;
  readonly maxPhotoBytes?: number;
  readonly maxVideoBytes?: number;
}

export interface CleanResult {
  /** Public path (e.g. /images/home/hero.jpg) → its clean file in the cache. */
  readonly files: Readonly<Record<string, string>>;
  /** Public paths of system files (.DS_Store, Thumbs.db, ...) that must not be published. */
  readonly dropped: readonly string[];
  /** Public paths cleaned in this run (the rest came from the cache). */
  readonly made: readonly string[];
  readonly reused: number;
  /** Clean files deleted because no original needs them any more. */
  readonly removed: number;
  readonly milliseconds: number;
}

type Kind = 'jpeg' | 'png' | 'mp4' | 'pass' | 'drop';

/** Decimal comma, rounded up: 15.01 MB is "15,1 MB", never a confusing "15,0 MB" over 15 MB. */
const megabytes = (bytes: number) =>
  (Math.ceil((bytes / MB) * 10) / 10).toLocaleString('de-DE', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

/** The owner's part of every "cannot publish this type" message. */
function unsupported(label: string, ext: string, folder: 'images' | 'videos'): string {
  const what = folder === 'images' ? 'Bild' : 'Video';
  if (!ext) {
    return (
      `${label}: Die Datei hat keine Endung wie ${folder === 'images' ? '.jpg' : '.mp4'}; die ` +
      `Website veröffentlicht sie deshalb nicht. Bitte speichern Sie das ${what} als ` +
      `${folder === 'images' ? 'JPEG (Endung .jpg)' : 'MP4 (Endung .mp4)'} oder löschen Sie die Datei.`
    );
  }
  const format = ext.slice(1).toUpperCase();
  const intro =
    `${label}: ${folder === 'images' ? 'Bilder' : 'Videos'} im Format ${format} kann die Website nicht veröffentlichen, weil sie ` +
    'versteckte Angaben wie den Aufnahmeort daraus nicht entfernen kann.';
  if (folder === 'videos') {
    return (
      `${intro} Bitte exportieren Sie das Video als MP4 (H.264), legen Sie es an derselben Stelle ` +
      `ab und löschen Sie die ${format}-Datei.`
    );
  }
  const iphone =
    ext === '.heic' || ext === '.heif'
      ? ' (Damit das iPhone gleich JPEG speichert: Einstellungen › Kamera › Formate › „Maximale Kompatibilität“.)'
      : '';
  return (
    `${intro} Bitte speichern Sie das Bild als JPEG (Endung .jpg), legen Sie es an derselben ` +
    `Stelle ab und löschen Sie die ${format}-Datei.${iphone}`
  );
}

function kindOf(folder: 'images' | 'videos', publicPath: string): Kind | string {
  const ext = path.extname(publicPath).toLowerCase();
  if (isSystemFile(publicPath)) return 'drop';
  if (folder === 'images') {
    if (ext === '.jpg' || ext === '.jpeg') return 'jpeg';
    if (ext === '.png') return 'png';
    if (ext === '.svg') return 'pass';
  } else if (ext === '.mp4') {
    return 'mp4';
  }
  return unsupported(`static${publicPath}`, ext, folder);
}

function tooLarge(label: string, kind: Kind, bytes: number, limit: number): string {
  const allowed = Number.isInteger(limit / MB) ? String(limit / MB) : megabytes(limit);
  const size = `ist ${megabytes(bytes)} MB groß; erlaubt sind höchstens ${allowed} MB`;
  if (kind === 'mp4') {
    return (
      `${label}: Das Video ${size}. Bitte kürzen Sie es oder exportieren Sie es in kleinerer ` +
      'Auflösung (1080p genügt) und legen Sie es unter demselben Namen wieder ab.'
    );
  }
  return (
    `${label}: Das ${kind === 'jpeg' ? 'Foto' : 'Bild'} ${size}. Bitte verkleinern Sie es ` +
    `(${MAX_EDGE} Pixel an der längeren Seite genügen auch für große Bildschirme) und legen Sie ` +
    'es unter demselben Namen wieder ab.'
  );
}

/** The message for a photo sharp cannot decode (broken, cut off, or not really a JPEG/PNG). */
export function unreadableImage(label: string, detail: string): string {
  return (
    `${label}: Das Bild lässt sich nicht öffnen – die Datei ist beschädigt, unvollständig (etwa ` +
    'nicht fertig kopiert oder hochgeladen) oder kein echtes JPEG bzw. PNG. Bitte öffnen Sie das ' +
    'Foto auf Ihrem Computer, speichern Sie es erneut als JPEG und legen Sie es unter demselben ' +
    `Namen wieder ab. (Technische Angabe: ${detail.trim()})`
  );
}

function unreadableVideo(label: string, detail: string): string {
  const lastLine = detail.trim().split('\n').at(-1) ?? '';
  return (
    `${label}: Das Video lässt sich nicht lesen – die Datei ist beschädigt, unvollständig oder ` +
    'kein MP4-Video. Bitte exportieren Sie es erneut als MP4 (H.264) und legen Sie es unter ' +
    `demselben Namen wieder ab. (Technische Angabe: ${lastLine})`
  );
}

/** Keeps the pixels and the colour profile (converted to sRGB), nothing else. */
async function cleanImage(input: Buffer, kind: 'jpeg' | 'png', target: string): Promise<void> {
  const pipeline = sharp(input)
    .rotate() // bakes the EXIF orientation into the pixels before the EXIF is dropped
    .resize({width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true});
  await (kind === 'jpeg' ? pipeline.jpeg(JPEG) : pipeline.png(PNG)).toFile(target);
}

/**
 * Stream copy (no re-encoding, so no quality loss and about a second per video) of the video and
 * audio streams only: `0:V` leaves out cover pictures (JPEGs with their own EXIF), data and timed
 * metadata tracks (Apple's location track). `-map_metadata -1` drops the file's and the streams'
 * tags, `-map_chapters -1` the chapter names, the bitexact flags FFmpeg's own "Lavf…" encoder tag
 * and the creation dates. The rotation of a portrait video is no tag but the track's display
 * matrix, and stays. `+faststart` puts the index first, so playback starts before the download ends.
 */
const FFMPEG_ARGS = [
  ...['-map', '0:V', '-map', '0:a?', '-map_metadata', '-1', '-map_chapters', '-1', '-c', 'copy'],
  ...['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'],
  ...['-movflags', '+faststart', '-f', 'mp4'],
];

async function cleanVideo(ffmpegPath: string, source: string, target: string): Promise<void> {
  await run(ffmpegPath, [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-i', source],
    ...FFMPEG_ARGS,
    target,
  ]);
}

export async function cleanMedia(options: CleanOptions): Promise<CleanResult> {
  const started = performance.now();
  const {staticDir, cacheDir, ffmpegPath} = options;
  const limits = {
    photo: options.maxPhotoBytes ?? MAX_PHOTO_BYTES,
    video: options.maxVideoBytes ?? MAX_VIDEO_BYTES,
  };
  const cleanDir = path.join(cacheDir, CLEAN_SUBDIR);
  const settings = JSON.stringify({CLEAN_VERSION, MAX_EDGE, JPEG, PNG, FFMPEG_ARGS});

  // 1. Every file's type and size, before anything is encoded: all problems in one report.
  const problems: string[] = [];
  const jobs: {file: string; publicPath: string; kind: 'jpeg' | 'png' | 'mp4'}[] = [];
  const dropped: string[] = [];
  for (const folder of ['images', 'videos'] as const) {
    for (const file of await walk(path.join(staticDir, folder))) {
      const publicPath = toPublic(staticDir, file);
      const kind = kindOf(folder, publicPath);
      if (kind === 'drop') dropped.push(publicPath);
      if (kind === 'drop' || kind === 'pass') continue;
      if (kind !== 'jpeg' && kind !== 'png' && kind !== 'mp4') {
        problems.push(kind);
        continue;
      }
      const {size} = await stat(file);
      const limit = kind === 'mp4' ? limits.video : limits.photo;
      if (size > limit) problems.push(tooLarge(`static${publicPath}`, kind, size, limit));
      else jobs.push({file, publicPath, kind});
    }
  }
  if (problems.length > 0) throw new MediaError(problems);

  // 2. Clean what the cache does not hold yet, one file at a time (libvips and FFmpeg use every core).
  await mkdir(cleanDir, {recursive: true});
  const files: Record<string, string> = {};
  const made: string[] = [];
  let reused = 0;
  for (const {file, publicPath, kind} of jobs) {
    const label = `static${publicPath}`;
    const input = await readFile(file);
    const hash = createHash('sha256').update(settings).update(input).digest('hex').slice(0, 32);
    const target = path.join(cleanDir, `${hash}.${kind === 'jpeg' ? 'jpg' : kind}`);
    files[publicPath] = target;
    const cached = await stat(target).catch(() => undefined);
    if (cached?.isFile()) {
      reused += 1;
      continue;
    }
    // Written under a temporary name: an interrupted build leaves no half file that looks done.
    const partial = `${target}.partial${path.extname(target)}`;
    try {
      if (kind === 'mp4') await cleanVideo(ffmpegPath, file, partial);
      else await cleanImage(input, kind, partial);
    } catch (error) {
      await rm(partial, {force: true});
      const detail = (error as {stderr?: string}).stderr || (error as Error).message;
      problems.push(
        kind === 'mp4' ? unreadableVideo(label, detail) : unreadableImage(label, detail),
      );
      continue;
    }
    // The cleaning's own check: a finding here is a bug in this file, not the owner's mistake.
    const findings = await metadataFindings(partial, {ffmpegPath});
    if (findings.length > 0) {
      await rm(partial, {force: true});
      throw new Error(`${label}: metadata left after cleaning: ${findings.join('; ')}`);
    }
    await rename(partial, target);
    made.push(publicPath);
  }
  if (problems.length > 0) throw new MediaError(problems);

  // 3. Clean files no original needs any more are deleted.
  const expected = new Set(Object.values(files));
  let removed = 0;
  for (const file of await walk(cleanDir)) {
    if (!expected.has(file)) {
      await rm(file);
      removed += 1;
    }
  }

  return {
    files,
    dropped,
    made,
    reused,
    removed,
    milliseconds: Math.round(performance.now() - started),
  };
}

/**
 * After a build: puts the clean copies over the ones Docusaurus copied from static/ into `outDir`
 * (same URLs, so no page changes) and deletes the system files that must not be published.
 */
export async function publishCleanMedia(
  clean: Pick<CleanResult, 'files' | 'dropped'>,
  outDir: string,
): Promise<void> {
  for (const [publicPath, file] of Object.entries(clean.files)) {
    const target = path.join(outDir, publicPath);
    await mkdir(path.dirname(target), {recursive: true});
    await copyFile(file, target);
  }
  for (const publicPath of clean.dropped) {
    await rm(path.join(outDir, publicPath), {force: true});
  }
}

/**
 * Every file under `outDir`/images and `outDir`/videos that still carries metadata, with what it
 * carries: the build's last check (the e2e test checks the same on the finished build/).
 */
export async function findMetadataInBuild(outDir: string, ffmpegPath?: string): Promise<string[]> {
  const report: string[] = [];
  for (const folder of ['images', 'videos']) {
    for (const file of await walk(path.join(outDir, folder))) {
      // plugins/precompress writes .br/.gz copies during this same postBuild phase; the e2e test
      // (tests/e2e/media-metadata.spec.ts) reads them once they are whole.
      if (/\.(br|gz)$/.test(file)) continue;
      const findings = await metadataFindings(file, {ffmpegPath});
      if (findings.length > 0) report.push(`${toPublic(outDir, file)}: ${findings.join('; ')}`);
    }
  }
  return report;
}
