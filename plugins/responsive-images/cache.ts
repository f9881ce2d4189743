/** The build cache of ./media.ts: each file kept while the key its maker gave (a hash) is the same. */
import {createHash, randomUUID} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {walk} from './files';

export const sha256 = (...parts: (string | Buffer)[]) =>
  parts.reduce((hash, part) => hash.update(part), createHash('sha256')).digest('hex');

/** The files under `dir`, each with the key it was made for (in `dir/keys.json`). */
export async function fileCache(dir: string) {
  const keysFile = path.join(dir, 'keys.json');
  const keys: Record<string, string> = await readFile(keysFile, 'utf8')
    .then(JSON.parse)
    .catch(() => ({}));
  const used = new Set<string>();
  const save = async () => {
    await mkdir(path.dirname(keysFile), {recursive: true});
    await writeFile(keysFile, JSON.stringify(keys));
  };
  return {
    /**
     * The file `name` in the cache; `make` writes it when missing or made for another key, under a
     * temporary name of its own: an interrupted build leaves no half file that looks done, and two
     * runs making one file at once (the development site's reloads) do not take each other's.
     */
    async file(name: string, key: string, make: (partial: string) => Promise<unknown>) {
      const file = path.join(dir, name);
      used.add(file);
      if (keys[name] === key && existsSync(file)) return {file, made: false};
      const partial = `${file}.${randomUUID()}.partial`;
      await mkdir(path.dirname(file), {recursive: true});
      await make(partial).catch(async (error: unknown) => {
        await rm(partial, {force: true});
        throw error;
      });
      await rename(partial, file);
      keys[name] = key;
      return {file, made: true};
    },
    /** Keeps the keys of what was made (a failed build's work stays reusable). */
    save,
    /** Deletes every file no `file` call of this run asked for; returns how many. */
    async prune(): Promise<number> {
      const unused = walk(dir).filter((file) => !used.has(file) && file !== keysFile);
      await Promise.all(unused.map((file) => rm(file)));
      for (const name of Object.keys(keys)) if (!used.has(path.join(dir, name))) delete keys[name];
      await save();
      return unused.length;
    },
  };
}
