/**
 * A video is checked before it is published: ffprobe reads its streams as JSON (every browser
 * plays H.264 video and AAC sound in MP4; HEVC, as iPhones record by default, plays in few) and
 * FFmpeg then decodes it to the end, which finds a file cut off while it was copied or uploaded,
 * also one whose index sits at the start ("faststart") and so still opens. German messages name
 * the file and what to do.
 *
 * Which FFmpeg: `ffmpeg` and `ffprobe` of the system where they are on the PATH (Debian's package,
 * kept current by its security updates: the developers' machines and CI, scripts/test.mjs installs
 * it), else the static FFmpeg 7.1 build inside the npm package below, an optional dependency for
 * Linux x64 (Netlify's build image has no FFmpeg). The build log names the one in use.
 */
import {execFile, execFileSync} from 'node:child_process';
import {accessSync, constants} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {OwnerError} from '../../scripts/ownerError.mjs';

const run = promisify(execFile);

/** The npm package whose folder holds ffmpeg and ffprobe (and the libraries they load). */
const NPM_FFMPEG = '@remotion/compositor-linux-x64-gnu';

export interface FFmpeg {
  readonly ffmpeg: string;
  readonly ffprobe: string;
}

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

/** The FFmpeg the build uses; without one, a German message (only a video needs it). */
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

/** What ffprobe reads from a video (`-show_streams -show_format -show_chapters`). */
export interface Probe {
  readonly streams?: ReadonlyArray<{
    readonly codec_type?: string;
    readonly codec_name?: string;
    readonly disposition?: {readonly attached_pic?: number};
    readonly tags?: Readonly<Record<string, string>>;
    readonly side_data_list?: ReadonlyArray<{readonly rotation?: number}>;
  }>;
  readonly format?: {readonly tags?: Readonly<Record<string, string>>};
  readonly chapters?: ReadonlyArray<{readonly tags?: Readonly<Record<string, string>>}>;
}

/** ffprobe's reading of the file; rejects with its message (stderr) when it cannot read it. */
export async function probeVideo(file: string): Promise<Probe> {
  const {stdout} = await run(ffmpegTools().ffprobe, [
    ...['-v', 'error', '-print_format', 'json'],
    ...['-show_streams', '-show_format', '-show_chapters', file],
  ]);
  return JSON.parse(stdout) as Probe;
}

/**
 * How a video is published: a stream copy of video and sound only (`0:V`: no cover pictures, no
 * Apple location track), without tags and chapters; bitexact drops FFmpeg's "Lavf" tag and the
 * dates. Rotation is no tag: it stays. The same for `npm run media:clean` (./privacy.ts).
 */
export const REMUX_ARGS = [
  ...['-map', '0:V', '-map', '0:a?', '-map_metadata', '-1', '-map_chapters', '-1', '-c', 'copy'],
  ...['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'],
  ...['-movflags', '+faststart', '-f', 'mp4'],
];

/** H.264 for another format: on the phone for the next recording, on the computer for this one. */
const TO_H264 =
  'Auf dem iPhone nehmen Sie künftig in H.264 auf mit Einstellungen › Kamera › Formate › ' +
  '„Maximale Kompatibilität“. Ein vorhandenes Video wandeln Sie am Computer mit dem kostenlosen ' +
  'Programm HandBrake um (Voreinstellung „Fast 1080p30“, Format MP4) und legen es unter demselben ' +
  'Namen wieder ab.';

const FORMAT_NAMES: Readonly<Record<string, string>> = {
  hevc: 'HEVC (H.265)',
  h265: 'HEVC (H.265)',
  vp9: 'VP9',
  vp8: 'VP8',
  av1: 'AV1',
  prores: 'ProRes',
  mpeg4: 'MPEG-4 Part 2',
};

/**
 * What keeps the video from being published, as a German message starting with `label`;
 * undefined when it is an MP4 with H.264 (and AAC sound) that decodes to its end.
 */
export async function videoProblem(file: string, label: string): Promise<string | undefined> {
  ffmpegTools(); // without FFmpeg her German message, not "the file is damaged"
  const probe = await probeVideo(file).catch(
    (error: {stderr?: string; message: string}) => error.stderr || error.message,
  );
  const streams = typeof probe === 'string' ? [] : (probe.streams ?? []);
  const codecs = (type: string) =>
    streams
      // A cover picture (attached pic) is left out of the published file: its codec does not matter.
      .filter((stream) => stream.codec_type === type && !stream.disposition?.attached_pic)
      .map((stream) => stream.codec_name ?? 'unbekannt');
  if (codecs('video').length === 0) {
    const detail = typeof probe === 'string' ? probe.trim().split('\n').at(-1) : 'kein Videobild';
    return `${label}: Das Video lässt sich nicht lesen – die Datei ist beschädigt, unvollständig oder kein MP4-Video. Bitte exportieren Sie es erneut als MP4 (H.264) und legen Sie es unter demselben Namen wieder ab. (Technische Angabe: ${detail})`;
  }
  const video = codecs('video').find((codec) => codec !== 'h264');
  if (video) {
    const name = FORMAT_NAMES[video] ?? video.toUpperCase();
    return `${label}: Das Video ist im Format ${name} gespeichert, das nicht jeder Browser abspielt; die Website veröffentlicht Videos nur als MP4 mit H.264. ${TO_H264}`;
  }
  const audio = codecs('audio').find((codec) => codec !== 'aac');
  if (audio) {
    return `${label}: Der Ton des Videos ist im Format ${audio.toUpperCase()} gespeichert, das nicht jeder Browser abspielt; in einem MP4-Video veröffentlicht die Website Ton nur als AAC. Da die Website Videos ohne Ton abspielt, genügt es, die Tonspur zu entfernen (in HandBrake unter „Audio“); oder exportieren Sie das Video als MP4 mit H.264 und AAC. Legen Sie es dann unter demselben Namen wieder ab.`;
  }
  // Decode every frame and sound sample; -xerror stops at the first damaged one. Raw video and
  // PCM, encoders every FFmpeg build has, for the null output.
  const decoded = await run(ffmpegTools().ffmpeg, [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-xerror', '-i', file],
    ...['-map', '0:V', '-map', '0:a?', '-c:v', 'rawvideo', '-c:a', 'pcm_s16le', '-f', 'null', '-'],
  ]).then(
    ({stderr}) => stderr,
    (error: {stderr?: string; message: string}) => error.stderr || error.message,
  );
  if (decoded.trim()) {
    const detail = decoded
      .trim()
      .split('\n')[0]!
      .replace(/^\[[^\]]*\]\s*/, '');
    return `${label}: Das Video ist unvollständig oder beschädigt: Es lässt sich nicht bis zum Ende abspielen, etwa weil es nicht fertig kopiert oder hochgeladen wurde. Bitte kopieren Sie es noch einmal vom Handy oder exportieren Sie es erneut als MP4 (H.264) und legen Sie es unter demselben Namen wieder ab. (Technische Angabe: ${detail})`;
  }
  return undefined;
}
