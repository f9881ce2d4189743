/**
 * The rules of the owner's content, without Node: her files read, parsed and validated by
 * src/data/schema.ts and ./checks.ts, from a `SiteFiles` that ./load.ts fills from the disk and the
 * editor (plugins/admin/rules.ts, bundled into /admin) from what she is saving. One rule, one place.
 */
import {parseDocument} from 'yaml';
import type * as z from 'zod';
import {authorsSchema, contentSchemas, postSchema, tagsSchema} from '../../src/data/schema';
import type {Content, ContentName} from '../../src/data/schema';
import {crossChecks, misplacedClosures} from './checks';
import {problemAt, type Blog, type LoadedFile, type Problem} from './problems';

/** The site's files as the rules see them. */
export interface SiteFiles {
  /** A file's text (e.g. "src/data/studio.yml"), why it cannot be read, or undefined when missing. */
  readonly read: (file: string) => {text: string} | {line: number; message: string} | undefined;
  /** Whether a public path ("/images/a.jpg") is a file under static/. */
  readonly exists: (publicPath: string) => boolean;
  /** The articles ("blog/…md"), as the blog plugin publishes them; undefined without blog/. */
  readonly posts: readonly string[] | undefined;
  /** Where a missing file was looked for (the folder on her disk), for the message. */
  readonly folder?: (file: string) => string;
}

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
export function readFile<Schema extends z.ZodType>(
  site: SiteFiles,
  file: string,
  schema: Schema,
  problems: Problem[],
): LoadedFile<z.infer<Schema>> | undefined {
  const fail = (line: number | undefined, message: string) =>
    void problems.push({file, line, message});
  const decoded = site.read(file);
  if (!decoded)
    return fail(
      undefined,
      `die Datei fehlt${site.folder ? ` im Ordner ${site.folder(file)}` : ''}. Stellen Sie sie aus der Versionsgeschichte wieder her.`,
    );
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
    // A tab is found on its own line; only a slip is found after where it begins.
    const line = linePos?.[0].line ?? 1;
    fail(code === 'TAB_AS_INDENT' ? line : slipLine(yaml, line), message);
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

/** Reads, parses and validates every file; returns what is valid and every problem found. */
export function checkContent(site: SiteFiles) {
  const problems: Problem[] = [];
  const files: {[Name in ContentName]?: LoadedFile<Content[Name]>} = {};
  for (const [name, schema] of Object.entries(contentSchemas))
    Object.assign(files, {[name]: readFile(site, `src/data/${name}.yml`, schema, problems)});
  const content = Object.fromEntries(
    Object.entries(files).map(([name, file]) => [name, file?.data]),
  ) as Content;
  const articles = site.posts;
  const blog: Blog = {
    tags: articles && readFile(site, 'blog/tags.yml', tagsSchema, problems),
    authors: articles && readFile(site, 'blog/authors.yml', authorsSchema, problems),
    posts: (articles ?? []).flatMap((file) => readFile(site, file, postSchema, problems) ?? []),
  };
  problems.push(...crossChecks(content, files, blog, site.exists));
  return {content, files, blog, problems: misplacedClosures(files.studio, problems)};
}
