/** The build cache of ./media.ts and plugins/precompress: files kept while their source is unchanged. */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync} from 'node:fs';
import {mkdir, rename, rm} from 'node:fs/promises';
import path from 'node:path';

export const sha256 = (...parts: (string | Buffer)[]) =>
  parts.reduce((hash, part) => hash.update(part), createHash('sha256')).digest('hex');

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

export function fileCache(dir: string) {
  const used = new Set<string>();
  return {
    /**
     * The file `name` in the cache; `make` writes it when missing or stale, under a temporary name
     * so an interrupted build leaves no half file that looks done.
     */
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
      const unused = walk(dir).filter((file) => !used.has(file));
      await Promise.all(unused.map((file) => rm(file)));
      return unused.length;
    },
  };
}
