/**
 * A video is checked before it is published: FFmpeg reads its streams (every browser plays H.264
 * video and AAC sound in MP4; HEVC, as iPhones record by default, plays in few) and then decodes
 * it to the end, which finds a file cut off while it was copied or uploaded, also one whose index
 * sits at the start ("faststart") and so still opens. The npm FFmpeg has no ffprobe: the streams
 * come from what `ffmpeg -i` prints. German messages name the file and what to do.
 */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';

const run = promisify(execFile);

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

/** The codec of each video and audio stream, e.g. {video: ['h264'], audio: ['aac']}; null: not readable. */
function streamCodecs(ffmpegOutput: string): {video: string[]; audio: string[]} | null {
  if (!ffmpegOutput.includes('Input #0')) return null;
  const streams = [...ffmpegOutput.matchAll(/^\s*Stream #\S+: (Video|Audio): (\w+)(.*)$/gm)];
  return {
    // A cover picture (attached pic) is left out of the published file: its codec does not matter.
    video: streams
      .filter(([, type, , rest]) => type === 'Video' && !rest!.includes('(attached pic)'))
      .map(([, , codec]) => codec!),
    audio: streams.filter(([, type]) => type === 'Audio').map(([, , codec]) => codec!),
  };
}

/**
 * What keeps the video from being published, as a German message starting with `label`;
 * undefined when it is an MP4 with H.264 (and AAC sound) that decodes to its end.
 */
export async function videoProblem(
  ffmpegPath: string,
  file: string,
  label: string,
): Promise<string | undefined> {
  const probe = await run(ffmpegPath, ['-hide_banner', '-nostdin', '-i', file]).catch(
    (error: {stderr?: string}) => error, // "At least one output file must be specified"
  );
  const output = probe.stderr ?? '';
  const codecs = streamCodecs(output);
  if (!codecs || codecs.video.length === 0) {
    const detail = output.trim().split('\n').at(-1) ?? '';
    return `${label}: Das Video lässt sich nicht lesen – die Datei ist beschädigt, unvollständig oder kein MP4-Video. Bitte exportieren Sie es erneut als MP4 (H.264) und legen Sie es unter demselben Namen wieder ab. (Technische Angabe: ${detail})`;
  }
  const video = codecs.video.find((codec) => codec !== 'h264');
  if (video) {
    const name = FORMAT_NAMES[video] ?? video.toUpperCase();
    return `${label}: Das Video ist im Format ${name} gespeichert, das nicht jeder Browser abspielt; die Website veröffentlicht Videos nur als MP4 mit H.264. ${TO_H264}`;
  }
  const audio = codecs.audio.find((codec) => codec !== 'aac');
  if (audio) {
    return `${label}: Der Ton des Videos ist im Format ${audio.toUpperCase()} gespeichert, das nicht jeder Browser abspielt; in einem MP4-Video veröffentlicht die Website Ton nur als AAC. Da die Website Videos ohne Ton abspielt, genügt es, die Tonspur zu entfernen (in HandBrake unter „Audio“); oder exportieren Sie das Video als MP4 mit H.264 und AAC. Legen Sie es dann unter demselben Namen wieder ab.`;
  }
  // Decode every frame and sound sample; -xerror stops at the first damaged one.
  const decoded = await run(ffmpegPath, [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-xerror', '-i', file],
    ...['-map', '0:V', '-map', '0:a?', '-f', 'null', '-'],
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
