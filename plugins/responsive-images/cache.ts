/**
 * The build cache that ./media.ts and plugins/precompress share: a folder of files made once and
 * reused while what they are made from is unchanged (callers name them by content hash), written
 * under a temporary name so an interrupted build leaves no half file that looks done.
 */
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdir, readdir, rename, rm} from 'node:fs/promises';
import path from 'node:path';

export const sha256 = (...parts: (string | Buffer)[]) =>
  parts.reduce((hash, part) => hash.update(part), createHash('sha256')).digest('hex');

/** Every file under dir (dotfiles included), sorted; none when dir does not exist. */
export const walk = async (dir: string): Promise<string[]> =>
  (await readdir(dir, {recursive: true, withFileTypes: true}).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();

/** `static/images/a/b.jpg` under `static` → `/images/a/b.jpg`. */
export const toPublic = (dir: string, file: string) =>
  `/${path.relative(dir, file).split(path.sep).join('/')}`;

export function fileCache(dir: string) {
  const used = new Set<string>();
  return {
    /** The file `name` in the cache; `make` writes it (to the path it gets) when it is missing or stale. */
    async file(name: string, make: (partial: string) => Promise<unknown>, stale = false) {
      const file = path.join(dir, name);
      used.add(file);
      if (!stale && existsSync(file)) return {file, made: false};
      const partial = `${file}.partial`;
      await mkdir(path.dirname(file), {recursive: true});
      await make(partial).catch(async (error: unknown) => {
        await rm(partial, {force: true});
        throw error;
      });
      await rename(partial, file);
      return {file, made: true};
    },
    /** Deletes every file no `file` call of this run asked for; returns how many. */
    async prune(): Promise<number> {
      const unused = (await walk(dir)).filter((file) => !used.has(file));
      await Promise.all(unused.map((file) => rm(file)));
      return unused.length;
    },
  };
}
