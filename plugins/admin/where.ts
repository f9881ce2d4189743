/**
 * Where in the editor a picture is replaced: the field that names it, in the editor's own words
 * (the collection and field labels of ./config.ts), and the button that opens its media library.
 * The launch check names it for every placeholder.
 */
import type {Path} from '../content/problems';
import {MEDIA_WIDGET, type DecapField} from './config';

/** A collection of the generated config: a folder of articles or files with their fields. */
interface Collection {
  name: string;
  label: string;
  fields?: DecapField[];
  files?: Array<{file: string; fields: DecapField[]}>;
}

/** A file the editor edits, its data as in the file (for entry names), and its collection. */
interface EditedFile {
  /** e.g. "src/data/gallery.yml" or "blog/2025-03-12-slow-aging-durch-ernaehrung.md" */
  readonly file: string;
  readonly data: unknown;
  /** For an article: its title, as the editor's list shows it. */
  readonly title?: string;
}

interface EditorPlace {
  /** „„Galerie“ › „Gruppen“ › „Permanent Make-up“ › „Bild oder Video““ */
  readonly where: string;
  /** The button beside the field that opens its media library. */
  readonly button: string;
}

const quoted = (text: string) => `„${text}“`;

/** Every path in `value` to a text that `wanted` accepts. */
function pathsTo(value: unknown, wanted: (text: string) => boolean, path: Path = []): Path[] {
  if (typeof value === 'string') return wanted(value) ? [path] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    pathsTo(item, wanted, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

/** A list entry as the editor's closed list shows it: its summary (filters left out), or its title. */
function entryName(list: DecapField | undefined, entry: Record<string, unknown>): string {
  const summary = typeof list?.summary === 'string' ? list.summary : '{{fields.title}}';
  const values = [...summary.matchAll(/\{\{\s*fields\.(\w+)/g)].map(([, name]) => entry[name!]);
  if (values.some((value) => typeof value !== 'string' && typeof value !== 'number')) return '';
  return summary.replace(/\{\{\s*fields\.(\w+)[^}]*\}\}/g, (_, name: string) =>
    String(entry[name]),
  );
}

/** The labels along `path` through `fields`; a list entry by its title or its number. */
function labels(
  fields: DecapField[],
  data: unknown,
  path: Path,
): {names: string[]; field?: DecapField} {
  const names: string[] = [];
  let field: DecapField | undefined;
  let here = fields;
  let value = data as Record<string | number, unknown> | undefined;
  for (const key of path) {
    if (typeof key === 'number') {
      const entry = (value?.[key] ?? {}) as Record<string, unknown>;
      names.push(
        entryName(field, entry) || `${String(field?.label_singular ?? 'Eintrag')} ${key + 1}`,
      );
    } else {
      field = here.find(({name}) => name === key);
      if (!field) break;
      names.push(String(field.label));
      here = field.fields ?? (field.field ? [field.field] : []);
    }
    value = value?.[key as string | number] as Record<string | number, unknown> | undefined;
  }
  return {names, field};
}

/**
 * Where the editor shows the field holding `publicPath` (or the video whose poster it is), or
 * undefined where no field names it.
 */
export function editorPlace(
  collections: readonly Collection[],
  files: readonly EditedFile[],
  publicPath: string,
  posterOf: (video: string) => string,
): EditorPlace | undefined {
  for (const {file, data, title} of files) {
    const [path] = pathsTo(
      data,
      (text) => text === publicPath || (text.endsWith('.mp4') && posterOf(text) === publicPath),
    );
    if (!path) continue;
    const collection = collections.find(
      ({files: own, fields}) => own?.some((entry) => entry.file === file) || (fields && title),
    );
    if (!collection) continue;
    const fields =
      collection.files?.find((entry) => entry.file === file)?.fields ?? collection.fields!;
    const {names, field} = labels(fields, data, path);
    const value = String(path.reduce<any>((at, key) => at?.[key], data)); // eslint-disable-line @typescript-eslint/no-explicit-any
    const poster = value !== publicPath;
    const button =
      field?.widget === MEDIA_WIDGET
        ? poster
          ? 'Vorschaubild hochladen'
          : value.endsWith('.mp4')
            ? 'Video auswählen'
            : 'Foto auswählen'
        : 'Anderes Bild auswählen';
    const where = [collection.label, ...(title ? [title] : []), ...names].map(quoted).join(' › ');
    return {where, button};
  }
  return undefined;
}
