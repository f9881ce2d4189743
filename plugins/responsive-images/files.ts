/** File helpers of the responsive-images plugin. */
import {existsSync} from 'node:fs';
import {readdir} from 'node:fs/promises';
import path from 'node:path';

/** Every file under dir (dotfiles included), sorted; none when dir does not exist. */
export async function walk(dir: string): Promise<string[]> {
  if (!existsSync(dir)) {
    return [];
  }
  const entries = await readdir(dir, {withFileTypes: true});
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        return walk(full);
      }
      return Promise.resolve(entry.isFile() ? [full] : []);
    }),
  );
  return files.flat().sort();
}

/** `static/images/a/b.jpg` under `static` → `/images/a/b.jpg`. */
export const toPublic = (staticDir: string, file: string) =>
  `/${path.relative(staticDir, file).split(path.sep).join('/')}`;

/**
 * Files the operating system makes in any folder the owner opens (.DS_Store, AppleDouble `._x.jpg`
 * copies of a file's extended attributes, Thumbs.db, desktop.ini): never images, never published.
 */
export const isSystemFile = (file: string) => {
  const name = path.basename(file);
  return name.startsWith('.') || ['thumbs.db', 'desktop.ini'].includes(name.toLowerCase());
};
