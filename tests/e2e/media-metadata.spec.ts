import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {metadataFindings} from './metadata';
import {buildDir, buildFiles, buildFilesIn} from './buildFiles';

/**
 * No photo or video the site serves gives away where it was taken, with which camera or when:
 * every picture and video anywhere in build/ (build/images and build/videos: originals, variants,
 * posters, MP4s, the photos of the articles' text; and any other folder, e.g. /assets/, where the
 * bundler would copy a file as it is) is read the way a curious visitor would, with no browser
 * (./metadata.ts): images through sharp (EXIF, XMP, IPTC, PNG text chunks), MP4s through FFmpeg's
 * reading of every tag and stream, both with a byte search for the markers of metadata (Apple's
 * location keys, ©xyz, XMP). A file of any other type under images/ or videos/ fails: nobody checked
 * it. The plugin (plugins/responsive-images/media.ts) makes this pass.
 */
const MEDIA = /\.(jpe?g|png|webp|avif|gif|svg|heic|heif|tiff?|mp4|mov|m4v|webm)(\.(br|gz))?$/i;

for (const folder of ['images', 'videos']) {
  test(`build/${folder}: no file carries EXIF, XMP, IPTC or GPS metadata`, async () => {
    const files = buildFilesIn(folder);
    expect(files.length).toBeGreaterThan(folder === 'images' ? 30 : 0);
    const leaks: string[] = [];
    for (const file of files) {
      const findings = await metadataFindings(join(buildDir, file));
      if (findings.length > 0) leaks.push(`${file}: ${findings.join('; ')}`);
    }
    expect(leaks).toEqual([]);
  });
}

test('no picture or video anywhere else in build/ (e.g. /assets/) carries metadata', async () => {
  const elsewhere = buildFiles('')
    .filter((file) => MEDIA.test(file))
    .filter((file) => !/^(images|videos)\//.test(file));
  const leaks: string[] = [];
  for (const file of elsewhere) {
    const findings = await metadataFindings(join(buildDir, file));
    if (findings.length > 0) leaks.push(`${file}: ${findings.join('; ')}`);
  }
  expect(leaks).toEqual([]);
  // Docusaurus' own copies of Markdown images and linked files: the articles' photos never go there.
  expect(elsewhere.filter((file) => /^assets\/(images|files)\//.test(file))).toEqual([]);
});
