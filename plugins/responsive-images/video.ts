/**
 * Videos: ffprobe reads the streams (every browser plays H.264 and AAC; iPhones' HEVC plays in few),
 * FFmpeg decodes to the end (a file cut off while copied still opens) and remuxes without tags and
 * SEI. The system's FFmpeg (security updates), else an npm package's static build (Netlify has none).
 */
import {execFile, execFileSync} from 'node:child_process';
import {accessSync, constants} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {OwnerError} from '../content/ownerError.mjs';

const run = promisify(execFile);

/** The npm package whose folder holds ffmpeg and ffprobe. */
const NPM_FFMPEG = '@remotion/compositor-linux-x64-gnu';

export type FFmpeg = {readonly ffmpeg: string; readonly ffprobe: string};

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** ffmpeg and ffprobe from the first folder of `PATH` that has both, else from the npm package. */
export function findFFmpeg(PATH = process.env.PATH ?? ''): FFmpeg | undefined {
  const folders = PATH.split(path.delimiter).filter(Boolean);
  try {
    folders.push(path.dirname(require.resolve(`${NPM_FFMPEG}/package.json`)));
  } catch {
    // not installed: another platform
  }
  return folders
    .map((folder) => ({ffmpeg: path.join(folder, 'ffmpeg'), ffprobe: path.join(folder, 'ffprobe')}))
    .find(({ffmpeg, ffprobe}) => executable(ffmpeg) && executable(ffprobe));
}

let found: FFmpeg | undefined;

/** The FFmpeg in use; without one, her German message (only a video needs it). */
export function ffmpegTools(): FFmpeg {
  found ??= findFFmpeg();
  if (!found)
    throw new OwnerError(
      'Die Videos lassen sich nicht prüfen: Auf diesem Rechner fehlt das Programm FFmpeg (mit ffprobe). Bitte installieren Sie es (Debian/Ubuntu: sudo apt-get install ffmpeg; macOS: brew install ffmpeg; Windows: winget install ffmpeg) und starten Sie den Vorgang erneut.',
    );
  return found;
}

/** One line for the build log, e.g. "FFmpeg 5.1.9-0+deb12u1 (2026), /usr/bin/ffmpeg". */
export function ffmpegVersion({ffmpeg} = ffmpegTools()): string {
  const first = execFileSync(ffmpeg, ['-version'], {encoding: 'utf8'}).split('\n')[0]!;
  const [, version, year] = /^ffmpeg version (\S+) Copyright \(c\) \d+-(\d+)/.exec(first) ?? [];
  return `FFmpeg ${version ?? first} (${year ?? '?'}), ${ffmpeg}`;
}

type Tags = Readonly<Record<string, string>>;
/** What ffprobe reads from a video (`-show_streams -show_format -show_chapters`). */
export type Probe = {
  readonly streams?: ReadonlyArray<{
    readonly codec_type?: string;
    readonly codec_name?: string;
    readonly disposition?: {readonly attached_pic?: number};
    readonly tags?: Tags;
    readonly side_data_list?: ReadonlyArray<{readonly rotation?: number}>;
  }>;
  readonly format?: {readonly tags?: Tags};
  readonly chapters?: ReadonlyArray<{readonly tags?: Tags}>;
};

/** ffprobe's reading of the file; rejects with its message (stderr) when it cannot read it. */
export async function probeVideo(file: string): Promise<Probe> {
  const {stdout} = await run(ffmpegTools().ffprobe, [
    ...['-v', 'error', '-print_format', 'json'],
    ...['-show_streams', '-show_format', '-show_chapters', file],
  ]);
  return JSON.parse(stdout) as Probe;
}

/**
 * Video and sound copied (`0:V`: no cover picture, no Apple location track), without tags and
 * chapters; bitexact drops FFmpeg's "Lavf" tag and the dates. Rotation is no tag: it stays.
 */
export const REMUX_ARGS = [
  ...['-map', '0:V', '-map', '0:a?', '-map_metadata', '-1', '-map_chapters', '-1', '-c', 'copy'],
  ...['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'],
  ...['-movflags', '+faststart', '-f', 'mp4'],
];

/**
 * The NAL unit types of SEI messages, by codec: an encoder's settings and any user data (text of
 * whoever made the file) ride there, not in tags; `filter_units` drops them without re-encoding.
 * H.264 alone: HEVC is never published (its type 6 is a picture, its SEI types are 39 and 40).
 */
export const SEI_UNITS: Tags = {h264: '6'};

export async function remux(file: string, target: string) {
  const {streams = []} = await probeVideo(file);
  // The streams `0:V` maps, in their order: each H.264 one without its SEI.
  const filters = streams
    .filter((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic)
    .flatMap(({codec_name: codec = ''}, index) =>
      SEI_UNITS[codec] ? [`-bsf:v:${index}`, `filter_units=remove_types=${SEI_UNITS[codec]}`] : [],
    );
  return run(ffmpegTools().ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-i', file],
    ...[...REMUX_ARGS, ...filters, target],
  ]);
}

/** For a file ffprobe cannot read, or FFmpeg cannot remux. */
export const unreadableVideo = (label: string, detail: string) =>
  `${label}: Das Video lässt sich nicht lesen – die Datei ist beschädigt, unvollständig oder kein MP4-Video. Bitte exportieren Sie es erneut als MP4 (H.264) und legen Sie es unter demselben Namen wieder ab. (Technische Angabe: ${detail.trim().split('\n').at(-1)})`;

const TO_H264 =
  'Auf dem iPhone nehmen Sie künftig in H.264 auf mit Einstellungen › Kamera › Formate › ' +
  '„Maximale Kompatibilität“. Ein vorhandenes Video wandeln Sie am Computer mit dem kostenlosen ' +
  'Programm HandBrake um (Voreinstellung „Fast 1080p30“, Format MP4) und legen es unter demselben ' +
  'Namen wieder ab.';

const FORMAT_NAMES: Tags = {
  hevc: 'HEVC (H.265)',
  h265: 'HEVC (H.265)',
  prores: 'ProRes',
  mpeg4: 'MPEG-4 Part 2',
};
const failure = (error: {stderr?: string; message: string}) => error.stderr || error.message;

/** What keeps the video from being published (German, starting with `label`), or undefined. */
export async function videoProblem(file: string, label: string): Promise<string | undefined> {
  ffmpegTools(); // without FFmpeg her German message, not "the file is damaged"
  const probe = await probeVideo(file).catch(failure);
  const codecs = (type: string) =>
    (typeof probe === 'string' ? [] : (probe.streams ?? []))
      // A cover picture is left out of the published file: its codec does not matter.
      .filter((stream) => stream.codec_type === type && !stream.disposition?.attached_pic)
      .map((stream) => stream.codec_name ?? 'unbekannt');
  if (codecs('video').length === 0)
    return unreadableVideo(label, typeof probe === 'string' ? probe : 'kein Videobild');
  const video = codecs('video').find((codec) => codec !== 'h264');
  if (video) {
    const name = FORMAT_NAMES[video] ?? video.toUpperCase();
    return `${label}: Das Video ist im Format ${name} gespeichert, das nicht jeder Browser abspielt; die Website veröffentlicht Videos nur als MP4 mit H.264. ${TO_H264}`;
  }
  const audio = codecs('audio').find((codec) => codec !== 'aac');
  if (audio)
    return `${label}: Der Ton des Videos ist im Format ${audio.toUpperCase()} gespeichert, das nicht jeder Browser abspielt; in einem MP4-Video veröffentlicht die Website Ton nur als AAC. Da die Website Videos ohne Ton abspielt, genügt es, die Tonspur zu entfernen (in HandBrake unter „Audio“); oder exportieren Sie das Video als MP4 mit H.264 und AAC. Legen Sie es dann unter demselben Namen wieder ab.`;
  // Every frame and sample decoded; -xerror stops at the first damaged one.
  const decoded = await run(ffmpegTools().ffmpeg, [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-xerror', '-i', file],
    ...['-map', '0:V', '-map', '0:a?', '-c:v', 'rawvideo', '-c:a', 'pcm_s16le', '-f', 'null', '-'],
  ]).then(({stderr}) => stderr, failure);
  if (!decoded.trim()) return undefined;
  const detail = decoded
    .trim()
    .split('\n')[0]!
    .replace(/^\[[^\]]*\]\s*/, '');
  return `${label}: Das Video ist unvollständig oder beschädigt: Es lässt sich nicht bis zum Ende abspielen, etwa weil es nicht fertig kopiert oder hochgeladen wurde. Bitte kopieren Sie es noch einmal vom Handy oder exportieren Sie es erneut als MP4 (H.264) und legen Sie es unter demselben Namen wieder ab. (Technische Angabe: ${detail})`;
}
