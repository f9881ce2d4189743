/**
 * What the editor needs to run the build's rules before it saves (./rules.ts): the rules compiled
 * for the browser from the modules the build runs (Rspack, Docusaurus' bundler), and the site
 * they check against (site.json): the content files, the articles' heads and the files under
 * static/, as they are on the disk the editor was written from.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {contentSchemas} from '../../src/data/schema';
import {blogPostFiles} from '../content/load';
import {toPublic, walk} from '../responsive-images/files';
import type {SiteSnapshot} from './rules';

/** An article's head, „---“ to „---“: its body is read only when she saves that article. */
const HEAD = /^---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;
/**
 * site.json is public where the editor is published: what is not on the site stays out. Of a
 * draft, only what another article's check needs (its address and date); her confirmations
 * (notes for the launch check) not at all, her e-mail address left empty: each is checked when
 * she saves that file itself.
 */
const DRAFT = /^draft:[ \t]*["']?(?:ja|true)\b/m;
const PRIVATE = 'src/data/confirmations.yml';
const withoutEmail = (text: string) => text.replace(/^(email:)[ \t]*\S.*$/m, '$1 ""');
const draftHead = (head: string) =>
  ['---', ...(head.match(/^(?:slug|date|draft):.*$/gm) ?? []), '---\n'].join('\n');

export function siteSnapshot(siteDir: string): SiteSnapshot {
  const posts = blogPostFiles(siteDir) ?? [];
  const names = Object.keys(contentSchemas).map((name) => `src/data/${name}.yml`);
  const files: Record<string, string> = {};
  for (const file of [...names, 'blog/tags.yml', 'blog/authors.yml', ...posts]) {
    if (file === PRIVATE || !existsSync(path.join(siteDir, file))) continue;
    const text = readFileSync(path.join(siteDir, file), 'utf8').replace(/^\uFEFF/, '');
    const head = HEAD.exec(text)?.[0] ?? text;
    files[file] = !posts.includes(file)
      ? withoutEmail(text)
      : DRAFT.test(head)
        ? draftHead(head)
        : head;
  }
  const statics = path.join(siteDir, 'static');
  const media = existsSync(statics) ? walk(statics).map((file) => toPublic(statics, file)) : [];
  return {files, posts, media};
}

/** rules.js, once per process: the rules do not change while she edits. */
let compiled: Promise<string> | undefined;

async function compileRules(dir: string): Promise<string> {
  // Loaded here: only a build or `npm start` compiles.
  const {rspack} = await import('@rspack/core');
  const compiler = rspack({
    mode: 'production',
    target: ['web', 'es2022'],
    entry: path.join(__dirname, 'rules.ts'),
    // A classic script setting window.siteRules, before ./client/admin.js (./editor.html).
    output: {path: dir, filename: 'rules.js', library: {type: 'window', name: 'siteRules'}},
    resolve: {extensions: ['.ts', '...']},
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: {jsc: {parser: {syntax: 'typescript'}}},
        },
      ],
    },
    devtool: false,
    performance: false,
  });
  const stats = await promisify(compiler.run.bind(compiler))();
  if (stats?.hasErrors()) throw new Error(stats.toString('errors-only'));
  return readFileSync(path.join(dir, 'rules.js'), 'utf8');
}

/** Writes rules.js and site.json into the editor's folder `out`. */
export async function writeRules(siteDir: string, out: string): Promise<void> {
  writeFileSync(path.join(out, 'site.json'), JSON.stringify(siteSnapshot(siteDir)));
  const dir = path.join(siteDir, '.cache', 'admin', 'rules');
  writeFileSync(path.join(out, 'rules.js'), await (compiled ??= compileRules(dir)));
}
