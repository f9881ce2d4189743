/**
 * Reads a published image or video and lists the metadata it still carries (EXIF, XMP, IPTC, GPS,
 * camera model, recording date...). Used by the plugin on every file it cleans and on everything
 * under build/images and build/videos after a build, and by the tests. An empty list means clean.
 * Developer-facing: the owner never sees these findings unless the cleaning itself is broken.
 */
import {execFile} from 'node:child_process';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import sharp from 'sharp';

const run = promisify(execFile);

/** Text that only metadata puts into a file, searched in image files and in an MP4's `moov` box. */
const MARKERS: readonly string[] = [
  'Exif\0\0', // the EXIF block of a JPEG (APP1) or WebP/PNG chunk
  'http://ns.adobe.com/xap/1.0/', // XMP
  'x:xmpmeta',
  'Photoshop 3.0', // IPTC in a JPEG (APP13)
  'ISO6709', // Apple's com.apple.quicktime.location.ISO6709
  'com.apple.quicktime',
  '\u00a9xyz', // QuickTime user data: location, e.g. "+52.4337+013.2587/"
];

function markersIn(bytes: Buffer): string[] {
  return MARKERS.filter((marker) => bytes.includes(Buffer.from(marker, 'latin1'))).map(
    (marker) => `contains "${marker.replace(/\0/g, '\\0')}"`,
  );
}

async function imageFindings(bytes: Buffer): Promise<string[]> {
  const meta = await sharp(bytes).metadata();
  const findings: string[] = [];
  if (meta.exif) findings.push(`EXIF (${meta.exif.length} bytes)`);
  if (meta.xmp) findings.push(`XMP (${meta.xmp.length} bytes)`);
  if (meta.iptc) findings.push(`IPTC (${meta.iptc.length} bytes)`);
  // PNG text chunks (tEXt, zTXt, iTXt): where PNG editors put authors, software and XMP.
  for (const comment of meta.comments ?? []) findings.push(`text chunk "${comment.keyword}"`);
  return [...findings, ...markersIn(bytes)];
}

interface Box {
  readonly type: string;
  /** Offset of the box's content (after size and type). */
  readonly start: number;
  readonly end: number;
}

function childBoxes(bytes: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let pos = start;
  while (pos + 8 <= end) {
    let size = bytes.readUInt32BE(pos);
    let header = 8;
    if (size === 1 && pos + 16 <= end) {
      size = Number(bytes.readBigUInt64BE(pos + 8));
      header = 16;
    } else if (size === 0) {
      size = end - pos;
    }
    if (size < header || pos + size > end) {
      throw new Error(`malformed box at byte ${pos}`);
    }
    boxes.push({
      type: bytes.toString('latin1', pos + 4, pos + 8),
      start: pos + header,
      end: pos + size,
    });
    pos += size;
  }
  return boxes;
}

/** A box type as text; Apple's `keys` items are numbered (1, 2, ...), not named. */
const printable = (type: string) =>
  /^[\x20-\x7e\xa9]{4}$/.test(type) ? type : `#${Buffer.from(type, 'latin1').readUInt32BE(0)}`;

/** `meta` is a full box (4 bytes of version and flags) in ISO files, a plain container in QuickTime. */
const metaChildrenStart = (bytes: Buffer, box: Box) =>
  box.end - box.start >= 4 && bytes.readUInt32BE(box.start) === 0 ? box.start + 4 : box.start;

/** mvhd, tkhd and mdhd start with version (1 byte), flags (3), then the creation time. */
function creationTime(bytes: Buffer, box: Box): number {
  if (box.end - box.start < 12) return 0;
  return bytes[box.start] === 1
    ? Number(bytes.readBigUInt64BE(box.start + 4))
    : bytes.readUInt32BE(box.start + 4);
}

/**
 * The metadata an MP4's box structure carries: user data (`udta`: ©xyz location, loci, ©mak,
 * ©mod, XMP_), Apple's `meta`/`keys` items (com.apple.quicktime.location.ISO6709, make, model),
 * filled `ilst` tags (encoder, dates), `uuid` boxes (XMP), timed metadata tracks (Apple `mebx`) and
 * recording dates in the movie, track and media headers. An empty `udta/meta/hdlr/ilst` shell, as
 * FFmpeg writes it, holds nothing and passes. The media data (`mdat`) is not searched.
 */
function mp4Findings(bytes: Buffer): string[] {
  const findings: string[] = [];
  const visit = (boxes: Box[], trail: string) => {
    for (const box of boxes) {
      const where = `${trail}${box.type}`;
      const children = () => childBoxes(bytes, box.start, box.end);
      switch (box.type) {
        case 'moov':
          findings.push(...markersIn(bytes.subarray(box.start, box.end)));
          visit(children(), `${where}/`);
          break;
        case 'trak':
        case 'mdia':
        case 'edts':
        case 'moof':
        case 'traf':
          visit(children(), `${where}/`);
          break;
        case 'mvhd':
        case 'tkhd':
        case 'mdhd':
          if (creationTime(bytes, box) !== 0) findings.push(`${where}: recording date`);
          break;
        case 'hdlr':
          // A track whose handler is "meta" is a timed metadata track (e.g. Apple's location).
          if (
            trail.endsWith('mdia/') &&
            bytes.toString('latin1', box.start + 8, box.start + 12) === 'meta'
          )
            findings.push(`${where}: timed metadata track`);
          break;
        case 'udta':
          for (const child of children()) {
            if (child.type === 'meta') visit([child], `${where}/`);
            else findings.push(`${where}/${child.type}`);
          }
          break;
        case 'meta':
          for (const child of childBoxes(bytes, metaChildrenStart(bytes, box), box.end)) {
            if (child.type === 'ilst') {
              const items = childBoxes(bytes, child.start, child.end);
              if (items.length > 0)
                findings.push(
                  `${where}/ilst: ${items.map((item) => printable(item.type)).join(', ')}`,
                );
            } else if (child.type !== 'hdlr' && child.type !== 'free') {
              findings.push(`${where}/${child.type}`);
            }
          }
          break;
        case 'uuid':
          findings.push(`${where} (vendor data such as XMP)`);
          break;
        default:
      }
    }
  };
  try {
    visit(childBoxes(bytes, 0, bytes.length), '');
  } catch (error) {
    findings.push(`unreadable MP4 structure: ${(error as Error).message}`);
  }
  return findings;
}

/** Global tags FFmpeg reads from an MP4 that are no metadata: they come from the `ftyp` box. */
const FILE_TYPE_TAGS = new Set(['major_brand', 'minor_version', 'compatible_brands']);

/** The global tags FFmpeg finds (`-f ffmetadata`), apart from the file type: a second opinion. */
async function ffmpegTags(ffmpegPath: string, file: string): Promise<string[]> {
  const {stdout} = await run(ffmpegPath, [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-i', file],
    ...['-fflags', '+bitexact', '-f', 'ffmetadata', '-'],
  ]);
  return stdout
    .split('\n')
    .filter((line) => line && !line.startsWith(';'))
    .map((line) => line.split('=')[0]!)
    .filter((key) => !FILE_TYPE_TAGS.has(key));
}

/**
 * What a file under build/images or build/videos still carries; `[]` when clean. With
 * `ffmpegPath`, a video's tags are also read by FFmpeg.
 */
export async function metadataFindings(
  file: string,
  options: {ffmpegPath?: string} = {},
): Promise<string[]> {
  let ext = path.extname(file).toLowerCase();
  let bytes = await readFile(file);
  // A pre-compressed copy (plugins/precompress, e.g. favicon.svg.br) is read as the file it holds.
  if (ext === '.br' || ext === '.gz') {
    bytes = ext === '.br' ? brotliDecompressSync(bytes) : gunzipSync(bytes);
    ext = path.extname(file.slice(0, -ext.length)).toLowerCase();
    if (ext === '.mp4')
      return ['a compressed copy of a video: cannot tell whether it carries metadata'];
  }
  switch (ext) {
    case '.jpg':
    case '.jpeg':
    case '.png':
    case '.webp':
    case '.avif':
      return imageFindings(bytes);
    case '.svg': {
      const text = bytes.toString('utf8');
      return ['<metadata', 'rdf:RDF', 'xmpmeta'].filter((marker) => text.includes(marker));
    }
    case '.mp4': {
      const findings = mp4Findings(bytes);
      if (options.ffmpegPath) {
        const tags = await ffmpegTags(options.ffmpegPath, file);
        if (tags.length > 0) findings.push(`tags read by FFmpeg: ${tags.join(', ')}`);
      }
      return findings;
    }
    default:
      return [`unexpected file type "${ext}": cannot tell whether it carries metadata`];
  }
}
