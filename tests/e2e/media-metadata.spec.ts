import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {metadataFindings} from './metadata';
import {buildDir, buildFilesIn} from './buildFiles';

/**
 * No photo or video the site serves gives away where it was taken, with which camera or when:
 * every file under build/images and build/videos (originals, variants, posters, MP4s) is read the
 * way a curious visitor would, with no browser (./metadata.ts): images through sharp (EXIF, XMP,
 * IPTC, PNG text chunks), MP4s through FFmpeg's reading of every tag and stream, both with a byte
 * search for the markers of metadata (Apple's location keys, ©xyz, XMP). A file of any other type
 * fails: nobody checked it. The plugin (plugins/responsive-images/media.ts) makes this pass.
 */
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
