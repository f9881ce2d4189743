/**
 * Test files as a phone writes them, for the tests of the media pipeline (unit and e2e): photos
 * with the place (EXIF GPS and XMP), the phone's model and serial number, turned by an EXIF
 * orientation; videos with the place as QuickTime user data or Apple's location key. And files the
 * site must refuse: an HEVC video, a video cut off after its first half whose index sits at the
 * start (faststart), a JPEG whose header claims 20000 × 20000 pixels.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {ffmpegTools} from '../../plugins/responsive-images/video';

export const LATITUDE = '+52.4337';
export const LONGITUDE = '+013.2587';
export const SERIAL = 'SN-DXQ123456789';
export const MODEL = 'iPhone 15 Pro';
/** What a phone's XMP says about the place, as text. */
export const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="52,26.022N" exif:GPSLongitude="13,15.522E"/></rdf:RDF></x:xmpmeta>`;

/**
 * A photo as a phone writes it: EXIF (make, model, serial, GPS), XMP with GPS, turned by EXIF
 * `orientation` (6: the pixels lie on their side, shown upright). A soft gradient, not one colour,
 * so that it encodes like a photo without taking long.
 */
export async function phonePhoto(width: number, height: number, orientation = 1): Promise<Buffer> {
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#fbf3ea"/><stop offset="1" stop-color="#a5794c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 5}" fill="#814a13"/></svg>`;
  return sharp(Buffer.from(gradient))
    .withMetadata({orientation})
    .withExifMerge({
      IFD0: {Make: 'Apple', Model: MODEL},
      IFD2: {BodySerialNumber: SERIAL},
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 26/1 132/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 15/1 3132/100',
      },
    })
    .withXmp(XMP)
    .jpeg({quality: 85})
    .toBuffer();
}

const ff = (...args: string[]) =>
  execFileSync(ffmpegTools().ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    ...args,
  ]);

/** Runs `make` with two fresh temporary file names, returns the bytes it wrote to the first. */
function viaFile(make: (file: string, scratch: string) => void): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'phone-media-'));
  try {
    const file = path.join(dir, 'out.mp4');
    make(file, path.join(dir, 'scratch.mp4'));
    return readFileSync(file);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/**
 * A video with the location twice over: `mode` "udta" as QuickTime user data (`©xyz`, with make,
 * model, date and a 90° rotation), "keys" as Apple's com.apple.quicktime.location.ISO6709 key.
 */
export function phoneVideo(mode: 'udta' | 'keys', seconds = 1): Buffer {
  const tags =
    mode === 'udta'
      ? ['-metadata', `location=${LATITUDE}${LONGITUDE}/`, '-metadata', 'make=Apple']
      : [
          ...['-metadata', `com.apple.quicktime.location.ISO6709=${LATITUDE}${LONGITUDE}+035.000/`],
          ...['-metadata', `com.apple.quicktime.model=${MODEL}`, '-movflags', 'use_metadata_tags'],
        ];
  return viaFile((file, raw) => {
    ff('-f', 'lavfi', '-i', `color=c=red:s=64x48:d=${seconds}`, '-c:v', 'libx264', raw);
    ff(
      ...['-i', raw, '-c', 'copy', ...tags, '-metadata', `model=${MODEL}`],
      ...['-metadata', 'creation_time=2024-05-01T10:00:00Z', '-metadata:s:v:0', 'rotate=90'],
      ...['-f', 'mov', file],
    );
  });
}

/** Three seconds of H.265 (HEVC), as an iPhone records by default, in an MP4. */
export const hevcVideo = () =>
  viaFile((file) =>
    ff(
      ...['-f', 'lavfi', '-i', 'testsrc=s=320x240:d=3:r=25', '-c:v', 'libx265', '-tag:v', 'hvc1'],
      ...[
        '-x265-params',
        'log-level=error',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        file,
      ],
    ),
  );

/** Three seconds of H.264 with its index at the start (faststart), cut off after the first half. */
export function cutOffVideo(): Buffer {
  const whole = viaFile((file) =>
    ff(
      ...['-f', 'lavfi', '-i', 'testsrc=s=320x240:d=3:r=25', '-c:v', 'libx264'],
      ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
    ),
  );
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A small JPEG whose frame header claims `width` × `height` pixels. */
export async function hugeJpeg(width = 20000, height = 20000): Promise<Buffer> {
  const bytes = Buffer.from(
    await sharp({create: {width: 16, height: 16, channels: 3, background: '#a5794c'}})
      .jpeg()
      .toBuffer(),
  );
  for (let i = 2; i < bytes.length - 9; i++) {
    // SOF0..SOF2: FF C0-C2, length (2), precision (1), height (2), width (2)
    if (bytes[i] === 0xff && bytes[i + 1]! >= 0xc0 && bytes[i + 1]! <= 0xc2) {
      bytes.writeUInt16BE(height, i + 5);
      bytes.writeUInt16BE(width, i + 7);
      return bytes;
    }
  }
  throw new Error('hugeJpeg: no frame header found');
}
