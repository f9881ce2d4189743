/**
 * @jest-environment node
 *
 * The FFmpeg that reads, decodes and remuxes her videos (plugins/responsive-images/video.ts): a
 * current one with ffprobe, the system's where it is on the PATH, else the static build of the npm
 * package (Netlify's build image has no FFmpeg), and the build log names it in one line.
 */
import {afterAll, beforeAll, describe, expect, jest, test} from '@jest/globals';
import {execFileSync} from 'node:child_process';
import {copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import responsiveImagesPlugin from '@site/plugins/responsive-images';
import {ffmpegVersion, findFFmpeg} from '@site/plugins/responsive-images/video';
import type * as Video from '@site/plugins/responsive-images/video';
import type * as Privacy from '@site/plugins/responsive-images/privacy';
import type * as Fs from 'node:fs';
import {cutOffVideo, hevcVideo, phoneVideo} from '../../e2e/phoneMedia';

jest.setTimeout(60_000);

/** The year in "FFmpeg 5.1.9-0+deb12u1 (2026), /usr/bin/ffmpeg". */
const year = (line: string) => Number(/\((\d{4})\)/.exec(line)?.[1]);

describe('FFmpeg', () => {
  test('the system FFmpeg where it is on the PATH, with ffprobe beside it, from 2024 or newer', () => {
    const system = findFFmpeg()!;
    expect(system.ffmpeg).toBe(execFileSync('which', ['ffmpeg'], {encoding: 'utf8'}).trim());
    expect(path.dirname(system.ffprobe)).toBe(path.dirname(system.ffmpeg));
    expect(year(ffmpegVersion(system))).toBeGreaterThanOrEqual(2024);
  });

  test('without one on the PATH, the npm package’s static build, from 2024 or newer', () => {
    const bundled = findFFmpeg('')!;
    expect(bundled.ffmpeg).toMatch(/node_modules\/@remotion\/compositor-linux-x64-gnu\/ffmpeg$/);
    expect(ffmpegVersion(bundled)).toMatch(/^FFmpeg n?7\.\d/);
    expect(year(ffmpegVersion(bundled))).toBeGreaterThanOrEqual(2024);
    expect(findFFmpeg('/nowhere')).toEqual(bundled);
  });

  test('the build log names the FFmpeg in use in one line', async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'ffmpeg-log-'));
    mkdirSync(path.join(site, 'static'));
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await responsiveImagesPlugin({siteDir: site} as unknown as LoadContext).loadContent!();
      const lines = log.mock.calls.map(([line]) => String(line)).filter((l) => /FFmpeg/.test(l));
      expect(lines).toEqual([
        expect.stringMatching(/^\[responsive-images\] FFmpeg \S+ \(20\d\d\), \/\S+\/ffmpeg$/),
      ]);
    } finally {
      log.mockRestore();
      rmSync(site, {recursive: true, force: true});
    }
  });
});

describe('the npm package’s FFmpeg does the whole job (as on Netlify)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ffmpeg-npm-'));
  const file = (name: string) => path.join(dir, name);
  let video: typeof Video;
  let privacy: typeof Privacy;
  const PATH = process.env.PATH;

  beforeAll(async () => {
    // The test videos come from the system's FFmpeg (lavfi, x265); then no FFmpeg on the PATH.
    writeFileSync(file('phone.mp4'), phoneVideo('udta'));
    writeFileSync(file('apple.mp4'), phoneVideo('keys'));
    writeFileSync(file('hevc.mp4'), hevcVideo());
    writeFileSync(file('cut.mp4'), cutOffVideo());
    process.env.PATH = '';
    await jest.isolateModulesAsync(async () => {
      video = await import('@site/plugins/responsive-images/video');
      privacy = await import('@site/plugins/responsive-images/privacy');
    });
  });
  afterAll(() => {
    process.env.PATH = PATH;
    rmSync(dir, {recursive: true, force: true});
  });

  test('reads the streams as ffprobe JSON, refuses HEVC and a cut-off file, passes a good one', async () => {
    expect(video.ffmpegTools().ffprobe).toMatch(/@remotion\/compositor-linux-x64-gnu\/ffprobe$/);
    const probe = await video.probeVideo(file('phone.mp4'));
    expect(probe.streams?.map((stream) => stream.codec_name)).toEqual(['h264']);
    expect(probe.format?.tags?.location).toBe('+52.4337+013.2587/');
    expect(await video.videoProblem(file('phone.mp4'), 'clip.mp4')).toBeUndefined();
    expect(await video.videoProblem(file('hevc.mp4'), 'hevc.mp4')).toMatch(
      /^hevc\.mp4: Das Video ist im Format HEVC \(H\.265\) gespeichert/,
    );
    expect(await video.videoProblem(file('cut.mp4'), 'cut.mp4')).toMatch(
      /^cut\.mp4: Das Video ist unvollständig oder beschädigt/,
    );
  });

  test('media:clean finds the place in the tags and remuxes the video without them', async () => {
    const kind = 'mp4' as const;
    expect(await privacy.privateMetadata({file: file('phone.mp4'), kind})).toEqual(['gps']);
    const staticDir = file('static');
    mkdirSync(path.join(staticDir, 'videos'), {recursive: true});
    copyFileSync(file('apple.mp4'), path.join(staticDir, 'videos/clip.mp4'));
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(await privacy.cleanMediaInPlace({staticDir})).toHaveLength(1);
    } finally {
      log.mockRestore();
    }
    const clean = path.join(staticDir, 'videos/clip.mp4');
    expect(await privacy.privateMetadata({file: clean, kind})).toEqual([]);
    expect(await video.videoProblem(clean, 'clip.mp4')).toBeUndefined();
  });
});

describe('no FFmpeg at all (her own computer without one)', () => {
  test('a video gets the German message that names FFmpeg, not „beschädigt“ or „nichts gefunden“', async () => {
    let video: typeof Video | undefined;
    let privacy: typeof Privacy | undefined;
    await jest.isolateModulesAsync(async () => {
      // No file is executable: neither the PATH's nor the npm package's FFmpeg is found.
      jest.doMock('node:fs', () => ({
        ...jest.requireActual<typeof Fs>('node:fs'),
        accessSync: () => {
          throw new Error('EACCES');
        },
      }));
      video = await import('@site/plugins/responsive-images/video');
      privacy = await import('@site/plugins/responsive-images/privacy');
    });
    jest.dontMock('node:fs');
    const missing =
      /^Die Videos lassen sich nicht prüfen: Auf diesem Rechner fehlt das Programm FFmpeg/;
    await expect(video!.videoProblem('/nowhere/clip.mp4', 'clip.mp4')).rejects.toThrow(missing);
    await expect(
      privacy!.privateMetadata({file: '/nowhere/clip.mp4', kind: 'mp4'}),
    ).rejects.toThrow(missing);
  });
});
