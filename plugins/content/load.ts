/**
 * Reading the owner's content: src/data/*.yml and the blog's YAML (failsafe: every value stays
 * text), validated by src/data/schema.ts and ./checks.ts, each problem one German line.
 */
import {isUtf8} from 'node:buffer';
import {existsSync, readFileSync} from 'node:fs';
import {basename, dirname, join, resolve} from 'node:path';
import {parseDocument} from 'yaml';
import type * as z from 'zod';
import {toPublic, walk} from '../responsive-images/files';
import {authorsSchema, contentSchemas, postSchema, tagsSchema} from '../../src/data/schema';
import type {Content, ContentName} from '../../src/data/schema';
import {crossChecks, misplacedClosures} from './checks';
import {lineAt, problemAt, type Blog, type LoadedFile, type Problem} from './problems';

export const SYNTAX_HINTS: Readonly<Record<string, string>> = {
  MISSING_CHAR:
    'hier fehlt ein Zeichen, meist ein schließendes Anführungszeichen oder ein Doppelpunkt nach dem Feldnamen. Prüfen Sie, ob jedes „"“ wieder geschlossen wird und jede Zeile die Form „feld: Wert“ hat',
  UNEXPECTED_TOKEN:
    "hier steht etwas, wo die Zeile schon zu Ende sein müsste. Steht der Text in einfachen Anführungszeichen ('…') und enthält selbst ein Apostroph wie in „hab's“? Oder beginnt er mit einem Sonderzeichen wie „*“, „[“, „{“, „|“ oder „>“? Dann setzen Sie ihn in doppelte Anführungszeichen (\"…\")",
  BLOCK_AS_IMPLICIT_KEY:
    'enthält der Text einen Doppelpunkt mit Leerzeichen danach (z. B. „Tipp: …“), oder ist die Zeile anders eingerückt als ihre Nachbarn? Setzen Sie solchen Text in doppelte Anführungszeichen ("…") und rücken Sie Einträge derselben Liste gleich weit ein',
  MULTILINE_IMPLICIT_KEY:
    'fehlt nach dem Feldnamen der Doppelpunkt („feld: Wert“), oder beginnen Einträge derselben Liste nicht genau untereinander?',
  BAD_INDENT:
    'die Einrückung stimmt nicht: rücken Sie mit Leerzeichen ein, gleich weit wie die Nachbarzeilen',
  TAB_AS_INDENT: 'hier wird mit einem Tabulator eingerückt; bitte nur Leerzeichen verwenden',
  DUPLICATE_KEY: 'dieses Feld steht an dieser Stelle zweimal; löschen Sie eines davon',
  BAD_SCALAR_START:
    'ein Text darf nicht mit diesem Zeichen beginnen (z. B. „@“, „`“, „%“); setzen Sie ihn in doppelte Anführungszeichen ("…")',
};

const TYPE_HINTS: Readonly<Record<string, string>> = {
  array: 'hier steht eine Liste: jeder Eintrag in einer eigenen Zeile, die mit „- “ beginnt',
  object: 'hier stehen eingerückte Felder der Form „feld: Wert“',
  string: 'hier steht ein einfacher Text, keine Liste und keine eingerückten Felder',
};

/** zod's wording where the schema gives none is English: a missing field or a too short list. */
const germanDefaults = (guide: string) => (issue: z.core.$ZodRawIssue) =>
  issue.code === 'invalid_type' && issue.input === undefined
    ? `fehlt – bitte ergänzen (siehe die Beispiele in ${guide})`
    : issue.code === 'too_small' && issue.origin === 'array'
      ? `die Liste braucht mindestens ${issue.minimum === 1 ? 'einen Eintrag' : `${String(issue.minimum)} Einträge`}`
      : undefined;

/** A slip begins at a list entry indented unlike the next, not where the parser stumbles. */
function slipLine(source: string, line: number): number {
  const dashes = source.split('\n').map((row) => /^(\s*)- /.exec(row)?.[1]?.length);
  let before = line - 1;
  while (before >= 0 && dashes[before] === undefined) before -= 1;
  const after = dashes.findIndex((dash, index) => index >= line && dash !== undefined);
  return before >= 0 && after >= 0 && dashes[before] !== dashes[after] ? before + 1 : line;
}

/** How she saves as UTF-8 in her guide's editors (VS Code first reopens a Windows 1252 file). */
const saveAsUtf8 = (reopen: boolean) =>
  `So speichern Sie sie als UTF-8: In VS Code unten rechts in der Statusleiste auf die Codierung klicken, ${reopen ? '„Mit Codierung erneut öffnen“ und „Windows 1252“ wählen (die Umlaute sehen dann richtig aus), dann noch einmal auf die Codierung klicken, ' : ''}„Mit Codierung speichern“ und „UTF-8“ wählen. Im Windows-Editor: „Datei › Speichern unter“, unten bei „Codierung“ „UTF-8“ wählen und die Datei ersetzen. In TextEdit: „Ablage › Duplizieren“, dann „Ablage › Sichern“, bei „Codierung für reinen Text“ „Unicode (UTF-8)“ wählen und unter dem alten Namen sichern.`;

/** A file's text: UTF-8 with or without its mark; another encoding is refused, not guessed. */
export function decodeText(bytes: Uint8Array): {text: string} | {line: number; message: string} {
  const [first, second] = bytes;
  // UTF-16 starts with its mark, or has a 0 in every other byte of German text (text never has 0).
  if (
    (first === 0xff && second === 0xfe) ||
    (first === 0xfe && second === 0xff) ||
    bytes.includes(0)
  )
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

/** An article's head (front matter), from „---“ to „---“; its YAML starts at the file's start. */
const HEAD = /^(---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?)---[ \t]*(?:\r?\n|$)/;
/** A line of running text: not a field („feld:“), not indented, no list entry, no note. */
const TEXT_LINE = /^(?![ \t]|- |#|---)[^\s:]+(?:[ \t]+[^\s:]+)*(?:[.!?,;]|$)/;

/** Where the text starts in a head without its closing „---“: running text after a blank line. */
function unclosedHead(head: string): number | undefined {
  const lines = head.split(/\r?\n/);
  const text = lines.findIndex((line, i) => i > 1 && !lines[i - 1]?.trim() && TEXT_LINE.test(line));
  return text === -1 ? undefined : text + 1;
}

const UNKNOWN_FIELD =
  'dieses Feld gibt es hier nicht – ein Tippfehler im Feldnamen oder falsch eingerückt?';

/** Reads, parses and validates a file (an article's head); undefined when missing or unreadable. */
function readFile<Schema extends z.ZodType>(
  siteDir: string,
  file: string,
  schema: Schema,
  problems: Problem[],
): LoadedFile<z.infer<Schema>> | undefined {
  const fail = (line: number | undefined, message: string) =>
    void problems.push({file, line, message});
  if (!existsSync(join(siteDir, file)))
    return fail(
      undefined,
      'die Datei fehlt. Stellen Sie sie aus der Versionsgeschichte wieder her.',
    );
  const decoded = decodeText(readFileSync(join(siteDir, file)));
  if (!('text' in decoded)) return fail(decoded.line, decoded.message);
  const source = decoded.text;
  const article = /\.mdx?$/.test(file);
  const head = article ? HEAD.exec(source) : undefined;
  const unclosed = head ? unclosedHead(head[1]!) : undefined;
  // A head that is missing or not closed is one mistake, not one for every field.
  const broken = article && (!head || unclosed);
  const yaml = broken ? '' : (head?.[1] ?? source);
  const doc = parseDocument(yaml, {schema: 'failsafe', uniqueKeys: true});
  const bodyStart = article ? (head?.[0].length ?? 0) : undefined;
  const loaded = {file, schema, source, doc, bodyStart};
  if (broken && /^---[ \t]*\r?\n/.test(source))
    fail(
      unclosed ?? unclosedHead(source) ?? 1,
      'der Kopf des Beitrags ist nicht abgeschlossen: Nach seinem letzten Feld (meist „image_alt“) fehlt die Zeile „---“. Setzen Sie sie vor die Zeile, mit der der Text des Beitrags beginnt.',
    );
  else if (broken)
    fail(
      1,
      'der Kopf des Beitrags fehlt: Die Datei beginnt mit einer Zeile „---“, darunter die Felder (title, description …), dann wieder „---“.',
    );
  // One slip usually makes several errors further down: the first one is where to look.
  for (const {code, linePos} of doc.errors.slice(0, 1)) {
    const hint = SYNTAX_HINTS[code] ?? 'die Schreibweise stimmt hier nicht (YAML)';
    const message = `Die Datei lässt sich nicht lesen: ${hint}${hint.endsWith('?') ? '' : '.'}`;
    fail(slipLine(yaml, linePos?.[0].line ?? 1), message);
  }
  // A text that starts with "!" is read as a YAML tag and would silently lose its first word.
  for (const {linePos} of doc.warnings)
    fail(
      linePos?.[0].line ?? 1,
      'ein Text beginnt hier mit einem Sonderzeichen wie „!“ oder „&“; setzen Sie ihn in doppelte Anführungszeichen ("…").',
    );
  if (broken || doc.errors.length > 0 || doc.warnings.length > 0) return loaded;
  const guide = file.startsWith('blog/') ? 'blog/README.md' : 'src/data/README.md';
  const result = schema.safeParse(doc.toJS() ?? {}, {error: germanDefaults(guide)});
  if (result.success) return {...loaded, data: result.data};
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys)
        problems.push(problemAt(loaded, [...issue.path, key], UNKNOWN_FIELD, false));
    else {
      // A value of the wrong form (a list where text belongs) is told what form belongs there.
      const present = doc.getIn(issue.path as unknown[], true) !== undefined;
      const wrong = issue.code === 'invalid_type' && present && TYPE_HINTS[issue.expected];
      problems.push(problemAt(loaded, issue.path, wrong || issue.message));
    }
  }
  return loaded;
}

/** The problems of one article read alone (encoding, head, fields; no checks across files). */
export function articleProblems(path: string): Problem[] {
  const problems: Problem[] = [];
  readFile(dirname(path), basename(path), postSchema, problems);
  return problems;
}

/** The articles as the blog plugin publishes them: no README.md, nothing starting with _ or ".". */
export const blogPostFiles = (siteDir: string) =>
  existsSync(join(siteDir, 'blog'))
    ? walk(join(siteDir, 'blog'))
        .map((file) => toPublic(siteDir, file).slice(1))
        .filter((file) => /\.mdx?$/.test(file) && file !== 'blog/README.md' && !/\/[_.]/.test(file))
    : undefined;

/** Reads, parses and validates every file; returns what is valid and every problem found. */
export function readContent({siteDir}: {readonly siteDir: string}) {
  const problems: Problem[] = [];
  const files: {[Name in ContentName]?: LoadedFile<Content[Name]>} = {};
  for (const [name, schema] of Object.entries(contentSchemas))
    Object.assign(files, {[name]: readFile(siteDir, `src/data/${name}.yml`, schema, problems)});
  const content = Object.fromEntries(
    Object.entries(files).map(([name, file]) => [name, file?.data]),
  ) as Content;
  const articles = blogPostFiles(siteDir);
  const blog: Blog = {
    tags: articles && readFile(siteDir, 'blog/tags.yml', tagsSchema, problems),
    authors: articles && readFile(siteDir, 'blog/authors.yml', authorsSchema, problems),
    posts: (articles ?? []).flatMap((file) => readFile(siteDir, file, postSchema, problems) ?? []),
  };
  problems.push(...crossChecks(content, files, blog, siteDir));
  return {content, files, blog, problems: misplacedClosures(files.studio, problems)};
}

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
