/** A content file as read, the problems found in it and their German report. */
import {isMap, isScalar, isSeq, type Document, type Node} from 'yaml';
import type * as z from 'zod';
import type {Post, authorsSchema, tagsSchema} from '../../src/data/schema';
import {OwnerError} from './ownerError.mjs';

export type Path = ReadonlyArray<PropertyKey>;

/** E.g. file "src/data/prices.yml", field "price", entry "Aqua Facial Basic" (the title around). */
export interface Problem {
  readonly file: string;
  readonly line?: number;
  readonly field?: string;
  readonly entry?: string;
  readonly value?: string;
  readonly message: string;
  /** Where in the file's data, e.g. ['closures', 0, 'to'] (the editor shows its field's label). */
  readonly path?: Path;
}

/** A claim of the sample texts she has not confirmed: its question and the code confirming it. */
export interface OpenClaim {
  readonly id: string;
  readonly statement: string;
  readonly question: string;
  readonly code: string;
  readonly hint?: string;
}

/** A place to change before the launch, field e.g. "E-Mail-Adresse („email“)", or of a claim. */
export type Finding = Omit<Problem, 'field' | 'entry' | 'value'> & {
  readonly field: string;
  readonly claim?: OpenClaim;
  /** A mistake the build refuses as well, not a sample left. */
  readonly error?: true;
};

/** A file as read; an article's YAML is its head, and its Markdown starts at `bodyStart`. */
export interface LoadedFile<Data = unknown> {
  readonly file: string;
  readonly schema: z.ZodType;
  readonly source: string;
  readonly doc: Document.Parsed;
  readonly data?: Data; // undefined while the file has mistakes
  readonly bodyStart?: number;
}

export type Blog = {
  readonly tags?: LoadedFile<z.infer<typeof tagsSchema>>;
  readonly authors?: LoadedFile<z.infer<typeof authorsSchema>>;
  readonly posts: readonly LoadedFile<Post>[];
};

export const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

export function formatProblem({file, line, field, entry, value, message}: Problem): string {
  const where = line === undefined ? file : `${file}, Zeile ${line}`;
  const what = field ? `, „${field}“${entry ? ` bei „${entry}“` : ''}` : '';
  const shown = value ? ` „${value.length > 60 ? `${value.slice(0, 57)}…` : value}“ –` : '';
  return `${where}${what}:${shown} ${message}`;
}

/** "„text“ bei „Sabine K.“"; "1. Eintrag in „paragraphs“ bei „Willkommen“" is quoted already. */
export const fieldLabel = ({field, entry}: Problem) =>
  `${field === undefined ? 'ganze Datei' : field.includes('„') ? field : `„${field}“`}${entry ? ` bei „${entry}“` : ''}`;

/** Thrown when content is invalid; its message is the whole German report. */
export class ContentError extends OwnerError {
  constructor(problems: readonly Problem[]) {
    super(problemsReport(problems));
  }
}

export function problemsReport(problems: readonly Problem[]): string {
  const count = problems.length === 1 ? 'einen Fehler' : `${problems.length} Fehler`;
  const list = problems.map((problem) => `- ${formatProblem(problem)}`).join('\n');
  return `Die Inhalte der Website enthalten ${count}. Bitte korrigieren Sie die genannten Stellen (Anleitung: src/data/README.md):\n\n${list}\n`;
}

const ENTRY_NAMES = ['title', 'name', 'label', 'headline', 'heading'];

/**
 * A located problem: the line of the field's key (of its entry when the field is missing), the
 * field ("3. Eintrag in „keywords“" for a list item) and the title or name of the entry around it.
 */
export function problemAt(file: LoadedFile, path: Path, message: string, withValue = true) {
  let node = file.doc.contents as Node | null | undefined;
  let offset = node?.range?.[0] ?? 0;
  for (const key of path) {
    const pair = isMap(node) ? node.items.find((item) => String(item.key) === key) : undefined;
    node = (pair ? pair.value : isSeq(node) ? node.items[key as number] : undefined) as Node;
    if (!pair && !node) break;
    offset = ((pair?.key ?? node) as Node).range![0];
  }
  const last = path.at(-1);
  let entry: string | undefined;
  for (let depth = path.length - 1; depth >= 0 && !entry; depth -= 1) {
    const around = file.doc.getIn(path.slice(0, depth), true);
    const names = ENTRY_NAMES.filter((key) => key !== last || depth < path.length - 1);
    const values = isMap(around) ? names.map((key) => around.get(key)) : [];
    entry = values.map((value) => (typeof value === 'string' ? value.trim() : '')).find(Boolean);
  }
  const list = typeof last === 'number' && `${last + 1}. Eintrag in „${String(path.at(-2))}“`;
  return {
    file: file.file,
    line: lineAt(file.source, offset),
    field: list || last?.toString(),
    entry,
    value: withValue && isScalar(node) ? String(node.value) : undefined,
    message,
    path,
  } satisfies Problem;
}
