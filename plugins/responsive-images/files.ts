/**
 * The one list of what the site publishes from the owner's folders, read by the build
 * (./media.ts), `npm run media:clean` (./privacy.ts), the launch check (plugins/content/launch.ts)
 * and links in articles (plugins/blog/articleImages.ts). Docusaurus copies static/ as it is, and a
 * link in an article to a file beside it (`[Preise](./preise.pdf)`) as it is to /assets/files: so
 * every file under static/ and blog/ is on this list, cleaned or checked before it is published,
 * or refused by name with what to do instead. Nothing is published because nobody looked at it.
 */
import {existsSync, readdirSync, readlinkSync} from 'node:fs';
import {stat} from 'node:fs/promises';
import path from 'node:path';
import {toPublic} from './cache';

/** How the build makes each published type safe (./media.ts). */
export type MediaKind =
  | 'jpeg' // re-encoded by sharp: no EXIF, XMP or IPTC left
  | 'png' // the same
  | 'svg' // a plain picture only (./svg.ts), published as it is
  | 'mp4' // decoded to its last frame, remuxed without tags (./video.ts)
  | 'font' // a WOFF2 font (checked by its signature), published as it is
  | 'text'; // plain UTF-8 text (the fonts' licence), published as it is

/**
 * The list: each type the site publishes, and where (the owner's path, e.g. "static/images/a.jpg").
 * Pictures lie anywhere in static/ but videos/, or beside the articles; videos anywhere in static/
 * but images/; fonts and their licence in static/fonts. Any other type, anywhere, is refused.
 */
export const PUBLISHED: Readonly<Record<string, {kind: MediaKind; where: RegExp}>> = {
  '.jpg': {kind: 'jpeg', where: /^(static\/(?!videos\/)|blog\/)/},
  '.jpeg': {kind: 'jpeg', where: /^(static\/(?!videos\/)|blog\/)/},
  '.png': {kind: 'png', where: /^(static\/(?!videos\/)|blog\/)/},
  '.svg': {kind: 'svg', where: /^static\/(?!videos\/)/},
  '.mp4': {kind: 'mp4', where: /^static\/(?!images\/)/},
  '.woff2': {kind: 'font', where: /^static\/fonts\//},
  '.txt': {kind: 'text', where: /^static\/fonts\//},
};
/** Beside the articles: their text and the blog's settings, compiled by the blog plugin, never copied. */
const ARTICLE_SOURCES = /^\.(md|mdx|ya?ml)$/;

/** Where the photos beside the articles are published: `blog/a/foto.jpg` → `/images/blog/a/foto.jpg`. */
export const ARTICLE_IMAGES = '/images/blog/';

export interface MediaFile {
  /** Absolute path. */
  readonly file: string;
  /** As the owner finds it: "static/images/home/hero.jpg", "blog/foto.jpg". */
  readonly label: string;
  /** Its address on the site, e.g. "/images/home/hero.jpg". */
  readonly publicPath: string;
  /** Lower case, with the dot; "" for none. */
  readonly ext: string;
  /** How the build publishes it; undefined: refused (`problem`); "system": left out. */
  readonly kind: MediaKind | 'system' | undefined;
  /** Why it is refused and what to do, in German (without the label). */
  readonly problem?: string;
}

/** .DS_Store, `._foto.jpg` (macOS), Thumbs.db, desktop.ini (Windows): left out, never published. */
const isSystemFile = (file: string) => /^(\.|thumbs\.db$|desktop\.ini$)/i.test(path.basename(file));

const JPEG_NAMES = /^\.(jfif|jpe|jfi|jif)$/;
const OTHER_IMAGE =
  /^\.(heic|heif|gif|webp|avif|tiff?|bmp|ico|jxl|dng|raw|cr2|cr3|nef|arw|orf|rw2|psd)$/;
const OTHER_VIDEO = /^\.(mov|m4v|webm|avi|mkv|3gp|wmv|mpe?g|hevc)$/;
const AUDIO = /^\.(m4a|mp3|wav|aac|ogg|oga|opus|flac|amr|caf|aiff?)$/;
const DOCUMENT = /^\.(pdf|docx?|odt|rtf|pages|xlsx?|ods|numbers|pptx?|odp|key)$/;

const WORDS = {
  images: ['Bild', 'Bilder', '.jpg', 'JPEG', 'speichern Sie das Bild als JPEG (Endung .jpg)'],
  videos: ['Video', 'Videos', '.mp4', 'MP4', 'exportieren Sie das Video als MP4 (H.264)'],
} as const;

/** A picture or video of a type the build cannot clean (or without a type). */
function unsupported(ext: string, folder: keyof typeof WORDS): string {
  const [one, many, usual, format, save] = WORDS[folder];
  const type = ext.slice(1).toUpperCase();
  const iphone = ['.heic', '.heif'].includes(ext)
    ? ' (Damit das iPhone gleich JPEG speichert: Einstellungen › Kamera › Formate › „Maximale Kompatibilität“.)'
    : '';
  return ext
    ? `${many} im Format ${type} kann die Website nicht veröffentlichen, weil sie ` +
        'versteckte Angaben wie den Aufnahmeort daraus nicht entfernen kann. ' +
        `Bitte ${save}, legen Sie es an derselben Stelle ab und löschen Sie die ${type}-Datei.${iphone}`
    : `Die Datei hat keine Endung wie ${usual}; die Website veröffentlicht sie deshalb ` +
        `nicht. Bitte speichern Sie das ${one} als ${format} (Endung ${usual}) oder löschen Sie die Datei.`;
}

const WHAT_IS_PUBLISHED =
  'Veröffentlicht werden nur Fotos (JPEG, PNG) und SVG-Grafiken in static/images, Videos (MP4) in ' +
  'static/videos, die Schriften in static/fonts und Fotos (JPEG, PNG) neben den Beiträgen';

/**
 * Why a file of this type at this place (the owner's path) is not published, in German; undefined
 * when the list allows it. Also for the target of a link in an article (`label` then the link).
 */
export function refusal(
  label: string,
  ext = path.extname(label).toLowerCase(),
): string | undefined {
  const allowed = PUBLISHED[ext];
  if (allowed?.where.test(label)) return undefined;
  const type = ext.slice(1).toUpperCase();
  // A type the site publishes, in a folder where it does not: where it belongs.
  const place = allowed && PLACES[allowed.kind];
  if (place)
    return `${place}. Bitte verschieben Sie die Datei dorthin (und ändern Sie den Pfad dort, wo sie genannt ist) oder löschen Sie sie.`;
  if (JPEG_NAMES.test(ext))
    return `Das ist ein JPEG-Foto mit der Endung ${ext}, die nicht jeder Browser und Server als Foto erkennt. Bitte benennen Sie die Datei so um, dass sie auf .jpg endet (in einem Beitrag auch den Namen im Link); dann veröffentlicht die Website sie ohne versteckte Angaben wie den Aufnahmeort.`;
  if (DOCUMENT.test(ext))
    return `${type}-Dateien veröffentlicht die Website nicht: Solche Dokumente enthalten oft versteckte Angaben (Ihren Namen als Verfasserin, das Programm, in eingebetteten Fotos den Aufnahmeort), und die Website kann sie daraus nicht zuverlässig entfernen. Bitte schreiben Sie Preise in die Preisliste (src/data/prices.yml, im Editor „Preisliste“) und Texte in einen Beitrag; Bilder speichern Sie als JPEG (.jpg). Löschen Sie dann die ${type}-Datei (und einen Link darauf).`;
  if (AUDIO.test(ext))
    return `Tonaufnahmen (${type}) veröffentlicht die Website nicht, weil sie versteckte Angaben wie den Aufnahmeort und das Gerät daraus nicht entfernen kann. Gehört der Ton zu einem Video, exportieren Sie das Video als MP4 (H.264, Ton AAC) nach static/videos; sonst löschen Sie die Datei (und einen Link darauf).`;
  const folder = /^static\/(images|videos)\//.exec(label)?.[1] as keyof typeof WORDS | undefined;
  if (folder) return unsupported(ext, folder);
  if (OTHER_IMAGE.test(ext)) return unsupported(ext, 'images');
  if (OTHER_VIDEO.test(ext)) return unsupported(ext, 'videos');
  const what = type ? `Dateien dieser Art (${type})` : 'Dateien ohne Endung wie .jpg';
  return `${what} veröffentlicht die Website nicht, weil sie nicht prüfen kann, was darin steht: ${WHAT_IS_PUBLISHED}. Bitte legen Sie die Datei passend ab oder löschen Sie sie (und einen Link darauf).`;
}

/** Where each published type belongs (the fonts' licence: any other .txt is refused as such). */
const PLACES: Partial<Record<MediaKind, string>> = {
  jpeg: 'Fotos gehören nach static/images oder neben einen Beitrag in blog/, nicht nach static/videos',
  png: 'Fotos gehören nach static/images oder neben einen Beitrag in blog/, nicht nach static/videos',
  svg: 'SVG-Grafiken gehören nach static/images',
  mp4: 'Videos (MP4) gehören nach static/videos',
  font: 'Schriften (WOFF2) gehören nach static/fonts',
};

/** A link (or a link to a folder) in place of the file itself. */
const symlinkRefusal = (target: string) =>
  `Das ist eine Verknüpfung (symbolischer Link) auf „${target}“, nicht die Datei selbst. Verknüpfungen veröffentlicht die Website nicht: Sie können auf jede Datei Ihres Computers zeigen, an jeder Prüfung vorbei. Bitte löschen Sie die Verknüpfung und legen Sie an ihre Stelle eine Kopie der Datei (oder des Ordners) selbst.`;

/** A font or the fonts' licence: is it what its name says? German, or undefined. */
export function plainFileProblem(kind: 'font' | 'text', bytes: Buffer): string | undefined {
  if (kind === 'font')
    return bytes.subarray(0, 4).toString('latin1') === 'wOF2'
      ? undefined
      : 'Die Datei ist keine Schrift im Format WOFF2, wie ihre Endung sagt. Bitte legen Sie die Schriftdatei selbst ab (Endung .woff2) oder löschen Sie die Datei.';
  try {
    const text = new TextDecoder('utf-8', {fatal: true}).decode(bytes);
    // eslint-disable-next-line no-control-regex
    if (!/[\u0000-\u0008\u000e-\u001f]/.test(text)) return undefined;
  } catch {
    // not UTF-8: below
  }
  return 'Die Datei ist kein reiner Text, wie ihre Endung .txt sagt. Bitte löschen Sie sie oder speichern Sie den Text als reinen Text (UTF-8).';
}

/** Every file and symbolic link under dir (dotfiles included), sorted; none when dir does not exist. */
function entries(dir: string) {
  if (!existsSync(dir)) return [];
  // Any other failure (a folder it may not read) stops: a list that looks empty would pass all.
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => ({file: path.join(entry.parentPath, entry.name), link: !entry.isFile()}))
    .sort((a, b) => (a.file < b.file ? -1 : 1));
}

/**
 * Every file under static/ and blog/ as the list sees it: what is published and how, what is
 * refused and why (a link in place of a file included), system files left out. The articles'
 * text and the blog's settings are not files the site publishes and are not listed. Sorted by label.
 */
export function siteFiles(staticDir: string, blogDir?: string): MediaFile[] {
  const roots = [
    {dir: staticDir, name: 'static', address: (relative: string) => relative},
    ...(blogDir
      ? [
          {
            dir: blogDir,
            name: path.basename(blogDir),
            address: (r: string) => `${ARTICLE_IMAGES}${r.slice(1)}`,
          },
        ]
      : []),
  ];
  return roots.flatMap(({dir, name, address}) =>
    entries(dir).flatMap(({file, link}): MediaFile[] => {
      const relative = toPublic(dir, file);
      const label = `${name}${relative}`;
      const publicPath = address(relative);
      const ext = path.extname(file).toLowerCase();
      if (link) {
        const problem = symlinkRefusal(readlinkSync(file));
        return [{file, label, publicPath, ext, kind: undefined, problem}];
      }
      const inBlog = name !== 'static';
      if (isSystemFile(file)) return inBlog ? [] : [{file, label, publicPath, ext, kind: 'system'}];
      if (inBlog && ARTICLE_SOURCES.test(ext)) return [];
      const problem = refusal(inBlog ? `blog${relative}` : label, ext);
      const kind = problem ? undefined : PUBLISHED[ext]!.kind;
      return [{file, label, publicPath, ext, kind, ...(problem ? {problem} : {})}];
    }),
  );
}

/** The same, for the build's asynchronous steps. */
export const mediaFiles = async (staticDir: string, blogDir?: string) =>
  siteFiles(staticDir, blogDir);

/** Each file's size and time of its last change, and whether any changed within `quiet` ms. */
async function stamp(files: readonly MediaFile[], quiet: number) {
  const stats = await Promise.all(files.map(({file}) => stat(file).catch(() => undefined)));
  const recent = stats.some((info) => info && info.mtimeMs > Date.now() - quiet);
  return {recent, key: stats.map((info) => `${info?.size}:${info?.mtimeMs}`).join('|')};
}

/**
 * `mediaFiles` once none of them is being written any more (a photo still copying from her phone,
 * an upload): while one changed within the last `quiet` ms, it waits until two looks agree (at
 * most a minute), so a half-copied photo is read whole, not reported as damaged.
 */
export async function writtenMediaFiles(staticDir: string, blogDir?: string, quiet = 500) {
  let files = await mediaFiles(staticDir, blogDir);
  let state = await stamp(files, quiet);
  for (let round = 0; state.recent && round < 120; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, quiet));
    files = await mediaFiles(staticDir, blogDir);
    const next = await stamp(files, quiet);
    if (next.key === state.key) break;
    state = next;
  }
  return files;
}
