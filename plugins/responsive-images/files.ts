/**
 * The one list of what the site publishes from static/ and blog/ (build, media:clean, launch check,
 * links in articles): Docusaurus would copy any file as it is, so each is cleaned, checked or refused.
 */
import {isUtf8} from 'node:buffer';
import {existsSync, lstatSync, readdirSync, readlinkSync} from 'node:fs';
import {stat} from 'node:fs/promises';
import path from 'node:path';

/**
 * The one file lister: every file and symbolic link under dir (dotfiles included), sorted; none
 * when dir does not exist. Any other failure throws: a list that looks empty would pass every check.
 */
export const walk = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, {recursive: true, withFileTypes: true})
        .filter((entry) => !entry.isDirectory())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .sort()
    : [];

/** `static/images/a/b.jpg` under `static` → `/images/a/b.jpg`. */
export const toPublic = (dir: string, file: string) =>
  `/${path.relative(dir, file).split(path.sep).join('/')}`;

export type MediaKind = 'jpeg' | 'png' | 'svg' | 'mp4' | 'font' | 'text';

const PICTURES = /^(static\/(?!videos\/)|blog\/)/;
/** Each type the site publishes and where (the owner's path); any other type is refused. */
export const PUBLISHED: Readonly<Record<string, {kind: MediaKind; where: RegExp}>> = {
  '.jpg': {kind: 'jpeg', where: PICTURES},
  '.jpeg': {kind: 'jpeg', where: PICTURES},
  '.png': {kind: 'png', where: PICTURES},
  '.svg': {kind: 'svg', where: /^static\/(?!videos\/)/},
  '.mp4': {kind: 'mp4', where: /^static\/(?!images\/)/},
  '.woff2': {kind: 'font', where: /^static\/fonts\//},
  '.txt': {kind: 'text', where: /^static\/fonts\//},
};
/** Beside the articles: their text and the blog's settings (the blog plugin's). */
const ARTICLE_SOURCES = /^\.(md|mdx|ya?ml)$/;

/** Where the photos beside the articles are published: `blog/a/foto.jpg` → `/images/blog/a/foto.jpg`. */
export const ARTICLE_IMAGES = '/images/blog/';

export interface MediaFile {
  readonly file: string; // absolute
  readonly label: string; // as she finds it: "static/images/home/hero.jpg", "blog/foto.jpg"
  readonly publicPath: string; // "/images/home/hero.jpg"
  /** How the build publishes it; undefined: refused (`problem`, German); "system": left out. */
  readonly kind: MediaKind | 'system' | undefined;
  readonly problem?: string;
}

/**
 * .DS_Store, `._foto.jpg` (macOS), Thumbs.db, desktop.ini (Windows): the system's, never hers, left
 * out. Any other hidden file or folder (a name starting with ".") is refused: she may not know it is
 * there, and a hidden folder is never meant to be public.
 */
const isSystemFile = (file: string) =>
  /^(\.ds_store|\._.*|thumbs\.db|desktop\.ini)$/i.test(path.basename(file));

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

const PHOTOS =
  'Fotos gehören nach static/images oder neben einen Beitrag in blog/, nicht nach static/videos';
/** Where each published type belongs (the fonts' licence: any other .txt is refused as such). */
const PLACES: Partial<Record<MediaKind, string>> = {
  jpeg: PHOTOS,
  png: PHOTOS,
  svg: 'SVG-Grafiken gehören nach static/images',
  mp4: 'Videos (MP4) gehören nach static/videos',
  font: 'Schriften (WOFF2) gehören nach static/fonts',
};

/** Why a file of this type at this place is not published, in German; undefined when allowed. */
export function refusal(
  label: string,
  ext = path.extname(label).toLowerCase(),
): string | undefined {
  const allowed = PUBLISHED[ext];
  if (allowed?.where.test(label)) return undefined;
  const type = ext.slice(1).toUpperCase();
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

/** A link (or a link to a folder) in place of the file itself. */
const symlinkRefusal = (target: string) =>
  `Das ist eine Verknüpfung (symbolischer Link) auf „${target}“, nicht die Datei selbst. Verknüpfungen veröffentlicht die Website nicht: Sie können auf jede Datei Ihres Computers zeigen, an jeder Prüfung vorbei. Bitte löschen Sie die Verknüpfung und legen Sie an ihre Stelle eine Kopie der Datei (oder des Ordners) selbst.`;

/** A second name of a file elsewhere (`ln /etc/hostname static/fonts/x.txt`): hers never has one. */
const HARD_LINK =
  'Das ist ein harter Link („Hardlink“): Die Datei steht zugleich unter einem anderen Namen an anderer Stelle Ihres Computers, und was sich dort ändert, ändert sich auch hier. Solche Links veröffentlicht die Website nicht: Über sie kann jede Datei Ihres Computers unbemerkt auf die Website gelangen. Bitte löschen Sie die Datei und legen Sie an ihre Stelle eine gewöhnliche Kopie.';

const FINDER =
  'Am Mac zeigt der Finder versteckte Dateien mit ⌘ ⇧ . (Befehl-Umschalt-Punkt); in VS Code sehen Sie sie immer.';
const HIDDEN_FOLDER = `Das ist ein versteckter Ordner: Sein Name beginnt mit einem Punkt. Was darin liegt, veröffentlicht die Website nicht, denn ein versteckter Ordner ist nie für Besucherinnen gedacht. Bitte löschen Sie den Ordner oder verschieben Sie ihn aus dem Ordner der Website hinaus; soll sein Inhalt auf die Website, geben Sie ihm einen Namen ohne Punkt am Anfang. ${FINDER}`;
const HIDDEN_FILE = `Das ist eine versteckte Datei: Ihr Name beginnt mit einem Punkt. Versteckte Dateien veröffentlicht die Website nicht. Bitte löschen Sie die Datei oder verschieben Sie sie aus dem Ordner der Website hinaus; soll sie auf die Website, geben Sie ihr einen Namen ohne Punkt am Anfang. ${FINDER}`;

/** A font or the fonts' licence: is it what its name says? German, or undefined. */
export function plainFileProblem(kind: 'font' | 'text', bytes: Buffer): string | undefined {
  if (kind === 'font')
    return bytes.subarray(0, 4).toString('latin1') === 'wOF2'
      ? undefined
      : 'Die Datei ist keine Schrift im Format WOFF2, wie ihre Endung sagt. Bitte legen Sie die Schriftdatei selbst ab (Endung .woff2) oder löschen Sie die Datei.';
  // eslint-disable-next-line no-control-regex
  return isUtf8(bytes) && !/[\u0000-\u0008\u000e-\u001f]/.test(bytes.toString('utf8'))
    ? undefined
    : 'Die Datei ist kein reiner Text, wie ihre Endung .txt sagt. Bitte löschen Sie sie oder speichern Sie den Text als reinen Text (UTF-8).';
}

/** Every file under static/ and blog/, sorted: how each is published, or why it is refused. */
export function siteFiles(staticDir: string, blogDir?: string): MediaFile[] {
  const roots = [{dir: staticDir, name: 'static', address: ''}];
  if (blogDir) roots.push({dir: blogDir, name: 'blog', address: ARTICLE_IMAGES.slice(0, -1)});
  const hiddenFolders = new Set<string>();
  return roots.flatMap(({dir, name, address}) =>
    walk(dir).flatMap((file): MediaFile[] => {
      const relative = toPublic(dir, file);
      const at = {file, label: `${name}${relative}`, publicPath: `${address}${relative}`};
      const ext = path.extname(file).toLowerCase();
      // A hidden folder is named once, by its outermost hidden folder, whatever it holds.
      const hidden = /^.*?\/\.[^/]*(?=\/)/.exec(relative)?.[0];
      if (hidden) {
        const label = `${name}${hidden}`;
        if (hiddenFolders.has(label)) return [];
        hiddenFolders.add(label);
        const folder = {file: path.join(dir, hidden), label, publicPath: `${address}${hidden}`};
        return [{...folder, kind: undefined, problem: HIDDEN_FOLDER}];
      }
      const info = lstatSync(file);
      if (info.isSymbolicLink())
        return [{...at, kind: undefined, problem: symlinkRefusal(readlinkSync(file))}];
      if (info.nlink > 1) return [{...at, kind: undefined, problem: HARD_LINK}];
      if (isSystemFile(file)) return name === 'blog' ? [] : [{...at, kind: 'system'}];
      if (path.basename(file).startsWith('.'))
        return [{...at, kind: undefined, problem: HIDDEN_FILE}];
      if (name === 'blog' && ARTICLE_SOURCES.test(ext)) return [];
      const problem = refusal(at.label, ext);
      return [problem ? {...at, kind: undefined, problem} : {...at, kind: PUBLISHED[ext]!.kind}];
    }),
  );
}

/** `siteFiles` once none changed within `quiet` ms or two looks agree (a photo still copying). */
export async function writtenMediaFiles(staticDir: string, blogDir?: string, quiet = 500) {
  const look = async () => {
    const files = siteFiles(staticDir, blogDir);
    const stats = await Promise.all(files.map(({file}) => stat(file).catch(() => undefined)));
    const recent = stats.some((info) => info && info.mtimeMs > Date.now() - quiet);
    return {files, recent, key: stats.map((info) => `${info?.size}:${info?.mtimeMs}`).join('|')};
  };
  let state = await look();
  for (let round = 0; state.recent && round < 120; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, quiet));
    const next = await look();
    if (next.key === state.key) break;
    state = next;
  }
  return state.files;
}
