import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import {metadataFindings} from '../../plugins/responsive-images/inspect';
import {buildDir, buildFilesIn} from './buildFiles';

/**
 * No photo or video the site serves gives away where it was taken, with which camera or when:
 * every file under build/images and build/videos (originals, variants, posters, MP4s) is read the
 * way a curious visitor would, with no browser. Images through sharp (EXIF, XMP, IPTC, PNG text
 * chunks) and a byte search for their markers; MP4s box by box (udta ©xyz/loci, Apple's
 * com.apple.quicktime.location.ISO6709 keys, tags, XMP uuid boxes, metadata tracks, recording
 * dates) and through FFmpeg's own reading of the tags. A file of any other type fails: nobody
 * checked it. The plugin (plugins/responsive-images/clean.ts) is what makes this pass.
 */
for (const folder of ['images', 'videos']) {
  test(`build/${folder}: no file carries EXIF, XMP, IPTC or GPS metadata`, async () => {
    const files = buildFilesIn(folder);
    expect(files.length).toBeGreaterThan(folder === 'images' ? 30 : 0);
    const leaks: string[] = [];
    for (const file of files) {
      const findings = await metadataFindings(join(buildDir, file), {ffmpegPath: ffmpeg.path});
      if (findings.length > 0) leaks.push(`${file}: ${findings.join('; ')}`);
    }
    expect(leaks).toEqual([]);
  });
}
