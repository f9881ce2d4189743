/**
 * @jest-environment node
 *
 * The owner's own photos and videos as committed (static/, the photos beside the articles). A
 * phone photo that still carries where it was taken or the phone's serial number is allowed: her
 * guide and the launch check call it a note, since the build publishes only clean copies
 * (plugins/responsive-images/media.ts). What must hold for her files as they are: every such
 * file's published copy carries neither, and the note names the file and the one command that
 * cleans it in place (plugins/responsive-images/privacy.ts).
 * Nor may any file lie there that the build refuses (a PDF, a symbolic link, ...).
 */
import {afterAll, expect, jest, test} from '@jest/globals';
import {cpSync, mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import sharp from 'sharp';
import {launchReport} from '@site/plugins/content/launch';
import {siteFiles} from '@site/plugins/responsive-images/files';
import {prepareMedia} from '@site/plugins/responsive-images/media';
import {posterPath} from '@site/src/lib/images';
import {
  CLEAN_COMMAND,
  describePrivate,
  privateMediaFindings,
  privateMetadata,
} from '@site/plugins/responsive-images/privacy';
import {siteRoot} from '../__helpers__/contentSite';

jest.setTimeout(120_000);

const work = mkdtempSync(join(tmpdir(), 'her-media-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

/** A phone photo that still says where it was taken (the GPS block of its EXIF), made here. */
async function phonePhotoWithPlace(staticDir: string) {
  const file = join(staticDir, 'images', 'galerie', 'vom-handy.jpg');
  mkdirSync(join(staticDir, 'images', 'galerie'), {recursive: true});
  await sharp({create: {width: 64, height: 48, channels: 3, background: '#c8a08c'}})
    .jpeg()
    .withExif({
      IFD0: {Make: 'Phone', Model: 'Phone 12'},
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 26/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 15/1 4500/100',
      },
    })
    .toFile(file);
}

const made = join(work, 'made');

test.each([
  ['her originals', join(siteRoot, 'static'), join(siteRoot, 'blog')],
  ['a phone photo with its place, made here', join(made, 'static'), join(made, 'blog')],
])(
  '%s with their place or a serial number: a note naming the command, and published without either',
  async (which, herStatic, herBlog) => {
    if (herStatic.startsWith(made)) {
      mkdirSync(herBlog, {recursive: true});
      await phonePhotoWithPlace(herStatic);
    }
    const findings = await privateMediaFindings({staticDir: herStatic, blogDir: herBlog});
    // Her own files may have none; the photo made here has its place, so the test has something to check.
    if (herStatic.startsWith(made)) expect(findings.map(({label}) => label)).toHaveLength(1);
    // A note that does not hold up publishing, naming each file and the command.
    const report = launchReport([], findings);
    for (const {label, found} of findings)
      expect(report).toContain(`${label}: enthält ${describePrivate(found)}`);
    if (findings.length > 0) expect(report).toContain(CLEAN_COMMAND);
    expect(report).toMatch(/^Die Website ist bereit zur Veröffentlichung/);

    // The files that carry either, cleaned as the build cleans them: the copies carry neither.
    const staticDir = join(work, which, 'static');
    const blogDir = join(work, which, 'blog');
    mkdirSync(staticDir, {recursive: true});
    mkdirSync(blogDir, {recursive: true});
    // A video's poster too: the build takes the player's size from it.
    const posters = findings.flatMap(({label, kind}) =>
      kind === 'mp4' ? [join(herStatic, posterPath(label.slice('static'.length)))] : [],
    );
    for (const file of [...findings.map((finding) => finding.file), ...posters]) {
      const inBlog = file.startsWith(herBlog);
      const from = inBlog ? herBlog : herStatic;
      cpSync(file, join(inBlog ? blogDir : staticDir, relative(from, file)));
    }
    const {files} = await prepareMedia({staticDir, blogDir, cacheDir: join(work, 'cache')});
    const addresses = new Map(
      siteFiles(staticDir, blogDir).map(({label, publicPath}) => [label, publicPath]),
    );
    const published = await Promise.all(
      findings.map(async ({label, kind}) => {
        const copy = files[addresses.get(label) ?? ''];
        return [label, copy && (await privateMetadata({file: copy, kind}))];
      }),
    );
    expect(published).toEqual(findings.map(({label}) => [label, []]));
  },
);

test('every committed file in static/ and blog/ is on the list of what the site publishes', () => {
  const files = siteFiles(join(siteRoot, 'static'), join(siteRoot, 'blog'));
  expect(files.length).toBeGreaterThan(0);
  expect(files.flatMap(({label, problem}) => (problem ? [`${label}: ${problem}`] : []))).toEqual(
    [],
  );
});
