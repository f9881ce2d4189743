/**
 * @jest-environment node
 *
 * Her originals (plugins/responsive-images/privacy.ts): which still carry the place or a serial
 * number (EXIF, XMP, a video's tags), and `npm run media:clean`, which removes both from the files
 * themselves: upright, the same size, the video stream untouched, and nothing to do a second time.
 */
import {afterAll, beforeAll, describe, expect, jest, test} from '@jest/globals';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {launchReport} from '@site/plugins/content/launch';
import responsiveImagesPlugin from '@site/plugins/responsive-images';
import {siteFiles} from '@site/plugins/responsive-images/files';
import {prepareMedia} from '@site/plugins/responsive-images/media';
import {
  cleanMediaInPlace,
  privateMediaFindings,
  privateMetadata,
} from '@site/plugins/responsive-images/privacy';
import {videoSummary} from '../../e2e/metadata';
import {phonePhoto, phoneVideo, XMP} from '../../e2e/phoneMedia';

jest.setTimeout(60_000);

let site: string;
const folders = () => ({staticDir: path.join(site, 'static'), blogDir: path.join(site, 'blog')});
const files: Record<string, Buffer> = {};
const write = (file: string, bytes: Buffer) => {
  mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  writeFileSync(path.join(site, file), bytes);
};
const read = (file: string) => readFileSync(path.join(site, file));

beforeAll(async () => {
  site = mkdtempSync(path.join(tmpdir(), 'media-privacy-'));
  files['static/images/galerie/seitlich.jpg'] = await phonePhoto(400, 300, 6);
  files['static/images/grafik.png'] = await sharp({
    create: {width: 40, height: 30, channels: 4, background: '#814a13'},
  })
    .withXmp(XMP)
    .png()
    .toBuffer();
  files['static/videos/galerie/clip.mp4'] = phoneVideo('udta');
  files['static/videos/social/reel.mp4'] = phoneVideo('keys');
  files['blog/neben.jpg'] = await phonePhoto(80, 60);
  // Clean already: an orientation and a camera model are no place and no serial number.
  files['static/images/sauber.jpg'] = await sharp({
    create: {width: 40, height: 30, channels: 3, background: '#a5794c'},
  })
    .withMetadata({orientation: 6})
    .withExif({IFD0: {Model: 'Kamera'}})
    .jpeg()
    .toBuffer();
  for (const [file, bytes] of Object.entries(files)) write(file, bytes);
  // The videos' posters (the build needs them), without metadata.
  const poster = await sharp({create: {width: 64, height: 48, channels: 3, background: 'red'}})
    .jpeg()
    .toBuffer();
  write('static/images/galerie/clip-poster.jpg', poster);
  write('static/images/social/reel-poster.jpg', poster);
});
afterAll(() => rmSync(site, {recursive: true, force: true}));

describe('which originals carry the place or a serial number', () => {
  test('EXIF GPS and serial, XMP GPS in a PNG, a video’s location tags; not a clean photo', async () => {
    const found = await privateMediaFindings(folders());
    expect(found.map(({label, found: what}) => [label, what])).toEqual([
      ['static/images/galerie/seitlich.jpg', ['gps', 'serial']],
      ['static/images/grafik.png', ['gps']],
      ['static/videos/galerie/clip.mp4', ['gps']],
      ['static/videos/social/reel.mp4', ['gps']],
      ['blog/neben.jpg', ['gps', 'serial']],
    ]);
  });

  test('the launch check names them with the command, as a note that does not hold up publishing', async () => {
    const report = launchReport([], await privateMediaFindings(folders()));
    expect(report).toMatch(/^Die Website ist bereit zur Veröffentlichung/);
    expect(report).toContain(
      'Hinweis: Aufnahmeort oder Seriennummer in Ihren Originalen (hält die Veröffentlichung nicht auf)',
    );
    expect(report).toContain('\n  npm run media:clean\n');
    expect(report).toContain(
      '  - static/images/galerie/seitlich.jpg: enthält den Aufnahmeort (GPS-Position) und die Seriennummer des Geräts.',
    );
    expect(report).toContain(
      '  - static/videos/galerie/clip.mp4: enthält den Aufnahmeort (GPS-Position).',
    );
  });
});

test('such originals are a note, not a failure: on the list, and the build publishes them without either', async () => {
  const {staticDir, blogDir} = folders();
  expect(siteFiles(staticDir, blogDir).filter(({problem}) => problem)).toEqual([]);
  const {files} = await prepareMedia({staticDir, blogDir, cacheDir: path.join(site, '.cache')});
  for (const {label, kind} of await privateMediaFindings(folders())) {
    const copy = files[label.replace(/^static/, '').replace(/^blog\//, '/images/blog/')]!;
    expect([label, await privateMetadata({file: copy, kind})]).toEqual([label, []]);
  }
});

/** `docusaurus <command>` as the plugin adds it to Docusaurus' command line, run in the fixture. */
async function command(name: string) {
  let action: (() => Promise<void>) | undefined;
  const cli = {
    command: (called: string) => (called === name ? cli : {description: () => ({action() {}})}),
    description: () => cli,
    action: (run: () => Promise<void>) => void (action = run),
  };
  const plugin = responsiveImagesPlugin({siteDir: site} as LoadContext, {blogDir: 'blog'});
  (plugin as Plugin).extendCli!(cli as never);
  const log = jest.spyOn(console, 'log').mockImplementation(() => {});
  try {
    await action!();
    return log.mock.calls.map(([line]) => String(line));
  } finally {
    log.mockRestore();
  }
}

describe('npm run media:clean', () => {
  test('cleans every such file in place, naming each: upright, same size, the video stream and rotation kept', async () => {
    const found = await privateMediaFindings(folders());
    expect(await command('media-clean')).toEqual([
      ...found.map(({label}) => expect.stringMatching(`^  ${label}: den Aufnahmeort .* entfernt$`)),
      '5 Dateien bereinigt; Bildinhalt, Ausrichtung und Ton bleiben erhalten.',
    ]);
    for (const {file, kind} of found) expect(await privateMetadata({file, kind})).toEqual([]);
    const photo = await sharp(read('static/images/galerie/seitlich.jpg')).metadata();
    expect([photo.width, photo.height, photo.orientation, photo.exif, photo.xmp]).toEqual([
      300,
      400,
      undefined,
      undefined,
      undefined,
    ]);
    const png = await sharp(read('static/images/grafik.png')).metadata();
    expect([png.width, png.height, png.hasAlpha, png.xmp]).toEqual([40, 30, true, undefined]);
    const video = await videoSummary(path.join(site, 'static/videos/galerie/clip.mp4'));
    expect(video).toMatchObject({codec: 'h264', rotation: 90});
    expect(video.tags.join(' ')).not.toMatch(/location|make|model|creation_time/i);
    // The clean photo was not touched.
    expect(read('static/images/sauber.jpg').equals(files['static/images/sauber.jpg']!)).toBe(true);
  });

  test('a second run (`docusaurus media-clean`, as npm runs it) changes nothing', async () => {
    const before = Object.keys(files).map(read);
    expect(await command('media-clean')).toEqual([
      'Kein Foto und kein Video enthält den Aufnahmeort oder eine Seriennummer.',
    ]);
    expect(Object.keys(files).map(read)).toEqual(before);
  });
});

describe('npm run media:clean and the files the site refuses', () => {
  test('it cleans what it can, then stops naming every refused file with what to do', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'media-privacy-refused-'));
    try {
      const put = (file: string, bytes: Buffer) => {
        mkdirSync(path.dirname(path.join(other, file)), {recursive: true});
        writeFileSync(path.join(other, file), bytes);
      };
      put('static/images/foto.jpg', await phonePhoto(40, 30));
      put('static/downloads/preise.pdf', Buffer.from('%PDF-1.4'));
      put('blog/foto.jfif', await phonePhoto(40, 30));
      symlinkSync('/etc/hostname', path.join(other, 'static/hostname.txt'));
      const folders = {staticDir: path.join(other, 'static'), blogDir: path.join(other, 'blog')};
      const error = (await cleanMediaInPlace(folders).catch((caught: unknown) => caught)) as Error;
      expect(error.message.split('\n')).toEqual([
        '3 Dateien können so nicht veröffentlicht werden:',
        expect.stringMatching(
          /^- static\/downloads\/preise\.pdf: PDF-Dateien veröffentlicht die Website nicht: /,
        ),
        expect.stringMatching(
          /^- static\/hostname\.txt: Das ist eine Verknüpfung \(symbolischer Link\) auf „\/etc\/hostname“/,
        ),
        expect.stringMatching(/^- blog\/foto\.jfif: Das ist ein JPEG-Foto mit der Endung \.jfif/),
      ]);
      // What it can clean, it cleaned first.
      expect(await privateMediaFindings(folders)).toEqual([]);
    } finally {
      rmSync(other, {recursive: true, force: true});
    }
  });
});
