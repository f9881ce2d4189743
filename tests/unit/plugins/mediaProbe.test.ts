/**
 * @jest-environment node
 *
 * What a security probe got past the build (plugins/responsive-images) and the launch check: each
 * test plants it in a temporary site and expects it kept out or named in German.
 */
import {afterAll, expect, jest, test} from '@jest/globals';
import {execFileSync} from 'node:child_process';
import {linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {siteFiles} from '@site/plugins/responsive-images/files';
import {MediaError, prepareMedia} from '@site/plugins/responsive-images/media';
import {svgProblems} from '@site/plugins/responsive-images/svg';
import {ffmpegTools} from '@site/plugins/responsive-images/video';

jest.setTimeout(60_000);

const sites: string[] = [];
afterAll(() => sites.forEach((site) => rmSync(site, {recursive: true, force: true})));

function makeSite() {
  const site = mkdtempSync(path.join(tmpdir(), 'media-probe-'));
  sites.push(site);
  const dirs = {
    staticDir: path.join(site, 'static'),
    blogDir: path.join(site, 'blog'),
    cacheDir: path.join(site, 'cache'),
  };
  const plant = (file: string, bytes: Buffer | string) => {
    mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    writeFileSync(path.join(site, file), bytes);
    return path.join(site, file);
  };
  return {...dirs, plant};
}

const refusedBy = (error: unknown) =>
  Object.fromEntries(
    (error as MediaError).problems.map((p) => [
      p.slice(0, p.indexOf(': ')),
      p.slice(p.indexOf(': ') + 2),
    ]),
  );

test('text in the H.264 SEI (user data, x264’s settings) is not published; the video still plays', async () => {
  const {plant, ...dirs} = makeSite();
  const video = plant('static/videos/clip.mp4', '');
  const marker = '086f3693-b7b3-4f2c-9653-21492feee5b8+SECRETMARKER';
  execFileSync(ffmpegTools().ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=s=64x48:d=0.4'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
    ...['-bsf:v', `h264_metadata=sei_user_data=${marker}`],
    video,
  ]);
  const poster = {create: {width: 64, height: 48, channels: 3, background: 'red'}} as const;
  plant('static/images/clip-poster.jpg', await sharp(poster).jpeg().toBuffer());
  for (const text of ['SECRETMARKER', 'x264'])
    expect(readFileSync(video).includes(text)).toBe(true);

  const {files} = await prepareMedia(dirs);
  const published = files['/videos/clip.mp4']!;
  for (const text of ['SECRETMARKER', 'x264'])
    expect([text, readFileSync(published).includes(text)]).toEqual([text, false]);
  const frames = execFileSync(ffmpegTools().ffprobe, [
    ...['-v', 'error', '-count_frames', '-select_streams', 'v:0'],
    ...['-show_entries', 'stream=codec_name,nb_read_frames', '-of', 'csv=p=0', published],
  ]);
  expect(String(frames).trim()).toBe('h264,10');
});

const HARD_LINK =
  'Das ist ein harter Link („Hardlink“): Die Datei steht zugleich unter einem anderen Namen an anderer Stelle Ihres Computers, und was sich dort ändert, ändert sich auch hier. Solche Links veröffentlicht die Website nicht: Über sie kann jede Datei Ihres Computers unbemerkt auf die Website gelangen. Bitte löschen Sie die Datei und legen Sie an ihre Stelle eine gewöhnliche Kopie.';

test('a hard link (`ln /etc/hostname static/fonts/hostname.txt`) stops the build, named in German', async () => {
  const {plant, ...dirs} = makeSite();
  // /etc may be another filesystem than the temporary folder: a file of the site's stands in.
  const hostname = plant('anderswo/hostname', 'rechner-von-erika\n');
  plant('static/fonts/OFL.txt', 'SIL Open Font License 1.1');
  linkSync(hostname, path.join(dirs.staticDir, 'fonts/hostname.txt'));
  const error = await prepareMedia(dirs).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(MediaError);
  expect(refusedBy(error)).toEqual({'static/fonts/hostname.txt': HARD_LINK});
  // The launch check lists it too (plugins/content/launch.ts).
  expect(siteFiles(dirs.staticDir).map(({label, problem}) => [label, problem])).toEqual([
    ['static/fonts/OFL.txt', undefined],
    ['static/fonts/hostname.txt', HARD_LINK],
  ]);
});

const FINDER =
  'Am Mac zeigt der Finder versteckte Dateien mit ⌘ ⇧ . (Befehl-Umschalt-Punkt); in VS Code sehen Sie sie immer.';

test('a hidden folder (named once) or file stops the build; the system’s own files are left out', async () => {
  const {plant, ...dirs} = makeSite();
  const jpeg = await sharp({create: {width: 8, height: 6, channels: 3, background: 'red'}})
    .jpeg()
    .toBuffer();
  plant('static/images/.privat/foto.jpg', jpeg);
  plant('static/images/.privat/alt/foto.jpg', jpeg);
  plant('static/images/.privat/.DS_Store', 'Bud1');
  plant('blog/.entwurf/foto.jpg', jpeg);
  plant('static/.htaccess', 'Options +Indexes');
  plant('static/images/.DS_Store', 'Bud1');
  plant('static/images/._foto.jpg', 'Mac OS X');
  plant('blog/Thumbs.db', 'x');

  const error = await prepareMedia(dirs).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(MediaError);
  const folder = `Das ist ein versteckter Ordner: Sein Name beginnt mit einem Punkt. Was darin liegt, veröffentlicht die Website nicht, denn ein versteckter Ordner ist nie für Besucherinnen gedacht. Bitte löschen Sie den Ordner oder verschieben Sie ihn aus dem Ordner der Website hinaus; soll sein Inhalt auf die Website, geben Sie ihm einen Namen ohne Punkt am Anfang. ${FINDER}`;
  expect(refusedBy(error)).toEqual({
    'static/.htaccess': `Das ist eine versteckte Datei: Ihr Name beginnt mit einem Punkt. Versteckte Dateien veröffentlicht die Website nicht. Bitte löschen Sie die Datei oder verschieben Sie sie aus dem Ordner der Website hinaus; soll sie auf die Website, geben Sie ihr einen Namen ohne Punkt am Anfang. ${FINDER}`,
    'static/images/.privat': folder,
    'blog/.entwurf': folder,
  });
  // The launch check lists the same; the system's files are left out of the build.
  const listed = siteFiles(dirs.staticDir, dirs.blogDir);
  expect(listed.filter(({problem}) => problem).map(({label}) => label)).toEqual([
    'static/.htaccess',
    'static/images/.privat',
    'blog/.entwurf',
  ]);
  expect(listed.filter(({kind}) => kind).map(({label, kind}) => `${label} ${kind}`)).toEqual([
    'static/images/.DS_Store system',
    'static/images/._foto.jpg system',
  ]);
});

test('an SVG with a DOCTYPE is refused, even with a ">" quoted inside it', async () => {
  const probe =
    '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN>" "x" [<!ATTLIST svg onload CDATA "alert(1)">]><svg xmlns="http://www.w3.org/2000/svg"/>';
  const plain =
    '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>';
  for (const svg of [probe, plain])
    expect(await svgProblems(svg)).toContain('eine Dokumenttyp-Deklaration (<!DOCTYPE …>)');
  // Her placeholder passes as it is.
  const favicon = readFileSync(path.join(__dirname, '../../../static/images/favicon.svg'), 'utf8');
  expect(await svgProblems(favicon)).toEqual([]);
});
