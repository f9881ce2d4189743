/**
 * Reading one YAML content file: parse it (failsafe schema: every value is text), validate it
 * against its schema and turn every problem into a German message that names the file, the line,
 * the field and what is expected, e.g.
 *   src/data/prices.yml, Zeile 42, „price“ bei „Aqua Facial Basic“: „99“ – ein Preis sieht so aus: „99 €“
 */
import {LineCounter, isMap, isScalar, parseDocument, type Document, type Node} from 'yaml';
import type * as z from 'zod';

export interface Problem {
  /** The file as the owner sees it, e.g. "src/data/prices.yml". */
  readonly file: string;
  readonly line?: number;
  /** The field's name, e.g. "price"; absent for a problem of the whole file. */
  readonly field?: string;
  /** The title or name of the entry the field belongs to, e.g. "Aqua Facial Basic". */
  readonly entry?: string;
  /** The value as written, when there is one. */
  readonly value?: string;
  readonly message: string;
}

export function formatProblem({file, line, field, entry, value, message}: Problem): string {
  const where = [file, line !== undefined ? `Zeile ${line}` : undefined].filter(Boolean).join(', ');
  const what = field ? `, „${field}“${entry ? ` bei „${entry}“` : ''}` : '';
  const shown =
    value !== undefined && value !== ''
      ? ` „${value.length > 60 ? `${value.slice(0, 57)}…` : value}“ –`
      : '';
  return `${where}${what}:${shown} ${message}`;
}

/** One message listing every problem, as the build and `npm start` print it. */
export function problemsReport(problems: readonly Problem[]): string {
  const count = problems.length === 1 ? 'einen Fehler' : `${problems.length} Fehler`;
  return (
    `Die Inhalte der Website enthalten ${count}. Bitte korrigieren Sie die genannten Stellen ` +
    `(Anleitung: src/data/README.md):\n\n${problems.map((problem) => `- ${formatProblem(problem)}`).join('\n')}\n`
  );
}

/** Thrown when content is invalid; its message is the whole German report. */
export class ContentError extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(problemsReport(problems));
    this.name = 'Inhaltsfehler';
  }
}

export const SYNTAX_HINTS: Readonly<Record<string, string>> = {
  MISSING_CHAR:
    'hier fehlt ein Zeichen, meist ein schließendes Anführungszeichen oder ein Doppelpunkt nach dem Feldnamen. ' +
    'Prüfen Sie, ob jedes „"“ wieder geschlossen wird und jede Zeile die Form „feld: Wert“ hat',
  UNEXPECTED_TOKEN:
    "hier steht etwas, wo die Zeile schon zu Ende sein müsste. Steht der Text in einfachen Anführungszeichen ('…') " +
    "und enthält selbst ein Apostroph wie in „hab's“? Oder beginnt er mit einem Sonderzeichen wie „*“, „[“, „{“, „|“ " +
    'oder „>“? Dann setzen Sie ihn in doppelte Anführungszeichen ("…")',
  BLOCK_AS_IMPLICIT_KEY:
    'enthält der Text einen Doppelpunkt mit Leerzeichen danach (z. B. „Tipp: …“), oder ist die Zeile anders ' +
    'eingerückt als ihre Nachbarn? Setzen Sie solchen Text in doppelte Anführungszeichen ("…") und rücken Sie ' +
    'Einträge derselben Liste gleich weit ein',
  MULTILINE_IMPLICIT_KEY:
    'fehlt nach dem Feldnamen der Doppelpunkt („feld: Wert“), oder beginnen Einträge derselben Liste nicht genau untereinander?',
  BAD_INDENT:
    'die Einrückung stimmt nicht: rücken Sie mit Leerzeichen ein, gleich weit wie die Nachbarzeilen',
  TAB_AS_INDENT: 'hier wird mit einem Tabulator eingerückt; bitte nur Leerzeichen verwenden',
  DUPLICATE_KEY: 'dieses Feld steht an dieser Stelle zweimal; löschen Sie eines davon',
  BAD_SCALAR_START:
    'ein Text darf nicht mit diesem Zeichen beginnen (z. B. „@“, „`“, „%“); setzen Sie ihn in doppelte Anführungszeichen ("…")',
};

interface ParsedYaml {
  readonly doc: Document.Parsed;
  readonly lines: LineCounter;
}

/** A message ends with one mark: a question keeps its „?“. */
const sentence = (text: string) => (/[.?!]$/.test(text) ? text : `${text}.`);

/**
 * The line to fix: a list entry ("- …") indented differently from the next entry of its list is
 * where an indentation slip begins, although the parser stumbles only on a later line.
 */
function slipLine(source: string, line: number): number {
  const rows = source.split('\n');
  const dash = (row: string | undefined) => /^(\s*)- /.exec(row ?? '')?.[1]?.length;
  let before = line - 1;
  while (before >= 0 && dash(rows[before]) === undefined) before -= 1;
  let after = line;
  while (after < rows.length && dash(rows[after]) === undefined) after += 1;
  return before >= 0 && after < rows.length && dash(rows[before]) !== dash(rows[after])
    ? before + 1
    : line;
}

/** Parses YAML; syntax errors become problems with line and advice. */
export function parseYaml(file: string, source: string): {parsed: ParsedYaml; problems: Problem[]} {
  const lines = new LineCounter();
  const doc = parseDocument(source, {
    lineCounter: lines,
    schema: 'failsafe',
    prettyErrors: false,
    uniqueKeys: true,
  });
  // One slip usually makes several errors further down: the first one is where to look.
  const problems: Problem[] = doc.errors.slice(0, 1).map((error) => ({
    file,
    line: slipLine(source, lines.linePos(error.pos[0]).line),
    message: sentence(
      `Die Datei lässt sich nicht lesen: ${SYNTAX_HINTS[error.code] ?? 'die Schreibweise stimmt hier nicht (YAML)'}`,
    ),
  }));
  // A text that starts with "!" is read as a YAML tag and would silently lose its first word.
  for (const warning of doc.warnings) {
    problems.push({
      file,
      line: lines.linePos(warning.pos[0]).line,
      message:
        'ein Text beginnt hier mit einem Sonderzeichen wie „!“ oder „&“; setzen Sie ihn in doppelte Anführungszeichen ("…").',
    });
  }
  return {parsed: {doc, lines}, problems};
}

type Path = ReadonlyArray<PropertyKey>;

function nodeAt(doc: Document.Parsed, path: Path): Node | undefined {
  const node = doc.getIn(path as unknown[], true);
  return node && typeof node === 'object' ? (node as Node) : undefined;
}

/** The line of the deepest node on the path that exists (a missing field: its parent's line). */
function lineOf({doc, lines}: ParsedYaml, path: Path, key?: string): number | undefined {
  for (let depth = path.length; depth >= 0; depth -= 1) {
    const node = nodeAt(doc, path.slice(0, depth));
    if (key !== undefined && depth === path.length && isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
      const range = (pair?.key as Node | undefined)?.range;
      if (range) return lines.linePos(range[0]).line;
    }
    if (node?.range) {
      return lines.linePos(node.range[0]).line;
    }
  }
  return undefined;
}

/** The title or name of the nearest entry around the field, e.g. the service a price belongs to. */
function entryOf({doc}: ParsedYaml, path: Path): string | undefined {
  for (let depth = path.length - 1; depth >= 0; depth -= 1) {
    const node = nodeAt(doc, path.slice(0, depth));
    if (!isMap(node)) continue;
    for (const key of ['title', 'name', 'label', 'headline', 'heading']) {
      if (depth === path.length - 1 && path[depth] === key) continue;
      const value = node.get(key);
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return undefined;
}

/** The field's name: the last named key, with the entry's position for list items ("3. Eintrag in „keywords“"). */
function fieldOf(path: Path): string | undefined {
  const last = path.at(-1);
  if (typeof last === 'number') {
    const list = path.at(-2);
    return `${last + 1}. Eintrag in „${String(list ?? 'Liste')}“`;
  }
  return last === undefined ? undefined : String(last);
}

function germanMessage(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === 'invalid_type') {
    // A message the schema sets for a missing field (German) says more than the general one.
    if (input === undefined)
      return issue.message.startsWith('Invalid input')
        ? 'fehlt – bitte ergänzen (siehe die Beispiele in src/data/README.md)'
        : issue.message;
    if (issue.expected === 'array')
      return 'hier steht eine Liste: jeder Eintrag in einer eigenen Zeile, die mit „- “ beginnt';
    if (issue.expected === 'object') return 'hier stehen eingerückte Felder der Form „feld: Wert“';
    if (issue.expected === 'string')
      return 'hier steht ein einfacher Text, keine Liste und keine eingerückten Felder';
  }
  // zod's own (English) wording; a message the schema sets is German already.
  if (
    issue.code === 'too_small' &&
    issue.origin === 'array' &&
    issue.message.startsWith('Too small')
  ) {
    return Number(issue.minimum) === 1
      ? 'die Liste braucht mindestens einen Eintrag'
      : `die Liste braucht mindestens ${String(issue.minimum)} Einträge`;
  }
  return issue.message;
}

/** Validates the parsed document; every zod issue becomes a located, German problem. */
export function validate<Schema extends z.ZodType>(
  file: string,
  parsed: ParsedYaml,
  schema: Schema,
): {data?: z.infer<Schema>; problems: Problem[]} {
  const input: unknown = parsed.doc.toJS() ?? {};
  const result = schema.safeParse(input);
  if (result.success) {
    return {data: result.data, problems: []};
  }
  const problems: Problem[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        problems.push({
          file,
          line: lineOf(parsed, path, key),
          field: key,
          entry: entryOf(parsed, [...path, key]),
          message:
            'dieses Feld gibt es hier nicht – ein Tippfehler im Feldnamen oder falsch eingerückt?',
        });
      }
      continue;
    }
    const node = nodeAt(parsed.doc, path);
    const value = isScalar(node) ? String(node.value) : undefined;
    problems.push({
      file,
      line: lineOf(parsed, path),
      field: fieldOf(path),
      entry: entryOf(parsed, path),
      value,
      message: germanMessage(
        issue,
        node === undefined ? undefined : ((node as {toJSON?: () => unknown}).toJSON?.() ?? value),
      ),
    });
  }
  return {problems};
}

/** A located problem for a cross-file or derived check: the line of the field at `path`. */
export function problemAt(
  file: string,
  parsed: ParsedYaml,
  path: Path,
  message: string,
  withValue = true,
): Problem {
  const node = nodeAt(parsed.doc, path);
  return {
    file,
    line: lineOf(parsed, path),
    field: fieldOf(path),
    entry: entryOf(parsed, path),
    value: withValue && isScalar(node) ? String(node.value) : undefined,
    message,
  };
}

export type {ParsedYaml};
