/**
 * The owner's photos and videos for the build, in one pass over one listing: `prepareMedia` checks
 * every file, makes copies without metadata (sharp writes no EXIF, XMP or IPTC unless told to; MP4
 * remuxed without tags) and the AVIF/WebP variants, each cached under the hash of its original.
 */
import {copyFile, cp, readFile, rm, stat} from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {OwnerError} from '../content/ownerError.mjs';
import {fileCache, sha256} from './cache';
import {plainFileProblem, writtenMediaFiles, type MediaFile} from './files';
import {
  DEFAULT_WIDTHS,
  FORMATS,
  posterPath,
  variantPath,
  variantWidths,
  type Dimensions,
  type ResponsiveImagesData,
} from '../../src/lib/images';
import {svgMessage, svgProblems} from './svg';
import {remux, REMUX_ARGS, SEI_UNITS, unreadableVideo, videoProblem} from './video';

const MB = 1024 * 1024;
/** A 48-megapixel phone JPEG is 8-14 MB; "MB" as Windows counts (macOS shows a little more). */
export const MAX_PHOTO_BYTES = 15 * MB;
/** A few seconds of 1080p H.264 from a phone are 5-30 MB. */
export const MAX_VIDEO_BYTES = 50 * MB;
/** sharp's (libvips') limit, width × height (16383²); a 200-megapixel phone photo stays below. */
const MAX_PIXELS = 268_402_689;
/** Longest side of a published JPEG/PNG: that of the widest variant (DEFAULT_WIDTHS). */
const MAX_EDGE = 2560;
const JPEG = {quality: 82, mozjpeg: true} as const;
const PNG = {compressionLevel: 9, effort: 7} as const;
const CLEAN_SETTINGS = JSON.stringify({version: 3, MAX_EDGE, JPEG, PNG, REMUX_ARGS, SEI_UNITS});

/** The owner's problems with her files, in German; printed without a stack trace. */
export class MediaError extends OwnerError {
  declare readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(
      problems.length === 1
        ? problems[0]!
        : `${problems.length} Dateien können so nicht veröffentlicht werden:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
    );
    Object.defineProperty(this, 'problems', {value: problems, enumerable: false});
  }
}

/** A file the build will not publish, with her complete message. */
class Refused extends Error {}

/** Decimal comma, rounded up: 15.01 MB is "15,1 MB", never a confusing "15,0 MB". */
const megabytes = (bytes: number) =>
  (Math.ceil((bytes / MB) * 10) / 10).toLocaleString('de-DE', {minimumFractionDigits: 1});
const german = (count: number) => count.toLocaleString('de-DE');
const AGAIN = 'und legen Sie es unter demselben Namen wieder ab.';
const SMALLER = `(${MAX_EDGE} Pixel an der längeren Seite genügen auch für große Bildschirme) ${AGAIN}`;

function tooLarge(label: string, kind: string, bytes: number, limit: number): string {
  const allowed = Number.isInteger(limit / MB) ? limit / MB : megabytes(limit);
  const size = `ist ${megabytes(bytes)} MB groß; erlaubt sind höchstens ${allowed} MB. Bitte`;
  return kind === 'mp4'
    ? `${label}: Das Video ${size} kürzen Sie es oder exportieren Sie es in kleinerer Auflösung (1080p genügt) ${AGAIN}`
    : `${label}: Das ${kind === 'jpeg' ? 'Foto' : 'Bild'} ${size} verkleinern Sie es ${SMALLER}`;
}

/** More pixels than sharp decodes: a size she can act on, not "beschädigt". */
function tooManyPixels(label: string, width: number, height: number): string {
  const megapixels = (pixels: number) => german(Math.round(pixels / 1e6));
  return `${label}: Das Bild hat ${german(width)} × ${german(height)} Pixel (${megapixels(width * height)} Megapixel); so große Bilder kann die Website nicht verarbeiten, höchstens ${megapixels(MAX_PIXELS)} Megapixel. Bitte verkleinern Sie es ${SMALLER}`;
}

/** A picture sharp cannot read (broken, cut off, or not what its name says). */
const unreadablePhoto = (label: string, detail: string) =>
  `${label}: Das Bild lässt sich nicht öffnen – die Datei ist beschädigt, unvollständig (etwa nicht fertig kopiert oder hochgeladen) oder kein echtes JPEG bzw. PNG. Bitte öffnen Sie das Foto auf Ihrem Computer, speichern Sie es erneut als JPEG ${AGAIN} (Technische Angabe: ${detail.trim()})`;

/** The folders, absolute (blogDir: photos beside the articles); the rest has defaults. */
export interface MediaOptions {
  readonly staticDir: string;
  readonly blogDir?: string;
  readonly cacheDir: string;
  readonly maxPhotoBytes?: number;
  readonly maxVideoBytes?: number;
  readonly widths?: readonly number[];
  readonly avif?: sharp.AvifOptions;
  readonly webp?: sharp.WebpOptions;
}

type Job = MediaFile & {kind: 'jpeg' | 'png' | 'svg' | 'mp4'};

/** Writes the clean copy of one file to `target`, or throws Refused with her message. */
async function cleanCopy({file, label, kind}: Job, input: Buffer, target: string) {
  if (kind === 'svg') {
    // The verdict is cached as a copy; the file itself is published unchanged.
    const found = await svgProblems(input.toString('utf8'));
    if (found.length > 0) throw new Refused(svgMessage(label, found));
    return copyFile(file, target);
  }
  if (kind === 'mp4') {
    const problem = await videoProblem(file, label);
    if (problem) throw new Refused(problem);
    return remux(file, target);
  }
  const {width = 0, height = 0} = await sharp(input, {limitInputPixels: false}).metadata();
  if (width * height > MAX_PIXELS) throw new Refused(tooManyPixels(label, width, height));
  const pipeline = sharp(input)
    .rotate() // the EXIF orientation goes into the pixels before the EXIF is dropped
    .resize({width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true});
  return (kind === 'jpeg' ? pipeline.jpeg(JPEG) : pipeline.png(PNG)).toFile(target);
}

/** The folder of the cache that `staticDirectories` lists: variants under their public paths. */
export const PUBLIC_SUBDIR = 'public';

/**
 * Checks every file (all problems in one report), then makes what the cache lacks: the clean copy
 * and, of a JPEG/PNG, its variants; a cached file passed before, so its verdict stands. Returns the
 * sizes for the client (a video's from its poster) and the clean copies for `publishCleanMedia`.
 */
export async function prepareMedia({
  staticDir,
  blogDir,
  cacheDir,
  maxPhotoBytes = MAX_PHOTO_BYTES,
  maxVideoBytes = MAX_VIDEO_BYTES,
  widths = DEFAULT_WIDTHS,
  // AVIF 50 looks like JPEG 75-80; effort 2, not 4: the hero's variants in 1.2 s of CPU, not 7.1 s.
  avif = {quality: 50, effort: 2},
  webp = {quality: 72, effort: 4},
}: MediaOptions) {
  const problems: string[] = [];
  const jobs: Job[] = [];
  const dropped: string[] = [];
  const media = await writtenMediaFiles(staticDir, blogDir);
  const seen = new Map<string, string>();
  for (const {label, publicPath} of media) {
    const first = seen.get(publicPath);
    if (first)
      problems.push(
        `${first} und ${label}: Beide Dateien würden unter derselben Adresse ${publicPath} veröffentlicht. Bitte benennen Sie eine davon um (und den Pfad im Beitrag mit).`,
      );
    seen.set(publicPath, label);
  }
  for (const item of media) {
    const {file, label, kind, problem} = item;
    if (kind === 'system') dropped.push(item.publicPath);
    else if (!kind) problems.push(`${label}: ${problem}`);
    else if (kind === 'font' || kind === 'text') {
      const wrong = plainFileProblem(kind, await readFile(file));
      if (wrong) problems.push(`${label}: ${wrong}`);
    } else {
      const {size} = await stat(file);
      const limit = kind === 'mp4' ? maxVideoBytes : maxPhotoBytes;
      if (kind !== 'svg' && size > limit) problems.push(tooLarge(label, kind, size, limit));
      else jobs.push({...item, kind});
    }
  }
  if (problems.length > 0) throw new MediaError(problems);

  const cache = await fileCache(cacheDir);
  const variantSettings = JSON.stringify({version: 3, widths, avif, webp});
  const files: Record<string, string> = {};
  const images: Record<string, Dimensions> = {};
  const [made, generated]: string[][] = [[], []];
  // One file at a time: libvips and FFmpeg use every core.
  for (const job of jobs) {
    const {publicPath, kind} = job;
    const input = await readFile(job.file);
    try {
      const clean = await cache.file(`clean${publicPath}`, sha256(CLEAN_SETTINGS, input), (to) =>
        cleanCopy(job, input, to),
      );
      if (kind !== 'svg') files[publicPath] = clean.file;
      if (clean.made) made.push(publicPath);
      if (kind !== 'jpeg' && kind !== 'png') continue;
      const {width, height} = (await sharp(input).metadata()).autoOrient; // as the browser shows it
      images[publicPath] = [width, height];
      const key = sha256(variantSettings, input);
      const variant = (width: number, format: (typeof FORMATS)[number]) =>
        cache.file(`${PUBLIC_SUBDIR}${variantPath(publicPath, width, format)}`, key, (to) => {
          const pipeline = sharp(input).rotate().resize({width});
          return (format === 'avif' ? pipeline.avif(avif) : pipeline.webp(webp)).toFile(to);
        });
      const variants = variantWidths(width, widths).flatMap((w) =>
        FORMATS.map((f) => variant(w, f)),
      );
      if ((await Promise.all(variants)).some((variant) => variant.made)) generated.push(publicPath);
    } catch (error) {
      const {message, stderr} = error as Error & {stderr?: string};
      if (error instanceof Refused) problems.push(message);
      else if (kind === 'mp4') problems.push(unreadableVideo(job.label, stderr || message));
      else problems.push(unreadablePhoto(job.label, stderr || message));
    }
  }

  // Every video needs its poster: it gives the player its size before anything loads.
  const videos: Record<string, Dimensions> = {};
  for (const {label, publicPath, kind} of problems.length > 0 ? [] : jobs) {
    const poster = posterPath(publicPath);
    if (kind === 'mp4' && images[poster]) videos[publicPath] = images[poster];
    else if (kind === 'mp4')
      problems.push(
        `${label}: Zu diesem Video fehlt das Vorschaubild static${poster}: ein Standbild aus dem Video als JPEG, mit demselben Namen und „-poster.jpg“ am Ende.`,
      );
  }
  if (problems.length > 0) {
    await cache.save();
    throw new MediaError(problems);
  }
  const reused = jobs.filter(({publicPath: at}) => !made.includes(at) && !generated.includes(at));
  const data: ResponsiveImagesData = {widths: [...widths], images, videos};
  return {
    data,
    files,
    dropped,
    made,
    generated,
    reused: reused.length,
    removed: await cache.prune(),
  };
}

/** What `npm start` has while her media have a mistake and none passed before. */
export const noMedia = (widths = DEFAULT_WIDTHS) => ({
  data: {widths: [...widths], images: {}, videos: {}} as ResponsiveImagesData,
  files: {} as Record<string, string>,
  dropped: [] as string[],
  made: [] as string[],
  generated: [] as string[],
  reused: 0,
  removed: 0,
});

export type PreparedMedia = Awaited<ReturnType<typeof prepareMedia>>;

/** After a build: the clean copies over Docusaurus' ones in outDir; system files deleted. */
export async function publishCleanMedia({files, dropped}: PreparedMedia, outDir: string) {
  for (const [publicPath, file] of Object.entries(files))
    await cp(file, path.join(outDir, publicPath));
  await Promise.all(dropped.map((publicPath) => rm(path.join(outDir, publicPath), {force: true})));
}
