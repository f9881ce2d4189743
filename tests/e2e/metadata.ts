/**
 * What a published image or video still says about where, when and with which camera it was
 * taken; `[]` when clean. Images through sharp (EXIF, XMP, IPTC, PNG text chunks), MP4s through
 * ffprobe's reading of every tag and stream, both with a byte search for the markers only metadata
 * writes. A pre-compressed copy (plugins/precompress) is read as the file it holds.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import sharp from 'sharp';
import {probeVideo} from '../../plugins/responsive-images/video';

const MARKERS = [
  'Exif\0\0', // the EXIF block of a JPEG (APP1) or a WebP/PNG chunk
  'http://ns.adobe.com/xap/1.0/', // XMP
  'x:xmpmeta',
  'Photoshop 3.0', // IPTC in a JPEG (APP13)
  'ISO6709', // Apple's com.apple.quicktime.location.ISO6709
  'com.apple.quicktime',
  '\u00a9xyz', // QuickTime user data: the location, e.g. "+52.4337+013.2587/"
];
const markersIn = (bytes: Buffer) =>
  MARKERS.filter((marker) => bytes.includes(Buffer.from(marker, 'latin1'))).map(
    (marker) => `contains "${marker.replace(/\0/g, '\\0')}"`,
  );

/** An MP4's top-level boxes but the media data (`mdat`), where a marker could occur by chance. */
function withoutMediaData(bytes: Buffer): Buffer {
  const boxes: Buffer[] = [];
  for (let pos = 0, size = 0; pos + 8 <= bytes.length; pos += size) {
    size = bytes.readUInt32BE(pos);
    if (size === 1) size = Number(bytes.readBigUInt64BE(pos + 8));
    else if (size === 0) size = bytes.length - pos;
    if (size < 8) return bytes;
    if (bytes.toString('latin1', pos + 4, pos + 8) !== 'mdat') {
      boxes.push(bytes.subarray(pos, pos + size));
    }
  }
  return Buffer.concat(boxes);
}

/** Tags every MP4 has that say nothing about its origin. */
const HARMLESS_TAGS = new Set([
  'major_brand',
  'minor_version',
  'compatible_brands',
  'handler_name',
  'vendor_id',
  'language',
]);

/** Every tag ffprobe reads (file, streams, chapters) and every stream that is no video or audio. */
async function ffprobeFindings(file: string): Promise<string[]> {
  const probe = await probeVideo(file).catch((error: {stderr?: string}) => error.stderr ?? '');
  if (typeof probe === 'string') return [`ffprobe cannot read it: ${probe.trim()}`];
  const {format, streams = [], chapters = []} = probe;
  const tags = [format, ...streams, ...chapters].flatMap((part) => Object.keys(part?.tags ?? {}));
  return [
    ...tags.filter((key) => !HARMLESS_TAGS.has(key)).map((key) => `tag "${key}"`),
    ...streams
      .map(({codec_type: type = 'unknown'}) => type)
      .filter((type) => !['video', 'audio'].includes(type))
      .map((type) => `${type} stream`),
  ];
}

/** A video's first stream as ffprobe reads it (codec, rotation) and the names of all its tags. */
export async function videoSummary(file: string) {
  const {format, streams = [], chapters = []} = await probeVideo(file);
  const [first] = streams;
  return {
    codec: first?.codec_name,
    rotation: first?.side_data_list?.find((data) => data.rotation !== undefined)?.rotation,
    tags: [format, ...streams, ...chapters].flatMap((part) => Object.keys(part?.tags ?? {})),
  };
}

export async function metadataFindings(file: string): Promise<string[]> {
  let ext = path.extname(file).toLowerCase();
  let bytes = await readFile(file);
  if (ext === '.br' || ext === '.gz') {
    bytes = ext === '.br' ? brotliDecompressSync(bytes) : gunzipSync(bytes);
    ext = path.extname(file.slice(0, -ext.length)).toLowerCase();
    if (ext === '.mp4') return ['a compressed copy of a video: cannot tell what it carries'];
  }
  if (['.jpg', '.jpeg', '.png', '.webp', '.avif'].includes(ext)) {
    const {exif, xmp, iptc, comments = []} = await sharp(bytes).metadata();
    return [
      ...Object.entries({exif, xmp, iptc}).flatMap(([name, block]) => (block ? [name] : [])),
      ...comments.map(({keyword}) => `PNG text chunk "${keyword}"`),
      ...markersIn(bytes),
    ];
  }
  if (ext === '.svg') {
    return ['<metadata', 'rdf:RDF', 'xmpmeta'].filter((marker) => bytes.includes(marker));
  }
  if (ext === '.mp4')
    return [...markersIn(withoutMediaData(bytes)), ...(await ffprobeFindings(file))];
  return [`unexpected file type "${ext}": cannot tell whether it carries metadata`];
}
