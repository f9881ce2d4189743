/**
 * Her originals: the build publishes clean copies, but a phone photo committed as it came keeps its
 * place and serial number in the repository. `privateMediaFindings` names them (launch check,
 * `npm start`); `cleanMediaInPlace` (`npm run media:clean`) removes both, touching only those files.
 */
import {rename, rm, writeFile} from 'node:fs/promises';
import exifr from 'exifr';
import sharp from 'sharp';
import {siteFiles, type MediaFile} from './files';
import {MediaError} from './media';
import {ffmpegTools, probeVideo, remux, type Probe} from './video';

export type Private = 'gps' | 'serial';

export const CLEAN_COMMAND = 'npm run media:clean';

const GPS_KEY =
  /^(GPS(Latitude|Longitude|Position)|latitude|longitude)$|location|ISO6709|\u00a9xyz/i;
/** Metadata read as raw text (a PNG's XMP). */
const GPS_TEXT = /GPS(Latitude|Longitude)|ISO6709/;

/** Every key and value of exifr's reading, flattened. */
const entries = (value: unknown, key = ''): Array<[string, unknown]> =>
  value && typeof value === 'object' && !Array.isArray(value) && !ArrayBuffer.isView(value)
    ? Object.entries(value).flatMap(([k, v]) => entries(v, k))
    : [[key, value]];

function classify(pairs: ReadonlyArray<[string, unknown]>): Private[] {
  const has = (key: RegExp, text: RegExp) =>
    pairs.some(
      ([name, value]) => key.test(name) || (typeof value === 'string' && text.test(value)),
    );
  return [
    ...(has(GPS_KEY, GPS_TEXT) ? ['gps' as const] : []),
    ...(has(/serial/i, /SerialNumber/) ? ['serial' as const] : []),
  ];
}

/** Whether the file carries where it was taken or the device's serial number. */
export async function privateMetadata({
  file,
  kind,
}: Pick<MediaFile, 'file' | 'kind'>): Promise<Private[]> {
  if (kind === 'mp4') {
    ffmpegTools(); // without FFmpeg her German message, not "nothing found"
    const {format, streams = [], chapters = []} = await probeVideo(file).catch(() => ({}) as Probe);
    const parts = [format, ...streams, ...chapters];
    return classify(parts.flatMap((part) => Object.entries(part?.tags ?? {})));
  }
  if (kind !== 'jpeg' && kind !== 'png') return [];
  const options = {xmp: true, iptc: true, mergeOutput: false, translateValues: false};
  // Unreadable: the build reports it.
  return classify(entries(await exifr.parse(file, options).catch(() => undefined)));
}

export type PrivateFinding = Pick<MediaFile, 'label' | 'file' | 'kind'> & {
  readonly found: readonly Private[];
};

/** Every photo and video of the list (./files.ts) that still carries its place or a serial number. */
export async function privateMediaFindings(folders: {staticDir: string; blogDir?: string}) {
  const findings: PrivateFinding[] = [];
  for (const {label, file, kind} of siteFiles(folders.staticDir, folders.blogDir)) {
    const found = await privateMetadata({file, kind});
    if (found.length > 0) findings.push({label, file, kind, found});
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

/** Rewrites one file without its metadata, through a temporary file. */
async function cleanInPlace({file, kind}: PrivateFinding): Promise<void> {
  const partial = `${file}.media-clean.partial`;
  try {
    if (kind === 'mp4') await remux(file, partial);
    else {
      // Upright in its pixels (the orientation goes with the EXIF); its colour profile kept.
      const {icc} = await sharp(file).metadata();
      const pipeline = icc ? sharp(file).rotate().keepIccProfile() : sharp(file).rotate();
      const encoded =
        kind === 'jpeg'
          ? pipeline.jpeg({quality: 92, mozjpeg: true})
          : pipeline.png({compressionLevel: 9});
      await writeFile(partial, await encoded.toBuffer());
    }
    await rename(partial, file);
  } finally {
    await rm(partial, {force: true});
  }
}

/** `docusaurus media-clean`: cleans every original that needs it; then refused files stop it. */
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
  const refused = siteFiles(folders.staticDir, folders.blogDir).flatMap(({label, problem}) =>
    problem ? [`${label}: ${problem}`] : [],
  );
  if (refused.length > 0) throw new MediaError(refused);
  return findings;
}
