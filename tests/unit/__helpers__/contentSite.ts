/**
 * A throwaway content site for tests that break content on purpose: the sample content
 * (tests/fixtures/samples/src/data/*.yml: the files and entries these tests must not see change
 * with the owner's edits; the rest from src/data, tests/fixtures/overlay.mjs) with a static/ of its own that holds an empty file for each picture and video it names
 * (and each video's poster): the owner may delete or rename her own files. `edit` changes one
 * file by replacing text, as she would.
 */
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {readContent} from '@site/plugins/content/load';
import {ContentError} from '@site/plugins/content/problems';
import {deriveAll, type SiteData} from '@site/src/data/derive';
import type {Content} from '@site/src/data/schema';
import {posterPath} from '@site/src/lib/images';
import {layContent} from '../../fixtures/overlay.mjs';

export const siteRoot = resolve(__dirname, '../../..');

/** A site's content and what its pages receive, as the build hands them over; throws a ContentError. */
export function siteContent(siteDir: string): {content: Content; derived: SiteData} {
  const {content, problems} = readContent({siteDir});
  if (problems.length > 0) throw new ContentError(problems);
  return {content, derived: deriveAll(content)};
}

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
  layContent(samples, join(siteRoot, 'src', 'data'), data);
  for (const name of readdirSync(data)) {
    const media = readFileSync(join(data, name), 'utf8').match(
      /\/(?:images|videos)\/[a-z0-9/_-]+\.(?:jpe?g|png|mp4)/g,
    );
    for (const path of media ?? [])
      for (const file of path.startsWith('/videos/') ? [path, posterPath(path)] : [path]) {
        mkdirSync(dirname(join(dir, 'static', file)), {recursive: true});
        writeFileSync(join(dir, 'static', file), '');
      }
  }
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
