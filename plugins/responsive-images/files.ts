/**
 * Which of the owner's files are photos and videos the build publishes, and under which address.
 * Everything under static/ is public (Docusaurus copies the folder as is), stray files included:
 * so every picture and video there goes through the same cleaning as the ones the pages show,
 * and a type the build cannot clean is refused. Photos beside an article (`![…](./foto.jpg)`)
 * are published under /images/blog/ the same way (plugins/blog/articleImages.ts).
 */
import {stat} from 'node:fs/promises';
import path from 'node:path';
import {toPublic, walk} from './cache';

type MediaKind = 'jpeg' | 'png' | 'svg' | 'mp4';

/** The types the build can publish, and how it cleans each (./media.ts). */
const KINDS: Readonly<Record<string, MediaKind>> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.svg': 'svg',
  '.mp4': 'mp4',
};
/** Pictures and videos the build cannot clean: refused wherever they are in static/. */
const OTHER_IMAGE = /^\.(heic|heif|gif|webp|avif|tiff?|bmp|jfif|jxl|dng|raw|psd)$/;
const OTHER_VIDEO = /^\.(mov|m4v|webm|avi|mkv|3gp|wmv|mpe?g|hevc)$/;

/** Where the photos beside the articles are published: `blog/a/foto.jpg` → `/images/blog/a/foto.jpg`. */
export const ARTICLE_IMAGES = '/images/blog/';

export interface MediaFile {
  /** Absolute path. */
  readonly file: string;
  /** As the owner finds it: "static/images/home/hero.jpg", "blog/foto.jpg". */
  readonly label: string;
  /** Its address on the site, e.g. "/images/home/hero.jpg". */
  readonly publicPath: string;
  /** What it is for the owner's messages. */
  readonly folder: 'images' | 'videos';
  /** Lower case, with the dot; "" for none. */
  readonly ext: string;
  /** How the build publishes it; undefined: it cannot (refused); "system": left out. */
  readonly kind: MediaKind | 'system' | undefined;
}

/** .DS_Store, `._foto.jpg` (macOS), Thumbs.db, desktop.ini (Windows): left out, never published. */
const isSystemFile = (file: string) => /^(\.|thumbs\.db$|desktop\.ini$)/i.test(path.basename(file));

/**
 * Every photo and video of the site: all files in static/images and static/videos (any other type
 * there is refused), pictures and videos elsewhere in static/ (fonts and the like are not media),
 * and the JPEG/PNG photos anywhere under `blogDir`. Sorted by label.
 */
export async function mediaFiles(staticDir: string, blogDir?: string): Promise<MediaFile[]> {
  const files = (await walk(staticDir)).flatMap((file): MediaFile[] => {
    const publicPath = toPublic(staticDir, file);
    const top = publicPath.split('/')[1];
    const ext = path.extname(file).toLowerCase();
    const video = ext === '.mp4' || OTHER_VIDEO.test(ext);
    const system = isSystemFile(file);
    const media = ext in KINDS || OTHER_IMAGE.test(ext) || video;
    // Fonts and the like are not media; a system file anywhere is left out of the build.
    if (top !== 'images' && top !== 'videos' && !media && !system) return [];
    const folder = top === 'videos' || (top !== 'images' && video) ? 'videos' : 'images';
    // A video among the pictures or a picture among the videos is refused like an unknown type.
    const fits = top === 'images' ? ext !== '.mp4' : top !== 'videos' || ext === '.mp4';
    const kind = system ? 'system' : fits ? KINDS[ext] : undefined;
    return [{file, label: `static${publicPath}`, publicPath, folder, ext, kind}];
  });
  const articles = blogDir ? await walk(blogDir) : [];
  for (const file of articles) {
    const ext = path.extname(file).toLowerCase();
    if (isSystemFile(file) || !['.jpg', '.jpeg', '.png'].includes(ext)) continue;
    const relative = toPublic(blogDir!, file).slice(1);
    const label = `${path.basename(blogDir!)}/${relative}`;
    files.push({
      file,
      label,
      publicPath: `${ARTICLE_IMAGES}${relative}`,
      folder: 'images',
      ext,
      kind: KINDS[ext],
    });
  }
  return files;
}

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
