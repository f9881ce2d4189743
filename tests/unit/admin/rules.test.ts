/** @jest-environment node */
/**
 * The editor refuses what the build refuses, with the build's message: /admin/rules.js, compiled
 * from the build's own rules (plugins/admin/bundle.ts), run as the browser runs it (no Node), on
 * the site as site.json lists it and the file she saves; its field named by the editor's label.
 */
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {runInNewContext} from 'node:vm';
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, test} from '@jest/globals';
import {siteSnapshot, writeRules} from '@site/plugins/admin/bundle';
import {decapConfig} from '@site/plugins/admin/config';
import type {EditorField, Refusal, SavedFile, SiteSnapshot} from '@site/plugins/admin/rules';
import {readContent} from '@site/plugins/content/load';
import {formatProblem} from '@site/plugins/content/problems';
import {addDays, berlinToday} from '@site/src/lib/closures';
import {contentSite, siteRoot, type ContentSite} from '../__helpers__/contentSite';

type Rules = {
  refusals: (site: SiteSnapshot, saved: SavedFile, fields: readonly EditorField[]) => Refusal[];
};
let rules: Rules;
const out = mkdtempSync(join(tmpdir(), 'rules-'));
beforeAll(async () => {
  await writeRules(siteRoot, out);
  const window: {siteRules?: Rules} = {};
  // A context with no require, process or Buffer: what the editor's page has.
  runInNewContext(readFileSync(join(out, 'rules.js'), 'utf8'), {window});
  rules = window.siteRules!;
}, 60_000);
afterAll(() => rmSync(out, {recursive: true, force: true}));

let site: ContentSite;
beforeEach(() => {
  site = contentSite();
  cpSync(join(siteRoot, 'blog'), join(site.dir, 'blog'), {recursive: true});
  const photos = join('static', 'images', 'blog');
  cpSync(join(siteRoot, photos), join(site.dir, photos), {recursive: true});
});
afterEach(() => site.remove());

/** The editor's fields of a collection, as config.yml has them. */
function fields(name: string): EditorField[] {
  const {blog} = readContent({siteDir: site.dir});
  const collection = decapConfig(blog, 'https://www.example.com', {}).collections.find(
    (entry) => entry.name === name,
  ) as unknown as {files?: Array<{fields: EditorField[]}>; fields?: EditorField[]};
  return collection.files?.[0]?.fields ?? collection.fields!;
}

/**
 * Saves `file` changed by `change` in the editor (on the site as it was) and on the disk (the
 * build): what the editor refuses, and the build's messages for that file.
 */
function save(name: string, file: string, change: (text: string) => string) {
  const before = siteSnapshot(site.dir);
  const path = join(site.dir, file);
  const text = change(existsSync(path) ? readFileSync(path, 'utf8') : '');
  const found = rules.refusals(before, {file, text, media: []}, fields(name));
  writeFileSync(path, text);
  const build = readContent({siteDir: site.dir})
    .problems.filter((problem) => problem.file === file)
    .map(formatProblem);
  return {refused: found.map((refusal) => refusal.text), found, build};
}

describe('the editor refuses what the build refuses, in the build’s words and the editor’s labels', () => {
  test('a closure whose last day is before its first', () => {
    const closure = 'closures:\n  - from: 2027-11-25\n    to: 2026-11-20\n';
    const {refused, found, build} = save(
      'studio',
      'src/data/studio.yml',
      (text) => `${text}${closure}`,
    );
    expect(build).toEqual([
      expect.stringContaining(
        '„to“: „2026-11-20“ – der letzte Tag liegt vor dem ersten („from“: „2027-11-25“)',
      ),
    ]);
    expect(refused).toEqual([
      // Dates as the editor shows them.
      'src/data/studio.yml, „Letzter Tag“: „20.11.2026“ – der letzte Tag liegt vor dem ersten („Erster Tag“: „25.11.2027“); tauschen Sie die beiden Daten oder korrigieren Sie das Jahr',
    ]);
    // Beside the field „Letzter Tag“ of that closure, without the file.
    expect(found[0]!.at).toEqual(['closures', expect.any(Number), 'to']);
    expect(found[0]!.beside).toBe(refused[0]!.replace('src/data/studio.yml, ', ''));
  });

  test('a package whose comparison price is no longer the sum of what it includes', () => {
    const hydro = /(title: Feuchtigkeitsbehandlung \(Hydro\)\n\s+duration: [^\n]+\n\s+price:) 80 €/;
    const {refused, build} = save('prices', 'src/data/prices.yml', (text) =>
      text.replace(hydro, '$1 85 €'),
    );
    expect(build).toHaveLength(1);
    expect(build[0]).toContain('„regularPrice“');
    expect(refused).toHaveLength(1);
    // The build's message, its line left out and the field named as the editor names it.
    const label = '„Summe der Einzelpreise (nur Pakete)“';
    expect(refused).toEqual([
      build[0]!.replace(/, Zeile \d+/, '').replaceAll('„regularPrice“', label),
    ]);
  });

  test('a review dated after „Stand“, and one in the future', () => {
    const first = /(\n {4}date:) [^\n]+/;
    const asOf = /\nasOf: ([^\n]+)/.exec(site.read('reviews.yml'))![1]!;
    const later = save('reviews', 'src/data/reviews.yml', (text) =>
      text.replace(first, `$1 ${addDays(asOf, 1)}`),
    );
    expect(later.build).toEqual([expect.stringContaining('liegt nach dem Stand der Liste')]);
    expect(later.refused).toEqual([
      expect.stringMatching(/^src\/data\/reviews\.yml, „Datum“ bei „[^“]+“: „[\d.]+“ – liegt nach/),
    ]);
    // The build's words, „asOf“ as the editor labels it, its dates as the editor shows them.
    expect(later.refused[0]!.split(' – ')[1]).toBe(
      later.build[0]!.split(' – ')[1]!
        .replaceAll('„asOf', '„Stand der Liste')
        .replaceAll(/(\d{4})-(\d{2})-(\d{2})/g, '$3.$2.$1'),
    );
    expect(later.found[0]!.at).toEqual(['reviews', 0, 'date']);
    const tomorrow = addDays(berlinToday(), 1);
    const future = save('reviews', 'src/data/reviews.yml', (text) =>
      text.replace(first, `$1 ${tomorrow}`),
    );
    expect(future.build).toEqual([expect.stringContaining(`„${tomorrow}“ – liegt in der Zukunft`)]);
    expect(future.refused).toEqual([expect.stringContaining(`„Datum“ bei „`)]);
    expect(future.refused[0]).toContain(future.build[0]!.split(' – ')[1]!);
  });

  test('a phone number that cannot be dialled', () => {
    const {refused, build} = save('studio', 'src/data/studio.yml', (text) =>
      text.replace(/\nphone: [^\n]+/, '\nphone: 0176 123'),
    );
    expect(build).toEqual([
      expect.stringContaining('„phone“: „0176 123“ – diese Nummer lässt sich so nicht wählen'),
    ]);
    expect(refused).toEqual([
      'src/data/studio.yml, „Telefonnummer“: „0176 123“ – diese Nummer lässt sich so nicht wählen: Vorwahl oder Ziffern stimmen nicht. Eine Telefonnummer sieht so aus: „030 12345678“ oder „0176 12345678“',
    ]);
  });

  test('two articles with one address: the new one is refused, naming the other', () => {
    const [post] = siteSnapshot(site.dir).posts;
    const copy = 'blog/2026-01-01-kopie.md';
    const original = readFileSync(join(site.dir, post!), 'utf8');
    const {refused, build} = save('blog', copy, () => original);
    const other = readContent({siteDir: site.dir})
      .problems.map(formatProblem)
      .filter((line) => line.startsWith(post!));
    expect(build).toEqual([expect.stringContaining(`hat auch ${post} (Zeile`)]);
    // Hers first, in the editor's words, then what the build would now refuse in the other.
    expect(refused).toEqual([
      build[0]!.replace(/, Zeile \d+/, '').replaceAll('„slug“', '„Adresse des Beitrags“'),
      ...other,
    ]);
    expect(refused[0]).toMatch(/^blog\/2026-01-01-kopie\.md, „Adresse des Beitrags“ bei „/);
  });

  test('her correct change is saved; a problem already in another file does not stop it', () => {
    rmSync(join(site.dir, 'static', 'images', 'blog'), {recursive: true});
    const {refused} = save('studio', 'src/data/studio.yml', (text) =>
      text.replace(/\nphone: [^\n]+/, '\nphone: 030 98765432'),
    );
    // The articles' photos are not in this copy's static/: the build refuses them already.
    expect(readContent({siteDir: site.dir}).problems.length).toBeGreaterThan(0);
    expect(refused).toEqual([]);
  });
});

test('site.json, public where the editor is, holds nothing the site does not show: of a draft its address and date, no confirmations, no e-mail address', () => {
  const [post] = siteSnapshot(site.dir).posts;
  const draft = 'blog/2026-02-01-entwurf.md';
  const original = readFileSync(join(site.dir, post!), 'utf8');
  writeFileSync(
    join(site.dir, draft),
    original
      .replace(/^title: .*$/m, 'title: "Geheimer Entwurf"')
      .replace(/^slug: .*$/m, 'slug: post/entwurf')
      .replace(/^---\n/, '---\ndraft: ja\n'),
  );
  try {
    const snapshot = siteSnapshot(site.dir);
    expect(JSON.stringify(snapshot)).not.toContain('Geheimer Entwurf');
    expect(snapshot.files[draft]).toMatch(/^---\ndraft: ja\nslug: post\/entwurf\ndate: .+\n---\n$/);
    expect(Object.keys(snapshot.files)).not.toContain('src/data/confirmations.yml');
    const {email} = readContent({siteDir: site.dir}).content.studio;
    expect(JSON.stringify(snapshot)).not.toContain(email);
    expect(snapshot.files['src/data/studio.yml']).toMatch(/^email: ""$/m);
    expect(snapshot.files[post!]).toContain('title:');
  } finally {
    rmSync(join(site.dir, draft));
  }
});
