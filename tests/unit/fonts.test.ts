import {readFileSync} from 'node:fs';
import {brotliDecompressSync} from 'node:zlib';
import {describe, expect, test} from '@jest/globals';
import config from '@site/docusaurus.config';

/**
 * The heading font's two @font-face rules (src/css/custom.css): the preloaded German subset must
 * have a glyph for every letter its unicode-range claims, and the whole Latin-1 file must cover
 * all of them as well, so that no letter of a heading falls back to another typeface.
 */

const css = readFileSync('src/css/custom.css', 'utf8');

interface FontFace {
  readonly url: string;
  readonly codePoints: ReadonlySet<number>;
}

function fontFaces(): FontFace[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const url = /url\('([^']+)'\)/.exec(body!)![1]!;
    const range = /unicode-range:([^;]+);/.exec(body!)![1]!;
    const codePoints = new Set<number>();
    for (const [, from, to] of range.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi)) {
      for (let code = parseInt(from!, 16); code <= parseInt(to ?? from!, 16); code += 1) {
        codePoints.add(code);
      }
    }
    return {url, codePoints};
  });
}

/** A WOFF2 file's tables (https://www.w3.org/TR/WOFF2/#table_dir_format), as the font stores them. */
function woff2Tables(file: Buffer): Map<string, Buffer> {
  // Only glyf (10) and loca (11) change meaning with the transform bits; cmap is tag 0.
  const knownTags = [
    'cmap',
    'head',
    'hhea',
    'hmtx',
    'maxp',
    'name',
    'OS/2',
    'post',
    'cvt ',
    'fpgm',
    'glyf',
    'loca',
  ];
  let position = 48;
  const readBase128 = (): number => {
    let value = 0;
    for (;;) {
      const byte = file[position++]!;
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
  };
  const entries: {tag: string; length: number}[] = [];
  for (let index = 0; index < file.readUInt16BE(12); index += 1) {
    const flags = file[position++]!;
    let tag = knownTags[flags & 0x3f] ?? `#${flags & 0x3f}`;
    if ((flags & 0x3f) === 63) {
      tag = file.toString('latin1', position, position + 4);
      position += 4;
    }
    const originalLength = readBase128();
    const version = flags >> 6;
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    entries.push({tag, length: transformed ? readBase128() : originalLength});
  }
  const data = brotliDecompressSync(file.subarray(position, position + file.readUInt32BE(20)));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const {tag, length} of entries) {
    tables.set(tag, data.subarray(offset, offset + length));
    offset += length;
  }
  return tables;
}

/** The code points a font maps to a glyph (cmap format 4, Windows Unicode BMP). */
function mappedCodePoints(fontPath: string): Set<number> {
  const cmap = woff2Tables(readFileSync(fontPath)).get('cmap')!;
  const mapped = new Set<number>();
  for (let record = 0; record < cmap.readUInt16BE(2); record += 1) {
    const platform = cmap.readUInt16BE(4 + record * 8);
    const encoding = cmap.readUInt16BE(6 + record * 8);
    const table = cmap.readUInt32BE(8 + record * 8);
    if (platform !== 3 || encoding !== 1 || cmap.readUInt16BE(table) !== 4) continue;
    const segments = cmap.readUInt16BE(table + 6) / 2;
    const ends = table + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let segment = 0; segment < segments; segment += 1) {
      const delta = cmap.readInt16BE(deltas + segment * 2);
      const rangeOffsetAt = rangeOffsets + segment * 2;
      const rangeOffset = cmap.readUInt16BE(rangeOffsetAt);
      const start = cmap.readUInt16BE(starts + segment * 2);
      for (let code = start; code <= cmap.readUInt16BE(ends + segment * 2); code += 1) {
        const glyph =
          rangeOffset === 0
            ? (code + delta) & 0xffff
            : cmap.readUInt16BE(rangeOffsetAt + rangeOffset + (code - start) * 2);
        if (code !== 0xffff && glyph !== 0) mapped.add(code);
      }
    }
  }
  return mapped;
}

const hex = (codes: number[]) =>
  codes.map((code) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`);

describe('the heading font', () => {
  const faces = fontFaces();
  const [latin, german] = faces;

  test('has a whole Latin-1 rule and, after it, the German subset', () => {
    expect(faces.map((face) => face.url)).toEqual([
      '/fonts/cormorant-garamond-latin-600-normal.woff2',
      '/fonts/cormorant-garamond-german-600-normal.woff2',
    ]);
  });

  test('the German file has a glyph for every letter of its unicode-range', () => {
    const mapped = mappedCodePoints(`static${german!.url}`);
    expect(mapped.size).toBeGreaterThan(150);
    expect(hex([...german!.codePoints].filter((code) => !mapped.has(code)))).toEqual([]);
  });

  test('the Latin-1 file covers every letter of the German subset, and more', () => {
    const mapped = mappedCodePoints(`static${latin!.url}`);
    expect(hex([...german!.codePoints].filter((code) => !mapped.has(code)))).toEqual([]);
    expect(hex([...german!.codePoints].filter((code) => !latin!.codePoints.has(code)))).toEqual([]);
    expect(mapped.size).toBeGreaterThan(german!.codePoints.size);
  });

  test('the German file is the one preloaded', () => {
    const preloads = (config.headTags ?? []).filter(
      (tag) => tag.tagName === 'link' && tag.attributes?.rel === 'preload',
    );
    expect(preloads.map((tag) => tag.attributes?.href)).toEqual([german!.url]);
  });
});
