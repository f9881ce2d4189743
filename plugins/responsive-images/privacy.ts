/**
 * The owner's originals in the repository: the build publishes only clean copies (./media.ts), but
 * a phone photo or video committed as it came keeps where it was taken and the phone's serial
 * number in the repository and its history. `privateMediaFindings` names every such file (the
 * launch check, the unit test over the repository, `npm start`), and `cleanInPlace`, run by
 * `npm run media:clean`, removes them from the files themselves: photos re-saved upright without
 * EXIF/XMP/IPTC (colour profile kept, the same size), videos repackaged without tags (no
 * re-encoding). Only files that carry either are touched, so running it again changes nothing.
 */
import {execFile} from 'node:child_process';
import {rename, rm, writeFile} from 'node:fs/promises';
import {promisify} from 'node:util';
import exifr from 'exifr';
import sharp from 'sharp';
import {mediaFiles, type MediaFile} from './files';
import {MediaError} from './media';
import {ffmpegTools, probeVideo, REMUX_ARGS, type Probe} from './video';

const run = promisify(execFile);

export type Private = 'gps' | 'serial';

/** The command that cleans the originals in place (package.json). */
export const CLEAN_COMMAND = 'npm run media:clean';

const GPS_KEY =
  /^(GPS(Latitude|Longitude|Position)|latitude|longitude)$|location|ISO6709|\u00a9xyz/i;
const SERIAL_KEY = /serial/i;
/** Metadata read as raw text (a PNG's XMP): the same names inside. */
const GPS_TEXT = /GPS(Latitude|Longitude)|ISO6709/;
const SERIAL_TEXT = /SerialNumber/;

/** Every key and text value of exifr's or ffprobe's reading, flattened. */
function entries(value: unknown, key = ''): Array<[string, unknown]> {
  if (value && typeof value === 'object' && !Array.isArray(value) && !ArrayBuffer.isView(value))
    return Object.entries(value).flatMap(([k, v]) => entries(v, k));
  return [[key, value]];
}

function classify(pairs: ReadonlyArray<[string, unknown]>): Private[] {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const gps = pairs.some(([key, value]) => GPS_KEY.test(key) || GPS_TEXT.test(text(value)));
  const serial = pairs.some(
    ([key, value]) => SERIAL_KEY.test(key) || SERIAL_TEXT.test(text(value)),
  );
  return [...(gps ? ['gps' as const] : []), ...(serial ? ['serial' as const] : [])];
}

/** The tags ffprobe reads from a video (file, streams, chapters), as [name, value]. */
async function videoTags(file: string): Promise<Array<[string, string]>> {
  ffmpegTools(); // without FFmpeg her German message, not "nothing found"
  const {format, streams = [], chapters = []} = await probeVideo(file).catch(() => ({}) as Probe);
  return [format, ...streams, ...chapters].flatMap((part) => Object.entries(part?.tags ?? {}));
}

/** Whether the file carries where it was taken or the device's serial number. */
export async function privateMetadata({
  file,
  kind,
}: Pick<MediaFile, 'file' | 'kind'>): Promise<Private[]> {
  if (kind === 'mp4') return classify(await videoTags(file));
  if (kind !== 'jpeg' && kind !== 'png') return [];
  const read = await exifr
    .parse(file, {
      tiff: true,
      exif: true,
      gps: true,
      xmp: true,
      iptc: true,
      ifd1: false,
      icc: false,
      makerNote: false,
      mergeOutput: false,
      translateValues: false,
      reviveValues: false,
    })
    .catch(() => undefined); // unreadable: the build reports it
  return classify(entries(read));
}

export interface PrivateFinding {
  /** As the owner finds it, e.g. "static/images/galerie/foto.jpg". */
  readonly label: string;
  readonly file: string;
  readonly kind: MediaFile['kind'];
  readonly found: readonly Private[];
}

/** Every photo and video (./files.ts) that still carries its place or a serial number. */
export async function privateMediaFindings({
  staticDir,
  blogDir,
}: {
  staticDir: string;
  blogDir?: string;
}): Promise<PrivateFinding[]> {
  const findings: PrivateFinding[] = [];
  for (const media of await mediaFiles(staticDir, blogDir)) {
    const found = await privateMetadata(media);
    if (found.length > 0)
      findings.push({label: media.label, file: media.file, kind: media.kind, found});
  }
  return findings;
}

const WORDS: Record<Private, string> = {
  gps: 'den Aufnahmeort (GPS-Position)',
  serial: 'die Seriennummer des Geräts',
};

/** "den Aufnahmeort (GPS-Position) und die Seriennummer des Geräts" */
export const describePrivate = (found: readonly Private[]) =>
  found.map((what) => WORDS[what]).join(' und ');

/** Rewrites one file without its metadata; a temporary file first, so nothing is left half-written. */
async function cleanInPlace({file, kind}: Pick<MediaFile, 'file' | 'kind'>): Promise<void> {
  const partial = `${file}.media-clean.partial`;
  try {
    if (kind === 'mp4') {
      await run(ffmpegTools().ffmpeg, [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-i', file],
        ...REMUX_ARGS,
        partial,
      ]);
    } else if (kind === 'jpeg' || kind === 'png') {
      // Upright in its pixels (the orientation is part of the EXIF that goes); its colour
      // profile (e.g. Display P3) kept, none added.
      const {icc} = await sharp(file).metadata();
      const pipeline = icc ? sharp(file).rotate().keepIccProfile() : sharp(file).rotate();
      const bytes = await (
        kind === 'jpeg'
          ? pipeline.jpeg({quality: 92, mozjpeg: true})
          : pipeline.png({compressionLevel: 9})
      ).toBuffer();
      await writeFile(partial, bytes);
    } else return;
    await rename(partial, file);
  } finally {
    await rm(partial, {force: true});
  }
}

/**
 * `docusaurus media-clean`: cleans every original that needs it; prints what it did, in German.
 * Then the files it cannot clean, because the site refuses them (./files.ts), stop it by name.
 */
export async function cleanMediaInPlace(folders: {staticDir: string; blogDir?: string}) {
  const findings = await privateMediaFindings(folders);
  for (const finding of findings) {
    await cleanInPlace(finding);
    const left = await privateMetadata(finding);
    if (left.length > 0)
      throw new Error(`${finding.label}: still carries ${left.join(', ')} after cleaning`);
    console.log(`  ${finding.label}: ${describePrivate(finding.found)} entfernt`);
  }
  console.log(
    findings.length === 0
      ? 'Kein Foto und kein Video enthält den Aufnahmeort oder eine Seriennummer.'
      : `${findings.length === 1 ? '1 Datei' : `${findings.length} Dateien`} bereinigt; Bildinhalt, Ausrichtung und Ton bleiben erhalten.`,
  );
  const refused = (await mediaFiles(folders.staticDir, folders.blogDir)).filter(({kind}) => !kind);
  if (refused.length > 0)
    throw new MediaError(refused.map(({label, problem}) => `${label}: ${problem}`));
  return findings;
}
