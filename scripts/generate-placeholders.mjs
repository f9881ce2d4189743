#!/usr/bin/env node
/**
 * `npm run media:placeholders`: a flat placeholder card (a soft gradient, "Platzhalter", the alt
 * text and the file name) for every photo, video and video poster the site uses, plus its favicon
 * and share image, each named like the real file it stands for. The owner replaces a file by
 * dropping her own under the same name; nothing else has to change.
 *
 * The inventory is not typed here; it is read from what the site itself uses:
 * - src/data/*.yml: every picture and video the content names, as the build's media checks walk
 *   them (contentMedia in plugins/content/media.ts), each with its alt text as the label;
 * - blog/: the `image` (and `image_alt`) in the front matter of every post;
 * - docusaurus.config.ts: `favicon` and `themeConfig.image` (the share image), imported (reading the
 *   config has no side effect, and it does not fail while a picture is still missing);
 * - every video's poster, named by posterPath in plugins/responsive-images/shared.ts, the one
 *   definition of that convention (the build, the <Video> component and this script use it).
 * Only the shape of each picture is decided here (SIZES): that of the real photo for its place.
 *
 * The generated files are committed, so a checkout builds without this script and without ffmpeg.
 *
 *   npm run media:placeholders               # everything
 *   npm run media:placeholders -- galerie    # only paths containing "galerie"
 *
 * Needs sharp (a dependency) and, for the videos, ffmpeg with libx264 (Debian: apt-get install
 * ffmpeg). Labels are set in the system's sans-serif through librsvg and fontconfig. Every file
 * written is recorded with its SHA-256 in scripts/placeholders.json: `npm run launch-check` reports
 * any file in static/ with one of those hashes as a placeholder the owner still has to replace.
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import sharp from 'sharp';
import {parse as parseYaml} from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {readContent} = jiti('../plugins/content/load.ts');
const {contentMedia} = jiti('../plugins/content/media.ts');
const {posterPath} = jiti('../plugins/responsive-images/shared.ts');

/** [width, height] of the real photo each place on the page is laid out for (CSS crops with object-fit). */
const SIZES = {
  hero: [1920, 1280], // 3:2
  banner: [2400, 900], // 8:3
  intro: [1200, 900], // 4:3, like every card of the home page
  serviceCard: [1200, 900],
  salonCard: [1200, 900],
  social: [1080, 1350], // 4:5, the social strip
  gallery: [1200, 1200], // square tiles
  blog: [1600, 900], // 16:9, BlogPostImage
  share: [1200, 630], // what link previews expect
};
/** Videos are at most 1080 pixels wide, as phones record them; 4 seconds, looping on the site. */
const VIDEO = {maxWidth: 1080, seconds: 4, fps: 25, crf: 30};
const BUDGET = {image: 150_000, video: 300_000};
const COLORS = {accent: '#814a13', text: '#2b2320', muted: '#5f534c', light: '#fffdfa'};
/** Warm background pairs; each file gets one by its name, so neighbouring cards differ. */
const TINTS = [
  ['#fbf3ea', '#ecd9c4'],
  ['#f7efe6', '#e3d3c0'],
  ['#faf4ee', '#efdccf'],
  ['#f4efe7', '#dfd5c2'],
];

// The inventory ------------------------------------------------------------------------------

/** @typedef {{path: string, size: number[], label: string, kicker: string}} Item */

/** The blog's posts as the blog plugin publishes them (no README.md, nothing starting with _ or .). */
function blogImages() {
  const dir = join(root, 'blog');
  const posts = readdirSync(dir, {recursive: true})
    .map(String)
    .filter(
      (file) =>
        /\.mdx?$/.test(file) &&
        basename(file) !== 'README.md' &&
        !file.split(/[\\/]/).some((part) => /^[_.]/.test(part)),
    )
    .sort();
  return posts.flatMap((file) => {
    const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(dir, file), 'utf8'));
    const data = frontMatter ? (parseYaml(frontMatter[1]) ?? {}) : {};
    return typeof data.image === 'string'
      ? [
          {
            path: data.image,
            size: SIZES.blog,
            label: data.image_alt ?? data.title ?? file,
            kicker: 'Blog',
          },
        ]
      : [];
  });
}

/** The site config (importing it has no side effect): `favicon` and the share image `themeConfig.image`. */
const {default: siteConfig} = jiti('../docusaurus.config.ts');
const configPath = (value) => `/${String(value).replace(/^\//, '')}`;

/** Every file to generate, from the content, the blog and the config. */
function inventory() {
  const {content, problems} = readContent({siteDir: root});
  if (!content.home || !content.gallery || !content.studio) {
    // Missing media are what this script makes; any other problem has to be fixed first.
    throw new Error(
      `The content in src/data is not valid:\n${problems.map((p) => `  ${p.file}: ${p.field ?? ''} ${p.message}`).join('\n')}`,
    );
  }
  /** @type {Item[]} */
  const items = contentMedia(content).map(({source, alt, slot}) => ({
    path: source,
    size: SIZES[slot],
    label: alt ?? '',
    kicker: source.startsWith('/videos/')
      ? 'Video'
      : slot === 'gallery'
        ? 'Vorher / Nachher'
        : 'Foto',
  }));
  items.push(...blogImages());
  items.push({
    path: configPath(siteConfig.themeConfig.image),
    size: SIZES.share,
    label: content.studio.studioName,
    kicker: 'Vorschaubild für geteilte Links',
  });
  const seen = new Set();
  return {
    items: items.filter(({path}) => !seen.has(path) && seen.add(path)),
    favicon: configPath(siteConfig.favicon),
    owner: content.studio.ownerName,
  };
}

// The cards ----------------------------------------------------------------------------------

const escapeXml = (text) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;'})[c],
  );

/** Words in lines of at most `max` characters. */
function wrap(text, max) {
  const lines = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The card as SVG: the text block sits a little above the middle, clear of a video's play button. */
function cardSvg({path, label, kicker}, [width, height]) {
  const [from, to] = TINTS[createHash('sha256').update(path).digest()[0] % TINTS.length];
  const unit = Math.min(width, height) / 100;
  const textWidth = Math.min(width * 0.84, height * 1.3); // a wide banner is cropped on phones
  const size = unit * 5.2;
  const lines = wrap(label, Math.floor(textWidth / (size * 0.56))).slice(0, 4);
  const blockHeight = unit * 9 + lines.length * size * 1.3 + unit * 7;
  let y = height * 0.45 - blockHeight / 2 + unit * 4;
  const text = (value, fontSize, fill, extra = '') =>
    `<text x="${width / 2}" y="${y.toFixed(1)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${fontSize.toFixed(1)}" fill="${fill}" ${extra}>${escapeXml(value)}</text>`;
  let body = text(
    `PLATZHALTER · ${kicker.toUpperCase()}`,
    unit * 3.2,
    COLORS.accent,
    `font-weight="700" letter-spacing="${(unit * 0.4).toFixed(1)}"`,
  );
  y += unit * 3 + size * 1.3;
  for (const line of lines) {
    body += text(line, size, COLORS.text);
    y += size * 1.3;
  }
  y += unit * 2.5;
  body += text(path.split('/').pop(), unit * 3.2, COLORS.muted);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <rect x="${(width / 2 - unit * 6).toFixed(1)}" y="${(y + unit * 2.6).toFixed(1)}" width="${(unit * 12).toFixed(1)}" height="${(unit * 0.6).toFixed(1)}" fill="${COLORS.accent}"/>
  ${body}
</svg>`;
}

/** The favicon: the owner's initials in a filled circle (an outline would vanish at 16 pixels). */
const faviconSvg = (
  owner,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">
  <circle cx="24" cy="24" r="24" fill="${COLORS.accent}"/>
  <text x="24" y="31" text-anchor="middle" font-family="sans-serif" font-size="19" font-weight="700" fill="${COLORS.light}">${escapeXml(
    owner
      .split(/\s+/)
      .map((word) => word[0])
      .join('')
      .slice(0, 2)
      .toUpperCase(),
  )}</text>
</svg>
`;

const jpeg = (svg) => sharp(Buffer.from(svg)).jpeg({quality: 72, mozjpeg: true}).toBuffer();

/** A still card with a thin bar that runs along its top edge: it shows that the video plays. */
async function renderVideo(svg, [width, height], file) {
  const temp = mkdtempSync(join(tmpdir(), 'placeholder-video-'));
  try {
    const still = join(temp, 'card.png');
    await sharp(Buffer.from(svg)).png().toFile(still);
    const bar = `color=c=${COLORS.accent.replace('#', '0x')}:s=${width}x${Math.round(height / 90) * 2}:r=${VIDEO.fps}`;
    const args = [
      ...[
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-loop',
        '1',
        '-framerate',
        String(VIDEO.fps),
        '-i',
        still,
        '-f',
        'lavfi',
        '-i',
        bar,
      ],
      ...[
        '-filter_complex',
        `[0][1]overlay=x='-w+w*t/${VIDEO.seconds}':y=0`,
        '-t',
        String(VIDEO.seconds),
      ],
      ...[
        '-an',
        '-c:v',
        'libx264',
        '-preset',
        'veryslow',
        '-crf',
        String(VIDEO.crf),
        '-tune',
        'stillimage',
        '-pix_fmt',
        'yuv420p',
      ],
      ...[
        '-movflags',
        '+faststart',
        '-map_metadata',
        '-1',
        '-fflags',
        '+bitexact',
        '-flags:v',
        '+bitexact',
        file,
      ],
    ];
    const result = spawnSync('ffmpeg', args, {encoding: 'utf8'});
    if (result.status !== 0) throw new Error(`ffmpeg failed for ${file}:\n${result.stderr}`);
  } finally {
    rmSync(temp, {recursive: true, force: true});
  }
}

// Writing ------------------------------------------------------------------------------------

const fileOf = (publicPath) => join(root, 'static', ...publicPath.split('/').filter(Boolean));

function write(publicPath, data) {
  mkdirSync(dirname(fileOf(publicPath)), {recursive: true});
  writeFileSync(fileOf(publicPath), data);
}

/** SHA-256 of every file written, in scripts/placeholders.json (a partial run keeps the other entries). */
function record(publicPaths, partial) {
  const file = join(root, 'scripts', 'placeholders.json');
  const files = partial ? JSON.parse(readFileSync(file, 'utf8')).files : {};
  for (const path of publicPaths)
    files[path] = createHash('sha256')
      .update(readFileSync(fileOf(path)))
      .digest('hex');
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
  const comment =
    'Written by scripts/generate-placeholders.mjs: SHA-256 of every generated placeholder under static/. npm run launch-check reports a file in static/ with one of these hashes.';
  writeFileSync(file, `${JSON.stringify({$comment: comment, files: sorted}, null, 2)}\n`);
}

async function main() {
  const filter = process.argv[2];
  const {items, favicon, owner} = inventory();
  const selected = items.filter(({path}) => !filter || path.includes(filter));
  if (
    selected.some(({path}) => path.startsWith('/videos/')) &&
    spawnSync('ffmpeg', ['-version']).status !== 0
  ) {
    console.error(
      'ffmpeg was not found. The placeholder videos need ffmpeg with libx264 on the PATH (Debian/Ubuntu: sudo apt-get install ffmpeg; macOS: brew install ffmpeg). Nothing was written.',
    );
    process.exit(1);
  }
  const written = [];
  const problems = [];
  const done = (path, limit) => {
    const bytes = readFileSync(fileOf(path)).length;
    written.push(path);
    console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${path}`);
    if (bytes > limit) problems.push(`${path}: ${bytes} bytes, the budget is ${limit}`);
  };
  for (const item of selected) {
    if (item.path.startsWith('/videos/')) {
      const [width, height] = item.size;
      const size =
        width > VIDEO.maxWidth
          ? [VIDEO.maxWidth, Math.round((height * VIDEO.maxWidth) / width / 2) * 2]
          : item.size;
      const svg = cardSvg(item, size);
      write(posterPath(item.path), await jpeg(svg)); // the poster is the video's first frame
      done(posterPath(item.path), BUDGET.image);
      mkdirSync(dirname(fileOf(item.path)), {recursive: true});
      await renderVideo(svg, size, fileOf(item.path));
      done(item.path, BUDGET.video);
    } else {
      write(item.path, await jpeg(cardSvg(item, item.size)));
      done(item.path, BUDGET.image);
    }
  }
  if (!filter || favicon.includes(filter)) {
    write(favicon, faviconSvg(owner));
    done(favicon, 2_000);
  }
  record(written, Boolean(filter));
  console.log(`${written.length} files written, recorded in scripts/placeholders.json`);
  if (problems.length > 0) {
    console.error(`Over budget:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}

await main();
