/**
 * What the editor needs to run the build's rules before it saves (./rules.ts): the rules compiled
 * for the browser from the very modules the build runs (Rspack, Docusaurus' bundler), and the
 * site they check against (site.json): the content files, the articles' heads and the files
 * under static/, as they are on the disk the editor was written from.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
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
const PRIVATE = new Set(['src/data/confirmations.yml']);
/** Her e-mail address is never written in plain text into what is published: left empty here. */
const withoutEmail = (text: string) => text.replace(/^(email:)[ \t]*\S.*$/m, '$1 ""');
const draftHead = (head: string) =>
  `---\n${head
    .split(/\r?\n/)
    .filter((line) => /^(?:slug|date|draft):/.test(line))
    .map((line) => `${line}\n`)
    .join('')}---\n`;

export function siteSnapshot(siteDir: string): SiteSnapshot {
  const posts = blogPostFiles(siteDir) ?? [];
  const names = [
    ...Object.keys(contentSchemas).map((name) => `src/data/${name}.yml`),
    'blog/tags.yml',
    'blog/authors.yml',
  ];
  const files: Record<string, string> = {};
  const wanted = [...names, ...posts].filter((name) => !PRIVATE.has(name));
  for (const file of wanted.filter((name) => existsSync(path.join(siteDir, name)))) {
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
    resolve: {extensions: ['.ts', '.js', '.mjs', '.json']},
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: {jsc: {parser: {syntax: 'typescript'}}},
          type: 'javascript/auto',
        },
      ],
    },
    devtool: false,
    performance: false,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      const failed = error ?? (stats?.hasErrors() && new Error(stats.toString('errors-only')));
      if (failed) reject(failed);
      else resolve(readFileSync(path.join(dir, 'rules.js'), 'utf8'));
    }),
  );
}

/** Writes rules.js and site.json into the editor's folder `out`. */
export async function writeRules(siteDir: string, out: string): Promise<void> {
  writeFileSync(path.join(out, 'site.json'), JSON.stringify(siteSnapshot(siteDir)));
  const dir = path.join(siteDir, '.cache', 'admin', 'rules');
  writeFileSync(path.join(out, 'rules.js'), await (compiled ??= compileRules(dir)));
}
