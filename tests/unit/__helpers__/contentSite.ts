/**
 * A throwaway copy of the site's content for tests that break it on purpose: src/data/*.yml
 * copied, static/ linked. `edit` changes one file by replacing text, as the owner would.
 */
import {copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';

export const siteRoot = resolve(__dirname, '../../..');

export interface ContentSite {
  readonly dir: string;
  readonly read: (file: string) => string;
  /** Replaces `from` (must occur) by `to` in src/data/<file>; `all` replaces every occurrence. */
  readonly edit: (file: string, from: string | RegExp, to: string) => void;
  readonly write: (file: string, text: string) => void;
  readonly remove: () => void;
}

export function contentSite(): ContentSite {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  const data = join(dir, 'src', 'data');
  mkdirSync(data, {recursive: true});
  for (const name of readdirSync(join(siteRoot, 'src', 'data')).filter((file) => file.endsWith('.yml'))) {
    copyFileSync(join(siteRoot, 'src', 'data', name), join(data, name));
  }
  symlinkSync(join(siteRoot, 'static'), join(dir, 'static'));
  const read = (file: string) => readFileSync(join(data, file), 'utf8');
  const write = (file: string, text: string) => writeFileSync(join(data, file), text);
  return {
    dir,
    read,
    write,
    edit(file, from, to) {
      const text = read(file);
      const next = text.replace(from, to);
      if (next === text) throw new Error(`test setup: "${String(from)}" not found in ${file}`);
      write(file, next);
    },
    remove: () => rmSync(dir, {recursive: true, force: true}),
  };
}
