/**
 * `docusaurus media-placeholders [filter]`: a card (alt text, file name) for every picture and
 * video the site uses; their SHA-256 in scripts/placeholders.json let launch-check find them.
 */
import {execFile} from 'node:child_process';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import type {LoadContext} from '@docusaurus/types';
import sharp from 'sharp';
import {sha256} from '../responsive-images/cache';
import {readContent} from './load';
import {contentMedia} from './media';
import {ContentError} from './problems';
import {posterPath} from '../../src/lib/images';

type Size = readonly [number, number];
/** [width, height] of the real photo each place is laid out for (CSS crops with object-fit). */
const SIZES = {
  hero: [1920, 1280], // 3:2
  banner: [2400, 900], // 8:3
  intro: [1200, 900], // 4:3, like every card of the home page
  services: [1200, 900],
  salon: [1200, 900],
  social: [1080, 1350], // 4:5, the social strip
  gallery: [1200, 1200], // square tiles
  blog: [1600, 900], // 16:9, BlogPostImage
  share: [1200, 630], // what link previews expect
} satisfies Record<string, Size>;
/** Videos at most 1080 pixels wide, as phones record them; 4 seconds, looping on the site. */
const VIDEO = {maxWidth: 1080, seconds: 4, fps: 25, crf: 30};
const COLORS = {accent: '#814a13', text: '#2b2320', muted: '#5f534c', light: '#fffdfa'};
/** Warm background pairs; each file gets one by its name, so neighbouring cards differ. */
const TINTS = ['#fbf3ea #ecd9c4', '#f7efe6 #e3d3c0', '#faf4ee #efdccf', '#f4efe7 #dfd5c2'];

type Item = {path: string; size: Size; label: string; kicker: string};

/** Text for SVG: the five XML specials as numeric references. */
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The card: the text block a little above the middle, clear of a video's play button. */
function cardSvg({path: file, label, kicker}: Item, [width, height]: Size): string {
  const [from, to] = TINTS[parseInt(sha256(file).slice(0, 2), 16) % TINTS.length]!.split(' ');
  const unit = Math.min(width, height) / 100;
  const textWidth = Math.min(width * 0.84, height * 1.3); // a wide banner is cropped on phones
  const size = unit * 5.2;
  const max = Math.floor(textWidth / (size * 0.56)); // characters in a line
  const lines = (label.match(new RegExp(`\\S.{0,${max - 1}}(?=\\s|$)`, 'g')) ?? []).slice(0, 4);
  let y = height * 0.45 - (unit * 9 + lines.length * size * 1.3 + unit * 7) / 2 + unit * 4;
  const text = (value: string, fontSize: number, fill: string, extra = '') =>
    `<text x="${width / 2}" y="${y.toFixed(1)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${fontSize.toFixed(1)}" fill="${fill}" ${extra}>${escapeXml(value)}</text>`;
  const spacing = `font-weight="700" letter-spacing="${(unit * 0.4).toFixed(1)}"`;
  let body = text(`PLATZHALTER · ${kicker.toUpperCase()}`, unit * 3.2, COLORS.accent, spacing);
  y += unit * 3 + size * 1.3;
  for (const line of lines) {
    body += text(line, size, COLORS.text);
    y += size * 1.3;
  }
  y += unit * 2.5;
  body += text(file.split('/').pop()!, unit * 3.2, COLORS.muted);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <rect x="${(width / 2 - unit * 6).toFixed(1)}" y="${(y + unit * 2.6).toFixed(1)}" width="${(unit * 12).toFixed(1)}" height="${(unit * 0.6).toFixed(1)}" fill="${COLORS.accent}"/>
  ${body}
</svg>`;
}

/** The owner's initials in a filled circle (an outline would vanish at 16 pixels). */
const faviconSvg = (owner: string) => {
  const initials = (owner.match(/(?<!\S)\S/g) ?? []).join('').slice(0, 2).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">
  <circle cx="24" cy="24" r="24" fill="${COLORS.accent}"/>
  <text x="24" y="31" text-anchor="middle" font-family="sans-serif" font-size="19" font-weight="700" fill="${COLORS.light}">${escapeXml(initials)}</text>
</svg>
`;
};

/** The card as a video with a bar running along its top (system FFmpeg: lavfi and overlay). */
async function renderVideo(svg: string, [width, height]: Size, file: string) {
  const still = `${file}.png`;
  await sharp(Buffer.from(svg)).png().toFile(still);
  const bar = `color=c=${COLORS.accent.replace('#', '0x')}:s=${width}x${Math.round(height / 90) * 2}:r=${VIDEO.fps}`;
  try {
    await promisify(execFile)('ffmpeg', [
      ...'-hide_banner -loglevel error -y -loop 1 -framerate'.split(' '),
      ...[String(VIDEO.fps), '-i', still],
      ...['-f', 'lavfi', '-i', bar, '-t', String(VIDEO.seconds)],
      ...['-filter_complex', `[0][1]overlay=x='-w+w*t/${VIDEO.seconds}':y=0`],
      ...`-an -c:v libx264 -preset veryslow -crf ${VIDEO.crf} -tune stillimage`.split(' '),
      ...'-pix_fmt yuv420p -movflags +faststart -map_metadata -1'.split(' '),
      ...['-fflags', '+bitexact', '-flags:v', '+bitexact', file],
    ]);
  } finally {
    await rm(still, {force: true});
  }
}

export async function makePlaceholders({siteDir, siteConfig}: LoadContext, filter = '') {
  const {content, blog, problems} = readContent({siteDir});
  // Missing media are what this makes; a file it cannot read has to be fixed first.
  if (!content.home || !content.gallery || !content.studio) throw new ContentError(problems);
  const publicPath = (value: unknown) => `/${String(value).replace(/^\//, '')}`;
  const items: Item[] = [
    ...contentMedia(content).map(({source, alt = '', slot}) => ({
      path: source,
      size: SIZES[slot as keyof typeof SIZES],
      label: alt,
      kicker: source.endsWith('.mp4') ? 'Video' : slot === 'gallery' ? 'Vorher / Nachher' : 'Foto',
    })),
    ...blog.posts.flatMap(({data: post}) =>
      post ? [{path: post.image, size: SIZES.blog, label: post.image_alt, kicker: 'Blog'}] : [],
    ),
    {
      path: publicPath(siteConfig.themeConfig.image),
      size: SIZES.share,
      label: content.studio.studioName,
      kicker: 'Vorschaubild für geteilte Links',
    },
  ];
  const written: Record<string, string> = {};
  const save = async (file: string, make: (target: string) => Promise<unknown>) => {
    const target = path.join(siteDir, 'static', file);
    await mkdir(path.dirname(target), {recursive: true});
    await make(target);
    const bytes = await readFile(target);
    written[file] = sha256(bytes);
    console.log(`${(bytes.length / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  };
  for (const item of items) {
    if (item.path in written || !item.path.includes(filter)) continue;
    const [width, height] = item.size;
    const video = item.path.startsWith('/videos/');
    const size: Size =
      video && width > VIDEO.maxWidth
        ? [VIDEO.maxWidth, Math.round((height * VIDEO.maxWidth) / width / 2) * 2]
        : item.size;
    const svg = cardSvg(item, size);
    const jpeg = (target: string) =>
      sharp(Buffer.from(svg)).jpeg({quality: 72, mozjpeg: true}).toFile(target);
    if (video) await save(posterPath(item.path), jpeg); // the video's first frame
    await save(item.path, video ? (target) => renderVideo(svg, size, target) : jpeg);
  }
  const favicon = publicPath(siteConfig.favicon);
  if (favicon.includes(filter))
    await save(favicon, (target) => writeFile(target, faviconSvg(content.studio.ownerName)));

  // scripts/placeholders.json: the SHA-256 of every file written (a filtered run keeps the rest).
  const record = path.join(siteDir, 'scripts', 'placeholders.json');
  const kept = filter ? JSON.parse(await readFile(record, 'utf8')).files : {};
  const files = Object.entries({...kept, ...written}).sort(([a], [b]) => (a < b ? -1 : 1));
  const $comment =
    'Written by npm run media:placeholders (plugins/content/placeholders.ts): SHA-256 of every generated placeholder under static/. npm run launch-check reports a file in static/ with one of these hashes.';
  const json = JSON.stringify({$comment, files: Object.fromEntries(files)}, null, 2);
  await writeFile(record, `${json}\n`);
  console.log(`${Object.keys(written).length} files written, recorded in placeholders.json`);
}
