#!/usr/bin/env node
/**
 * `npm run media:placeholders`: generates every placeholder photo and video of the site, plus the
 * logo, favicons and the social share image. The MANIFEST below is the media inventory: the exact
 * public paths the pages use, the size of the real photo each file stands for and the caption on
 * the placeholder. The owner replaces a file by dropping her own under the same name; the build
 * makes the responsive variants (plugins/responsive-images), so nothing else has to change.
 *
 * The generated files are committed: a fresh checkout builds without this script and without
 * ffmpeg. Regenerate after changing the manifest or the artwork:
 *
 *   npm run media:placeholders               # everything
 *   npm run media:placeholders -- galerie    # only paths containing "galerie"
 *
 * Needs sharp (npm) and, for the videos, ffmpeg with libx264 on the PATH (Debian: apt install ffmpeg).
 *
 * Text is set in Cormorant Garamond (the site's heading font) and Lato (a dev dependency only for
 * these placeholders; the site's body text uses the device's own sans-serif). sharp's librsvg
 * finds fonts through fontconfig, and its bundled FreeType reads no WOFF, so the WOFF files are
 * unpacked to TrueType in a temporary folder that a temporary fontconfig file adds to the system's.
 *
 * Videos: H.264 MP4 only. WebM (VP9) was measured on these clips at equal quality (SSIM against a
 * lossless render): VP9 crf 48 gave 33.7 KB for 48.1 KB of MP4 (haerchentechnik, SSIM 0.9960),
 * and about 45 KB for 69 KB (microneedling, SSIM 0.9946): 15–25 KB saved per video, paid only when
 * a visitor plays it. Not worth a second file per video that the owner would have to produce.
 */
import {spawn, spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {inflateSync} from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = join(root, 'static');

// ---------------------------------------------------------------------------------------------
// The inventory. `motif` picks the line drawing; `beforeAfter` splits the picture into
// "Vorher" and "Nachher"; videos get `animation`. Captions are German: they are what the owner
// sees when she looks for the file to replace.
// ---------------------------------------------------------------------------------------------

/** @typedef {{path: string, width: number, height: number, caption: string, kicker?: string, motif: string, variant?: string, beforeAfter?: boolean, tint?: string, animation?: string}} Item */

/** @type {Item[]} */
export const MANIFEST = [
  // Home
  {path: '/images/home/hero.jpg', width: 1920, height: 1280, kicker: 'Titelbild', caption: 'Behandlungsraum, Gesichtsbehandlung', motif: 'face'},
  {path: '/images/home/intro-studio.jpg', width: 1200, height: 900, caption: 'Das Studio / Empfang', motif: 'studio'},
  {path: '/images/home/intro-beratung.jpg', width: 1200, height: 900, caption: 'Persönliche Hautberatung', motif: 'consultation'},
  {path: '/images/home/permanent-makeup-banner.jpg', width: 2400, height: 900, kicker: 'Banner', caption: 'Permanent Make-up', motif: 'pmu'},
  // Home service cards
  {path: '/images/leistungen/aqua-facial.jpg', width: 1200, height: 900, caption: 'Aqua Facial', motif: 'drop'},
  {path: '/images/leistungen/permanent-makeup.jpg', width: 1200, height: 900, caption: 'Permanent Make-up', motif: 'brow', variant: 'hair'},
  {path: '/images/leistungen/wimpernverlaengerung.jpg', width: 1200, height: 900, caption: 'Wimpernverlängerung', motif: 'eye', variant: 'lashes'},
  {path: '/images/leistungen/gesichtsbehandlungen.jpg', width: 1200, height: 900, caption: 'Gesichtsbehandlungen', motif: 'face'},
  // Salon info cards
  {path: '/images/salon/behandlungsraum.jpg', width: 1200, height: 900, caption: 'Behandlungsraum im Grünen', motif: 'leaf', tint: '#e3e6d6'},
  {path: '/images/salon/zertifiziertes-personal.jpg', width: 1200, height: 900, caption: 'Zertifiziert, über 25 Jahre Erfahrung', motif: 'badge'},
  {path: '/images/salon/luxus-kosmetikprodukte.jpg', width: 1200, height: 900, caption: 'Deutsche Luxuskosmetik', motif: 'bottles'},
  // Social strip (4:5)
  {path: '/videos/social/instagram-reel-wimpernlifting.mp4', width: 1080, height: 1350, kicker: 'Instagram-Reel', caption: 'Wimpernlifting', motif: 'eye', variant: 'lift', animation: 'lift'},
  {path: '/images/social/instagram-augenbrauen.jpg', width: 1080, height: 1350, kicker: 'Instagram', caption: 'Augenbrauen', motif: 'brow', variant: 'hair'},
  {path: '/images/social/instagram-lippen.jpg', width: 1080, height: 1350, kicker: 'Instagram', caption: 'Lippen', motif: 'lips', variant: 'shade'},
  {path: '/images/social/facebook-studio.jpg', width: 1080, height: 1350, kicker: 'Facebook', caption: 'Studio', motif: 'studio'},
  {path: '/images/social/treatwell-aqua-facial.jpg', width: 1080, height: 1350, kicker: 'Treatwell', caption: 'Aqua Facial', motif: 'drop'},
  // Gallery: permanent make-up (in page order) and microneedling
  {path: '/images/galerie/augenbrauen-microblading-01.jpg', width: 1200, height: 1200, caption: 'Vorher / Nachher – Microblading', motif: 'brow', variant: 'hair', beforeAfter: true},
  {path: '/images/galerie/augenbrauen-microblading-02.jpg', width: 1200, height: 1200, caption: 'Vorher / Nachher – Microblading', motif: 'brow', variant: 'hair2', beforeAfter: true},
  {path: '/images/galerie/augenbrauen-powder-brows-01.jpg', width: 1200, height: 1200, caption: 'Vorher / Nachher – Powder Brows', motif: 'brow', variant: 'powder', beforeAfter: true},
  {path: '/videos/galerie/augenbrauen-haerchentechnik.mp4', width: 1080, height: 1080, kicker: 'Video', caption: 'Härchentechnik Augenbrauen', motif: 'brow', variant: 'hair', beforeAfter: true, animation: 'sweep'},
  {path: '/images/galerie/lippen-kontur-01.jpg', width: 1200, height: 1200, caption: 'Vorher / Nachher – Lippenkontur', motif: 'lips', variant: 'contour', beforeAfter: true},
  {path: '/images/galerie/lippen-schattierung-01.jpg', width: 1200, height: 1200, caption: 'Vorher / Nachher – Lippenschattierung', motif: 'lips', variant: 'shade', beforeAfter: true},
  {path: '/videos/galerie/lippen-schattierung.mp4', width: 1080, height: 1080, kicker: 'Video', caption: 'Lippenschattierung', motif: 'lips', variant: 'shade', beforeAfter: true, animation: 'sweep'},
  {path: '/images/galerie/lidstrich-oberlid-01.jpg', width: 1200, height: 1200, caption: 'Vorher / Nachher – Lidstrich oben', motif: 'eye', variant: 'upper', beforeAfter: true},
  {path: '/images/galerie/lidstrich-unterlid-01.jpg', width: 1200, height: 1200, caption: 'Vorher / Nachher – Lidstrich unten', motif: 'eye', variant: 'lower', beforeAfter: true},
  {path: '/videos/galerie/lidstrich-oberlid.mp4', width: 1080, height: 1080, kicker: 'Video', caption: 'Lidstrich Oberlid', motif: 'eye', variant: 'upper', beforeAfter: true, animation: 'sweep'},
  {path: '/images/galerie/augenbrauen-schattierung-01.jpg', width: 1200, height: 1200, caption: 'Vorher / Nachher – Augenbrauen-Schattierung', motif: 'brow', variant: 'powder', beforeAfter: true},
  {path: '/videos/galerie/microneedling-lichttherapie.mp4', width: 1080, height: 1080, kicker: 'Video', caption: 'Microneedling mit Lichttherapie', motif: 'light', animation: 'pulse'},
  // Blog (16:9)
  {path: '/images/blog/slow-aging-durch-ernaehrung.jpg', width: 1600, height: 900, kicker: 'Beauty-Blog', caption: 'Slow Aging durch Ernährung', motif: 'bowl'},
  {path: '/images/blog/saftkuren-detox-gerson-therapie.jpg', width: 1600, height: 900, kicker: 'Beauty-Blog', caption: 'Saftkuren, Detox, Gerson', motif: 'juice'},
];

/** Byte budgets per file; the script fails when a generated file is larger. */
const BUDGET = {image: 150_000, hero: 250_000, poster: 150_000, video: 300_000, socialCard: 150_000};
const JPEG = {quality: 72, mozjpeg: true, chromaSubsampling: '4:2:0'};
const VIDEO = {seconds: 4, fps: 25, crf: 30};

const COLORS = {
  accent: '#814a13',
  star: '#a5794c',
  text: '#2b2320',
  muted: '#5f534c',
  bg: '#fffdfa',
  surface: '#f6efe7',
  line: '#e4d6c7',
};

/** The monogram of src/components/Logo (same geometry, 48×48 view box). */
const MONOGRAM_PATH =
  'M13 15h11v2.2h-8.3v5.6h7.4V25h-7.4v5.8H24V33H13zM26 33V15h2.6l4.4 10.1 4.4-10.1H40v18h-2.5V20.3L34 28.6h-2l-3.5-8.3V33z';

// ---------------------------------------------------------------------------------------------
// Fonts
// ---------------------------------------------------------------------------------------------

/** Unpacks a WOFF 1.0 file into the TrueType/OpenType file it wraps (zlib per table). */
function woffToSfnt(woff) {
  if (woff.readUInt32BE(0) !== 0x774f4646) {
    throw new Error('not a WOFF 1.0 file');
  }
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i += 1) {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    });
  }
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const chunks = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const entry = 12 + i * 16;
    table.tag.copy(header, entry);
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(chunks);
}

/** Makes the site's fonts visible to sharp; returns the temporary folder to delete at the end. */
function installFonts() {
  const dir = mkdtempSync(join(tmpdir(), 'placeholder-fonts-'));
  const fontsource = join(root, 'node_modules', '@fontsource');
  const files = [
    'cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff',
    'cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff',
    'lato/files/lato-latin-400-normal.woff',
    'lato/files/lato-latin-700-normal.woff',
  ];
  for (const file of files) {
    const ttf = join(dir, file.split('/').pop().replace(/\.woff$/, '.ttf'));
    writeFileSync(ttf, woffToSfnt(readFileSync(join(fontsource, file))));
  }
  writeFileSync(
    join(dir, 'fonts.conf'),
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${dir}</dir>
  <cachedir>${join(dir, 'cache')}</cachedir>
</fontconfig>
`,
  );
  // Read by fontconfig when librsvg first sets text, which is after this assignment.
  process.env.FONTCONFIG_FILE = join(dir, 'fonts.conf');
  return dir;
}

// Family names as the unpacked files declare them (fc-scan).
const SERIF = "'Cormorant Garamond SemiBold', 'Cormorant Garamond', 'DejaVu Serif', serif";
const SERIF_ITALIC = "'Cormorant Garamond Medium', 'Cormorant Garamond', 'DejaVu Serif', serif";
const SANS = "Lato, 'DejaVu Sans', sans-serif";

// ---------------------------------------------------------------------------------------------
// Artwork
// ---------------------------------------------------------------------------------------------

const escapeXml = (text) =>
  text.replace(/[<>&'"]/g, (c) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;'})[c]);

/** A small deterministic random generator, seeded by the file path: same input, same picture. */
function random(seed) {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

/** Unique ids for gradients: a motif drawn twice (before and after) must not share one. */
let uid = 0;
const nextId = (name) => `${name}${(uid += 1)}`;

/** Stroke attributes; `line()` adds fill="none" for open outlines. */
const stroke = (width, opacity = 1, color = COLORS.accent) =>
  `stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="${opacity}"`;

const line = (width, opacity, color) => `fill="none" ${stroke(width, opacity, color)}`;

/**
 * Line drawings in a 100×100 box. `strength` 0..1 draws the "before" state faintly and sparsely
 * (1 = the finished result); `phase` 0..1 animates where a motif moves.
 */
const MOTIFS = {
  brow(variant = 'hair', strength = 1) {
    const arch = (t) => {
      // A quadratic arch from the inner to the outer end of the brow.
      const [x0, y0, cx, cy, x1, y1] = [10, 62, 58, 26, 92, 54];
      const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1;
      const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1;
      return [x, y];
    };
    const faint = strength < 1;
    if (variant === 'powder') {
      const opacity = faint ? 0.18 : 0.8;
      const id = nextId('powder');
      return `
        <defs><linearGradient id="${id}" x1="0" x2="1">
          <stop offset="0" stop-color="${COLORS.star}" stop-opacity="${opacity * 0.25}"/>
          <stop offset="0.55" stop-color="${COLORS.accent}" stop-opacity="${opacity * 0.75}"/>
          <stop offset="1" stop-color="${COLORS.accent}" stop-opacity="${opacity}"/>
        </linearGradient></defs>
        <path d="M10 63 Q56 22 92 54 Q86 52 80 50 Q56 36 12 68 Z" fill="url(#${id})"/>
        <path d="M10 63 Q56 22 92 54" ${line(0.8, faint ? 0.25 : 0.5)}/>`;
    }
    const count = faint ? 9 : variant === 'hair2' ? 30 : 24;
    const rand = random(`${variant}${strength}`);
    let hairs = '';
    for (let i = 0; i < count; i += 1) {
      const t = (i + 0.5) / count;
      const [x, y] = arch(t);
      const lean = 0.9 - t * 1.1; // hairs stand up at the inner end, lie flat at the tail
      const length = 9 + rand() * 4 - t * 3;
      const dx = Math.cos(-Math.PI / 2 + lean) * length;
      const dy = Math.sin(-Math.PI / 2 + lean) * length;
      const bend = 2 + rand() * 2;
      hairs += `<path d="M${(x - dx / 2).toFixed(1)} ${(y - dy / 2 + 4).toFixed(1)} q${(dx / 2 + bend).toFixed(1)} ${(dy / 2).toFixed(1)} ${dx.toFixed(1)} ${dy.toFixed(1)}" ${line(faint ? 0.9 : 1.3, faint ? 0.35 : 0.85)}/>`;
    }
    return hairs;
  },

  lips(variant = 'contour', strength = 1) {
    const faint = strength < 1;
    const outline =
      'M8 52 C20 40 32 33 41 38 C45 40 48 41 50 39 C52 41 55 40 59 38 C68 33 80 40 92 52 C80 66 65 74 50 74 C35 74 20 66 8 52 Z';
    const middle = 'M8 52 C24 56 38 53 50 55 C62 53 76 56 92 52';
    const shade = variant === 'shade' && !faint;
    const id = nextId('lipShade');
    return `
      <defs><radialGradient id="${id}" cx="0.5" cy="0.55" r="0.6">
        <stop offset="0" stop-color="${COLORS.star}" stop-opacity="0.55"/>
        <stop offset="1" stop-color="${COLORS.accent}" stop-opacity="0.85"/>
      </radialGradient></defs>
      <path d="${outline}" fill="${shade ? `url(#${id})` : 'none'}" ${shade ? '' : stroke(faint ? 0.8 : 2.2, faint ? 0.3 : 0.9)}/>
      <path d="${middle}" ${line(faint ? 0.7 : 1.2, faint ? 0.3 : shade ? 0.45 : 0.7, shade ? COLORS.bg : COLORS.accent)}/>`;
  },

  eye(variant = 'lashes', strength = 1, phase = 0) {
    const faint = strength < 1;
    const upper = 'M8 54 C28 30 72 30 92 54';
    const lower = 'M8 54 C28 72 72 72 92 54';
    let lashes = '';
    if (variant === 'lashes' || variant === 'lift') {
      // Lift: the lashes swing from lying down (phase 0) to curled up (phase 1).
      const lift = variant === 'lift' ? phase : 1;
      for (let i = 0; i < 13; i += 1) {
        const t = 0.1 + (i / 12) * 0.8;
        const x = (1 - t) ** 3 * 8 + 3 * (1 - t) ** 2 * t * 28 + 3 * (1 - t) * t * t * 72 + t ** 3 * 92;
        const y = (1 - t) ** 3 * 54 + 3 * (1 - t) ** 2 * t * 30 + 3 * (1 - t) * t * t * 30 + t ** 3 * 54;
        const spread = (t - 0.5) * 1.4;
        const angle = -Math.PI / 2 + spread + (1 - lift) * 0.9 * Math.sign(spread || 1) * 0.6;
        const length = 9 + (1 - Math.abs(t - 0.5)) * 5;
        const ex = x + Math.cos(angle) * length;
        const ey = y + Math.sin(angle) * length * (0.55 + 0.45 * lift);
        lashes += `<path d="M${x.toFixed(1)} ${y.toFixed(1)} Q${((x + ex) / 2 + 1).toFixed(1)} ${((y + ey) / 2 - 2 * lift).toFixed(1)} ${ex.toFixed(1)} ${ey.toFixed(1)}" ${line(1.1, 0.8)}/>`;
      }
    }
    const liner =
      variant === 'upper'
        ? `<path d="M10 52 C30 31 72 30 91 52 L98 44 C84 40 70 32 50 33 C30 33 18 42 10 52 Z" fill="${COLORS.accent}" fill-opacity="${faint ? 0 : 0.85}"/>`
        : variant === 'lower'
          ? `<path d="M14 58 C32 72 70 72 90 56 C72 68 34 68 14 58 Z" fill="${COLORS.accent}" fill-opacity="${faint ? 0 : 0.85}" stroke="${COLORS.accent}" stroke-width="${faint ? 0 : 1.4}" stroke-opacity="${faint ? 0 : 0.85}"/>`
          : '';
    return `
      <path d="${upper}" ${line(faint ? 0.8 : 1.6, faint ? 0.35 : 0.9)}/>
      <path d="${lower}" ${line(faint ? 0.7 : 1.2, faint ? 0.3 : 0.7)}/>
      <circle cx="50" cy="53" r="12" ${line(faint ? 0.7 : 1.2, faint ? 0.3 : 0.75)}/>
      <circle cx="50" cy="53" r="5" fill="${COLORS.accent}" fill-opacity="${faint ? 0.2 : 0.55}"/>
      ${liner}${lashes}`;
  },

  face() {
    return `
      <ellipse cx="50" cy="54" rx="25" ry="32" ${line(1.4, 0.8)}/>
      <path d="M25 40 C34 28 66 28 75 40 C70 34 30 34 25 40 Z" fill="${COLORS.star}" fill-opacity="0.45"/>
      <path d="M25 40 C34 30 66 30 75 40" ${line(3.2, 0.35, COLORS.star)}/>
      <path d="M36 55 q5 4 10 0 M54 55 q5 4 10 0" ${line(1.3, 0.85)}/>
      <path d="M45 72 q5 3 10 0" ${line(1.2, 0.7)}/>
      <circle cx="20" cy="24" r="3" fill="${COLORS.star}" fill-opacity="0.5"/>
      <circle cx="84" cy="78" r="4" fill="${COLORS.star}" fill-opacity="0.35"/>`;
  },

  studio() {
    return `
      <path d="M22 88 V42 A28 28 0 0 1 78 42 V88 Z" ${line(1.5, 0.85)}/>
      <path d="M50 14 V88 M22 52 H78" ${line(0.9, 0.45)}/>
      <path d="M14 88 H86" ${line(1.6, 0.85)}/>
      <path d="M64 88 V76 H76 V88" ${line(1.2, 0.7)}/>
      <path d="M70 76 C66 64 60 62 58 56 M70 76 C72 64 78 60 82 58 M70 76 C70 66 70 60 70 52" ${line(1.1, 0.7)}/>
      <ellipse cx="59" cy="57" rx="4" ry="2" transform="rotate(-35 59 57)" fill="${COLORS.star}" fill-opacity="0.5"/>
      <ellipse cx="81" cy="58" rx="4" ry="2" transform="rotate(30 81 58)" fill="${COLORS.star}" fill-opacity="0.5"/>
      <ellipse cx="70" cy="52" rx="2" ry="4" fill="${COLORS.star}" fill-opacity="0.5"/>`;
  },

  consultation() {
    return `
      <path d="M12 24 H58 A6 6 0 0 1 64 30 V52 A6 6 0 0 1 58 58 H30 L20 68 V58 H18 A6 6 0 0 1 12 52 V30 A6 6 0 0 1 18 24 Z" ${line(1.4, 0.85)}/>
      <path d="M40 46 H82 A6 6 0 0 1 88 52 V72 A6 6 0 0 1 82 78 H80 V88 L70 78 H46 A6 6 0 0 1 40 72 Z" fill="${COLORS.star}" fill-opacity="0.22" ${stroke(1.4, 0.85)}/>
      <path d="M22 36 H52 M22 44 H44" ${line(1.2, 0.55)}/>
      <path d="M50 60 H78 M50 67 H70" ${line(1.2, 0.55)}/>`;
  },

  drop() {
    return `
      <path d="M50 12 C62 32 74 46 74 62 A24 24 0 0 1 26 62 C26 46 38 32 50 12 Z" fill="${COLORS.star}" fill-opacity="0.18" ${stroke(1.5, 0.85)}/>
      <path d="M38 62 A12 12 0 0 0 48 74" ${line(1.4, 0.6)}/>
      <circle cx="80" cy="30" r="5" ${line(1, 0.55)}/>
      <circle cx="86" cy="46" r="3" ${line(1, 0.45)}/>
      <circle cx="18" cy="40" r="4" ${line(1, 0.5)}/>`;
  },

  leaf() {
    let leaves = '';
    const points = [
      [34, 66, -40],
      [44, 52, 35],
      [46, 40, -35],
      [58, 30, 40],
      [58, 18, -20],
    ];
    for (const [x, y, angle] of points) {
      leaves += `<path d="M0 0 C6 -8 18 -8 24 0 C18 8 6 8 0 0 Z M0 0 H20" transform="translate(${x} ${y}) rotate(${angle})" fill="#7d8a5a" fill-opacity="0.28" ${stroke(1.1, 0.8, '#5e6b3c')}/>`;
    }
    return `<path d="M24 92 C30 70 40 50 60 14" ${line(1.5, 0.85, '#5e6b3c')}/>${leaves}`;
  },

  badge() {
    return `
      <path d="M38 62 L30 92 L40 86 L46 94 L50 68 M62 62 L70 92 L60 86 L54 94 L50 68" fill="${COLORS.star}" fill-opacity="0.25" ${stroke(1.2, 0.8)}/>
      <circle cx="50" cy="42" r="28" fill="${COLORS.bg}" ${stroke(1.6, 0.9)}/>
      <circle cx="50" cy="42" r="22" ${line(0.8, 0.5)}/>
      <text x="50" y="50" text-anchor="middle" font-family="${SERIF}" font-size="22" fill="${COLORS.accent}">25+</text>`;
  },

  bottles() {
    return `
      <path d="M18 90 V52 A6 6 0 0 1 24 46 H40 A6 6 0 0 1 46 52 V90 Z" fill="${COLORS.star}" fill-opacity="0.2" ${stroke(1.4, 0.85)}/>
      <path d="M26 46 V38 H38 V46 M30 38 V26 A2 2 0 0 1 34 26 V38" ${line(1.3, 0.8)}/>
      <path d="M52 90 V30 A8 8 0 0 1 60 22 H66 A8 8 0 0 1 74 30 V90 Z" ${line(1.4, 0.85)}/>
      <path d="M58 22 V14 H68 V22" ${line(1.3, 0.8)}/>
      <path d="M56 50 H70 M56 56 H66" ${line(1, 0.5)}/>
      <path d="M76 90 V78 A4 4 0 0 1 80 74 H92 A4 4 0 0 1 96 78 V90 Z" fill="${COLORS.accent}" fill-opacity="0.18" ${stroke(1.3, 0.8)}/>
      <path d="M10 90 H98" ${line(1.4, 0.7)}/>`;
  },

  light(_variant, _strength, phase = 0) {
    // LED light therapy: rings breathe with the phase; needling dots stay.
    const glow = 0.5 + 0.5 * Math.sin(phase * Math.PI * 2);
    let rings = '';
    for (let i = 0; i < 4; i += 1) {
      const r = 12 + i * 10 + glow * 4;
      rings += `<circle cx="50" cy="50" r="${r.toFixed(2)}" ${line(1.2, (0.85 - i * 0.18) * (0.6 + 0.4 * glow))}/>`;
    }
    let dots = '';
    for (let row = 0; row < 3; row += 1) {
      for (let col = 0; col < 3; col += 1) {
        dots += `<circle cx="${42 + col * 8}" cy="${42 + row * 8}" r="1.5" fill="${COLORS.accent}" fill-opacity="0.8"/>`;
      }
    }
    const id = nextId('led');
    return `
      <defs><radialGradient id="${id}"><stop offset="0" stop-color="${COLORS.star}" stop-opacity="${(0.35 + 0.35 * glow).toFixed(3)}"/><stop offset="1" stop-color="${COLORS.star}" stop-opacity="0"/></radialGradient></defs>
      <circle cx="50" cy="50" r="48" fill="url(#${id})"/>${rings}${dots}`;
  },

  bowl() {
    return `
      <path d="M12 54 H88 A38 34 0 0 1 12 54 Z" fill="${COLORS.star}" fill-opacity="0.15" ${stroke(1.5, 0.85)}/>
      <path d="M40 88 H60" ${line(1.5, 0.85)}/>
      <circle cx="32" cy="46" r="7" fill="#9b3d3d" fill-opacity="0.35" ${stroke(1, 0.7)}/>
      <circle cx="44" cy="44" r="5" fill="#6a3a6e" fill-opacity="0.3" ${stroke(1, 0.7)}/>
      <circle cx="68" cy="46" r="7" fill="#c58a3a" fill-opacity="0.35" ${stroke(1, 0.7)}/>
      <path d="M50 50 C50 36 58 28 70 26 C68 38 60 46 50 50 Z" fill="#7d8a5a" fill-opacity="0.35" ${stroke(1.1, 0.75, '#5e6b3c')}/>
      <path d="M56 48 C50 40 42 34 30 34 C36 44 46 48 56 48 Z" fill="#7d8a5a" fill-opacity="0.3" ${stroke(1.1, 0.75, '#5e6b3c')}/>`;
  },

  juice() {
    const glass = (x, fill) => `
      <path d="M${x} 34 H${x + 24} L${x + 21} 90 H${x + 3} Z" ${line(1.4, 0.85)}/>
      <path d="M${x + 1.2} 50 H${x + 22.8} L${x + 20.9} 88 H${x + 3.1} Z" fill="${fill}" fill-opacity="0.45"/>
      <path d="M${x + 15} 50 L${x + 22} 14" ${line(1.3, 0.8)}/>`;
    return `${glass(14, '#7d8a5a')}${glass(38, '#c58a3a')}${glass(62, '#9b3d3d')}
      <path d="M8 90 H92" ${line(1.4, 0.7)}/>`;
  },

  pmu() {
    // The banner: brow, eye and lips side by side (drawn in a 300×100 box by the caller).
    return `
      <g transform="translate(0 0)">${MOTIFS.brow('hair')}</g>
      <g transform="translate(100 0)">${MOTIFS.eye('upper')}</g>
      <g transform="translate(200 0)">${MOTIFS.lips('shade')}</g>`;
  },
};

/** Caption lines that fit `maxWidth` at `fontSize`, using an average glyph width. */
function wrap(text, fontSize, maxWidth, glyph = 0.47) {
  const fits = (line) => line.length * fontSize * glyph <= maxWidth;
  if (fits(text)) {
    return [text];
  }
  // Prefer a break after the dash of "Vorher / Nachher – ...", then the most balanced break.
  const dash = text.indexOf(' – ');
  if (dash > 0 && fits(text.slice(0, dash + 2)) && fits(text.slice(dash + 3))) {
    return [text.slice(0, dash + 2), text.slice(dash + 3)];
  }
  const words = text.split(' ');
  let best = null;
  for (let i = 1; i < words.length; i += 1) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const longest = Math.max(...lines.map((l) => l.length));
    if (!best || longest < best.longest) {
      best = {lines, longest};
    }
  }
  return best && fits(best.lines[0]) && fits(best.lines[1]) ? best.lines : null;
}

/** The caption block: "PLATZHALTER · KICKER", the German caption, the file to replace. */
function captionBlock(item, {cx, top, width, scale}) {
  let fontSize = Math.round(scale * 0.085);
  let lines = wrap(item.caption, fontSize, width * 0.9);
  while (!lines) {
    fontSize = Math.round(fontSize * 0.9);
    lines = wrap(item.caption, fontSize, width * 0.9);
  }
  const small = Math.max(14, Math.round(scale * 0.026));
  const lineHeight = fontSize * 1.08;
  const kicker = ['Platzhalter', item.kicker].filter(Boolean).join(' · ').toUpperCase();
  const fileName = item.path.replace(/^\/(images|videos)\//, '');
  const textWidth = Math.max(...lines.map((l) => l.length * fontSize * 0.47), kicker.length * small * 0.75);
  const boxWidth = Math.min(width, textWidth + scale * 0.12);
  const boxHeight = small * 1.6 + lines.length * lineHeight + small * 2.6;
  let y = top + small * 1.9;
  let svg = `<rect x="${(cx - boxWidth / 2).toFixed(1)}" y="${top.toFixed(1)}" width="${boxWidth.toFixed(1)}" height="${(boxHeight + small).toFixed(1)}" rx="${(small * 0.9).toFixed(1)}" fill="${COLORS.bg}" fill-opacity="0.78"/>`;
  svg += `<text x="${cx}" y="${y.toFixed(1)}" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${small}" letter-spacing="${(small * 0.18).toFixed(1)}" fill="${COLORS.accent}">${escapeXml(kicker)}</text>`;
  y += small * 0.6;
  for (const line of lines) {
    y += lineHeight;
    svg += `<text x="${cx}" y="${y.toFixed(1)}" text-anchor="middle" font-family="${SERIF}" font-size="${fontSize}" fill="${COLORS.text}">${escapeXml(line)}</text>`;
  }
  y += small * 2;
  svg += `<text x="${cx}" y="${y.toFixed(1)}" text-anchor="middle" font-family="${SANS}" font-size="${Math.round(small * 0.9)}" fill="${COLORS.muted}">${escapeXml(fileName)}</text>`;
  return {svg, height: boxHeight + small};
}

/** Soft background: a warm diagonal gradient and a few large, blurred-looking glows. */
function background(item, width, height) {
  const rand = random(item.path);
  const tint = item.tint ?? (item.beforeAfter ? '#efe3d6' : '#eddccb');
  let glows = '';
  for (let i = 0; i < 3; i += 1) {
    const r = Math.max(width, height) * (0.35 + rand() * 0.3);
    glows += `<circle cx="${(rand() * width).toFixed(0)}" cy="${(rand() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="url(#glow${i % 2})"/>`;
  }
  return `
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${COLORS.bg}"/>
        <stop offset="0.55" stop-color="${COLORS.surface}"/>
        <stop offset="1" stop-color="${tint}"/>
      </linearGradient>
      <radialGradient id="glow0"><stop offset="0" stop-color="${COLORS.star}" stop-opacity="0.22"/><stop offset="1" stop-color="${COLORS.star}" stop-opacity="0"/></radialGradient>
      <radialGradient id="glow1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>${glows}`;
}

/**
 * The whole picture as SVG. `phase` (0..1) animates videos: the before/after divider sweeps,
 * lashes lift, the light pulses. Phase 0 is the poster frame.
 */
export function artwork(item, phase = 0) {
  const {width, height} = item;
  const scale = Math.min(width, height);
  const cx = width / 2;
  let body = background(item, width, height);

  const caption = captionBlock(item, {cx, top: 0, width: width * 0.9, scale});
  // Videos keep their lower edge free for the play/pause button of the Video component.
  const captionTop = height - caption.height - scale * (item.animation ? 0.16 : 0.07);
  const motifArea = {top: scale * 0.06, bottom: captionTop - scale * 0.04};
  const motifSize = Math.min(motifArea.bottom - motifArea.top, item.beforeAfter ? width * 0.4 : width * 0.8, scale * 0.55);
  const motifY = (motifArea.top + motifArea.bottom) / 2 - motifSize / 2;
  const draw = MOTIFS[item.motif];

  if (item.beforeAfter) {
    // Divider position: the middle for stills and the poster, sweeping for videos.
    const split = item.animation === 'sweep' ? cx + Math.sin(phase * Math.PI * 2) * width * 0.22 : cx;
    const label = Math.round(scale * 0.034);
    const place = (x) => `translate(${(x - motifSize / 2).toFixed(1)} ${motifY.toFixed(1)}) scale(${(motifSize / 100).toFixed(4)})`;
    body += `
      <defs>
        <clipPath id="beforeSide"><rect x="0" y="0" width="${split.toFixed(1)}" height="${height}"/></clipPath>
        <clipPath id="afterSide"><rect x="${split.toFixed(1)}" y="0" width="${(width - split).toFixed(1)}" height="${height}"/></clipPath>
      </defs>
      <g clip-path="url(#beforeSide)">
        <rect width="${width}" height="${height}" fill="#e9e4df" fill-opacity="0.55"/>
        <g transform="${place(width * 0.27)}">${draw(item.variant, 0.3)}</g>
        <g transform="${place(width * 0.73)}">${draw(item.variant, 0.3)}</g>
      </g>
      <g clip-path="url(#afterSide)">
        <g transform="${place(width * 0.27)}">${draw(item.variant, 1)}</g>
        <g transform="${place(width * 0.73)}">${draw(item.variant, 1)}</g>
      </g>
      <path d="M${split.toFixed(1)} 0 V${height}" stroke="${COLORS.bg}" stroke-width="${(scale * 0.006).toFixed(1)}"/>
      <circle cx="${split.toFixed(1)}" cy="${(motifY + motifSize / 2).toFixed(1)}" r="${(scale * 0.03).toFixed(1)}" fill="${COLORS.bg}" stroke="${COLORS.accent}" stroke-width="${(scale * 0.003).toFixed(1)}"/>
      <path d="M${(split - scale * 0.012).toFixed(1)} ${(motifY + motifSize / 2 - scale * 0.01).toFixed(1)} l${(-scale * 0.01).toFixed(1)} ${(scale * 0.01).toFixed(1)} l${(scale * 0.01).toFixed(1)} ${(scale * 0.01).toFixed(1)} M${(split + scale * 0.012).toFixed(1)} ${(motifY + motifSize / 2 - scale * 0.01).toFixed(1)} l${(scale * 0.01).toFixed(1)} ${(scale * 0.01).toFixed(1)} l${(-scale * 0.01).toFixed(1)} ${(scale * 0.01).toFixed(1)}" ${line((scale * 0.003).toFixed(1), 1)}/>
      <text x="${(scale * 0.05).toFixed(0)}" y="${(scale * 0.08).toFixed(0)}" font-family="${SANS}" font-weight="700" font-size="${label}" letter-spacing="${(label * 0.15).toFixed(1)}" fill="${COLORS.muted}">VORHER</text>
      <text x="${(width - scale * 0.05).toFixed(0)}" y="${(scale * 0.08).toFixed(0)}" text-anchor="end" font-family="${SANS}" font-weight="700" font-size="${label}" letter-spacing="${(label * 0.15).toFixed(1)}" fill="${COLORS.accent}">NACHHER</text>`;
  } else if (item.motif === 'pmu') {
    const size = Math.min(motifSize, (width * 0.8) / 3);
    body += `<g transform="translate(${(cx - size * 1.5).toFixed(1)} ${motifY.toFixed(1)}) scale(${(size / 100).toFixed(4)})">${draw()}</g>`;
  } else {
    const motifPhase = item.animation === 'lift' ? 0.5 - 0.5 * Math.cos(phase * Math.PI * 2) : phase;
    body += `<g transform="translate(${(cx - motifSize / 2).toFixed(1)} ${motifY.toFixed(1)}) scale(${(motifSize / 100).toFixed(4)})">${draw(item.variant, 1, motifPhase)}</g>`;
  }

  body += `<g transform="translate(0 ${captionTop.toFixed(1)})">${caption.svg}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Logo, favicons, share image
// ---------------------------------------------------------------------------------------------

const logoSvg = () => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">
  <title>Monogramm EM</title>
  <circle cx="24" cy="24" r="22.5" fill="none" stroke="${COLORS.accent}" stroke-width="1.5"/>
  <path fill="${COLORS.accent}" d="${MONOGRAM_PATH}"/>
</svg>
`;

/** The favicon fills the circle: at 16 px an outline would vanish. */
const faviconSvg = () => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">
  <circle cx="24" cy="24" r="24" fill="${COLORS.accent}"/>
  <path fill="${COLORS.bg}" transform="translate(-2.5 0)" d="${MONOGRAM_PATH}"/>
</svg>
`;

/** An .ico holding PNG images (supported by every browser that asks for /favicon.ico). */
function icoFromPngs(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({size, data}, i) => {
    const entry = 6 + i * 16;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((png) => png.data)]);
}

function studioName() {
  const source = readFileSync(join(root, 'src/data/studio.yml'), 'utf8');
  const match = source.match(/^studioName:\s*["']?(.+?)["']?\s*$/m);
  if (!match) {
    throw new Error('src/data/studio.yml: field "studioName" not found (the share image needs it)');
  }
  return match[1];
}

function socialCardSvg() {
  const [width, height] = [1200, 630];
  const name = studioName();
  const [first, ...rest] = name.split(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    ${background({path: '/images/social-card.jpg'}, width, height)}
    <g transform="translate(100 180) scale(5.5)">
      <circle cx="24" cy="24" r="22.5" fill="${COLORS.bg}" fill-opacity="0.6" stroke="${COLORS.accent}" stroke-width="1"/>
      <path fill="${COLORS.accent}" d="${MONOGRAM_PATH}"/>
    </g>
    <text x="420" y="270" font-family="${SANS}" font-weight="700" font-size="26" letter-spacing="5" fill="${COLORS.accent}">${escapeXml(first.toUpperCase())}</text>
    <text x="420" y="350" font-family="${SERIF}" font-size="72" fill="${COLORS.text}">${escapeXml(rest.join(' '))}</text>
    <rect x="420" y="378" width="90" height="4" rx="2" fill="${COLORS.accent}"/>
    <text x="420" y="440" font-family="${SANS}" font-size="30" fill="${COLORS.muted}">Kosmetik, Permanent Make-up und Wimpern</text>
    <text x="420" y="482" font-family="${SANS}" font-size="30" fill="${COLORS.muted}">in Berlin Steglitz-Zehlendorf</text>
  </svg>`;
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const outPath = (publicPath) => join(staticDir, publicPath);
const posterPath = (videoPath) => videoPath.replace(/^\/videos\//, '/images/').replace(/\.mp4$/, '-poster.jpg');

function write(publicPath, data) {
  const file = outPath(publicPath);
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, data);
  return data.length;
}

async function renderJpeg(sharp, svg) {
  return sharp(Buffer.from(svg)).flatten({background: COLORS.bg}).jpeg(JPEG).toBuffer();
}

/** Renders the frames with sharp and pipes them as raw RGB into ffmpeg (no temporary files). */
async function renderVideo(sharp, item) {
  const frames = VIDEO.seconds * VIDEO.fps;
  const file = outPath(item.path);
  mkdirSync(dirname(file), {recursive: true});
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${item.width}x${item.height}`, '-r', String(VIDEO.fps), '-i', '-'],
      ...['-an', '-c:v', 'libx264', '-preset', 'veryslow', '-crf', String(VIDEO.crf), '-tune', 'animation'],
      ...['-profile:v', 'high', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-map_metadata', '-1'],
      ...['-fflags', '+bitexact', '-flags:v', '+bitexact', file],
    ],
    {stdio: ['pipe', 'inherit', 'inherit']},
  );
  const done = new Promise((resolvePromise, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolvePromise() : reject(new Error(`ffmpeg exited with ${code} for ${item.path}`))));
  });
  for (let i = 0; i < frames; i += 1) {
    const frame = await sharp(Buffer.from(artwork(item, i / frames)))
      .flatten({background: COLORS.bg})
      .removeAlpha()
      .raw()
      .toBuffer();
    if (!ffmpeg.stdin.write(frame)) {
      await new Promise((r) => ffmpeg.stdin.once('drain', r));
    }
  }
  ffmpeg.stdin.end();
  await done;
  return statSync(file).size;
}

function probe(file) {
  const result = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,pix_fmt,width,height:format=duration', '-of', 'json', file], {encoding: 'utf8'});
  return JSON.parse(result.stdout);
}

async function main() {
  const filter = process.argv[2];
  const fontDir = installFonts();
  const {default: sharp} = await import('sharp');
  const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0;
  const rows = [];
  const problems = [];
  const budget = (path, bytes, limit) => {
    rows.push([path, bytes]);
    if (bytes > limit) {
      problems.push(`${path}: ${bytes} bytes, the budget is ${limit}`);
    }
  };

  try {
    for (const item of MANIFEST) {
      if (filter && !item.path.includes(filter)) {
        continue;
      }
      if (item.path.endsWith('.mp4')) {
        if (!hasFfmpeg) {
          throw new Error('ffmpeg (with libx264) is needed for the videos; on Debian: apt install ffmpeg');
        }
        budget(posterPath(item.path), write(posterPath(item.path), await renderJpeg(sharp, artwork(item, 0))), BUDGET.poster);
        budget(item.path, await renderVideo(sharp, item), BUDGET.video);
        const info = probe(outPath(item.path));
        const streams = info.streams.map((s) => s.codec_type);
        if (streams.join() !== 'video' || info.streams[0].codec_name !== 'h264' || info.streams[0].pix_fmt !== 'yuv420p') {
          problems.push(`${item.path}: expected one H.264 yuv420p video stream and no audio, got ${JSON.stringify(info.streams)}`);
        }
      } else {
        const data = await renderJpeg(sharp, artwork(item));
        budget(item.path, write(item.path, data), item.path === '/images/home/hero.jpg' ? BUDGET.hero : BUDGET.image);
      }
    }

    if (!filter || 'logo favicon social-card'.includes(filter)) {
      budget('/images/logo.svg', write('/images/logo.svg', logoSvg()), 2_000);
      budget('/images/favicon.svg', write('/images/favicon.svg', faviconSvg()), 2_000);
      const pngs = [];
      for (const size of [16, 32, 48]) {
        pngs.push({size, data: await sharp(Buffer.from(faviconSvg())).resize(size, size).png({compressionLevel: 9, palette: true}).toBuffer()});
      }
      budget('/favicon.ico', write('/favicon.ico', icoFromPngs(pngs)), 10_000);
      budget('/images/social-card.jpg', write('/images/social-card.jpg', await renderJpeg(sharp, socialCardSvg())), BUDGET.socialCard);
    }
  } finally {
    rmSync(fontDir, {recursive: true, force: true});
    recordPlaceholders(rows.map(([path]) => path));
  }

  const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
  for (const [path, bytes] of rows) {
    console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KB  ${path}`);
  }
  console.log(`${(total / 1024).toFixed(1).padStart(8)} KB  total (${rows.length} files)`);
  if (problems.length > 0) {
    console.error(`\nOver budget or malformed:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}

/**
 * Records the SHA-256 of every file just generated in scripts/placeholders.json (merged with the
 * files generated earlier): `npm run launch-check` reports any file in static/ with one of these
 * hashes as a placeholder the owner still has to replace.
 */
export function recordPlaceholders(publicPaths) {
  const record = join(root, 'scripts', 'placeholders.json');
  let files = {};
  try {
    files = JSON.parse(readFileSync(record, 'utf8')).files ?? {};
  } catch {
    // No record yet: start one.
  }
  for (const path of publicPaths) {
    files[path] = createHash('sha256').update(readFileSync(outPath(path))).digest('hex');
  }
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
  const comment = 'Written by scripts/generate-placeholders.mjs: SHA-256 of every generated placeholder under static/. npm run launch-check reports a file in static/ with one of these hashes.';
  writeFileSync(record, `${JSON.stringify({$comment: comment, files: sorted}, null, 2)}\n`);
}
