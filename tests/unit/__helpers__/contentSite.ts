/**
 * A throwaway content site for tests that break content on purpose: the frozen sample content
 * (tests/fixtures/samples/src/data/*.yml, so the owner's own edits never change what these tests
 * see) with the site's static/ linked. `edit` changes one file by replacing text, as she would.
 */
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
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
  const samples = join(siteRoot, 'tests', 'fixtures', 'samples', 'src', 'data');
  for (const name of readdirSync(samples).filter((file) => file.endsWith('.yml'))) {
    copyFileSync(join(samples, name), join(data, name));
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
