/**
 * Reading the owner's content from the disk: src/data/*.yml and the blog's YAML, checked by the
 * rules of ./read.ts, each problem one German line.
 */
import {isUtf8} from 'node:buffer';
import {existsSync, readFileSync} from 'node:fs';
import {basename, dirname, join, resolve} from 'node:path';
import {toPublic, walk} from '../responsive-images/files';
import {postSchema} from '../../src/data/schema';
import type {Content} from '../../src/data/schema';
import {checkContent, readFile, type SiteFiles} from './read';
import {lineAt, type Problem} from './problems';

/** How she saves as UTF-8 in her guide's editors (VS Code first reopens a Windows 1252 file). */
const saveAsUtf8 = (reopen: boolean) =>
  `So speichern Sie sie als UTF-8: In VS Code unten rechts in der Statusleiste auf die Codierung klicken, ${reopen ? '„Mit Codierung erneut öffnen“ und „Windows 1252“ wählen (die Umlaute sehen dann richtig aus), dann noch einmal auf die Codierung klicken, ' : ''}„Mit Codierung speichern“ und „UTF-8“ wählen. Im Windows-Editor: „Datei › Speichern unter“, unten bei „Codierung“ „UTF-8“ wählen und die Datei ersetzen. In TextEdit: „Ablage › Duplizieren“, dann „Ablage › Sichern“, bei „Codierung für reinen Text“ „Unicode (UTF-8)“ wählen und unter dem alten Namen sichern.`;

/** A file's text: UTF-8 with or without its mark; another encoding is refused, not guessed. */
export function decodeText(bytes: Uint8Array): {text: string} | {line: number; message: string} {
  // UTF-16 starts with its mark, or has a 0 in every other byte of German text (text never has 0).
  if (bytes.includes(0) || [0xfffe, 0xfeff].includes((bytes[0]! << 8) | bytes[1]!))
    return {
      line: 1,
      message: `die Datei ist als UTF-16 („Unicode“) gespeichert; die Website liest nur UTF-8. ${saveAsUtf8(false)}`,
    };
  // Without the mark; U+FFFD for what is not UTF-8.
  const text = Buffer.from(bytes)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (isUtf8(bytes)) return {text};
  return {
    line: lineAt(text, text.indexOf('\uFFFD')),
    message: `die Datei ist nicht als UTF-8 gespeichert, sondern wohl als „Windows 1252“ („ANSI“, „Westeuropäisch“): Umlaute und Zeichen wie „–“ oder „€“ lassen sich deshalb nicht lesen; das erste steht in dieser Zeile. ${saveAsUtf8(true)}`,
  };
}

/** The problems of one article read alone (encoding, head, fields; no checks across files). */
export function articleProblems(path: string): Problem[] {
  const problems: Problem[] = [];
  readFile(diskFiles(dirname(path)), basename(path), postSchema, problems);
  return problems;
}

/** The articles as the blog plugin publishes them: no README.md, nothing starting with _ or ".". */
export const blogPostFiles = (siteDir: string) =>
  existsSync(join(siteDir, 'blog'))
    ? walk(join(siteDir, 'blog'))
        .map((file) => toPublic(siteDir, file).slice(1))
        .filter((file) => /\.mdx?$/.test(file) && file !== 'blog/README.md' && !/\/[_.]/.test(file))
    : undefined;

/** The site's files on the disk, as ./read.ts sees them. */
const diskFiles = (siteDir: string): SiteFiles => ({
  read: (file) =>
    existsSync(join(siteDir, file)) ? decodeText(readFileSync(join(siteDir, file))) : undefined,
  exists: (publicPath) => existsSync(join(siteDir, 'static', publicPath)),
  posts: blogPostFiles(siteDir),
  folder: (file) => join(resolve(siteDir), dirname(file)),
});

/** Reads, parses and validates every file; returns what is valid and every problem found. */
export const readContent = ({siteDir}: {readonly siteDir: string}) =>
  checkContent(diskFiles(siteDir));

type ContentRead = ReturnType<typeof readContent>;

/** On globalThis: Docusaurus loads the config twice and every plugin as a fresh module. */
const reads: Map<string, ContentRead> = ((globalThis as {[key: symbol]: Map<string, ContentRead>})[
  Symbol.for('site.contentReads')
] ??= new Map());

/** The content read once per build for the config and the plugins; `reload` reads it again. */
export function sharedContent(siteDir: string, {reload = false} = {}): ContentRead {
  const key = resolve(siteDir);
  if (reload || !reads.has(key)) reads.set(key, readContent({siteDir}));
  return reads.get(key)!;
}

/** Name, address and blog titles for the config and editor; stand-ins while files have mistakes. */
export function siteSettings({studio, pages}: Partial<Content>) {
  const year = new Date().getFullYear();
  // While studio.yml has mistakes: no icon and no share image (the content check names them).
  const stand = {
    studioName: 'Website',
    ownerName: '',
    url: 'https://www.example.com',
    favicon: undefined,
    shareImage: undefined,
  };
  return {
    ...(studio ?? {...stand, copyrightYear: year}),
    blog: pages?.blog ?? {title: 'Blog', description: '', feedTitle: 'Blog'},
  };
}
