/**
 * Where in the editor the launch check's placeholder is replaced: the field that names it, in the
 * editor's own words (the labels of ./config.ts), and the button that opens its media library.
 */
import type {Path} from '../content/problems';
import {MEDIA_WIDGET, type DecapField} from './config';

/** A collection of the generated config: a folder of articles or files with their fields. */
interface Collection {
  label: string;
  fields?: DecapField[];
  files?: Array<{file: string; fields: DecapField[]}>;
}

/** A file the editor edits, its data, and an article's title as the editor's list shows it. */
type EditedFile = {readonly file: string; readonly data: unknown; readonly title?: string};

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

/**
 * Where the editor shows the field holding `publicPath` (or the video whose poster it is), e.g.
 * „„Galerie“ › „Gruppen“ › „Permanent Make-up“ › „Bild oder Video““, and the button beside it;
 * undefined where no field names it.
 */
export function editorPlace(
  collections: readonly Collection[],
  files: readonly EditedFile[],
  publicPath: string,
  posterOf: (video: string) => string,
): {where: string; button: string} | undefined {
  for (const {file, data, title} of files) {
    const [path] = pathsTo(
      data,
      (text) => text === publicPath || (text.endsWith('.mp4') && posterOf(text) === publicPath),
    );
    const collection = collections.find(
      ({files: own, fields}) => own?.some((entry) => entry.file === file) || (fields && title),
    );
    if (!path || !collection) continue;
    const names = [collection.label, ...(title ? [title] : [])];
    let fields =
      collection.files?.find((entry) => entry.file === file)?.fields ?? collection.fields!;
    let field: DecapField | undefined;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const at = (depth: number) => path.slice(0, depth).reduce<any>((on, key) => on?.[key], data);
    for (const [depth, key] of path.entries()) {
      if (typeof key === 'number')
        names.push(
          entryName(field, at(depth + 1) ?? {}) ||
            `${String(field?.label_singular ?? 'Eintrag')} ${key + 1}`,
        );
      else if ((field = fields.find(({name}) => name === key))) {
        names.push(String(field.label));
        fields = field.fields ?? (field.field ? [field.field] : []);
      } else break;
    }
    const text = String(at(path.length));
    const button =
      field?.widget !== MEDIA_WIDGET
        ? 'Anderes Bild auswählen'
        : text !== publicPath
          ? 'Vorschaubild hochladen'
          : text.endsWith('.mp4')
            ? 'Video auswählen'
            : 'Foto auswählen';
    return {where: names.map((name) => `„${name}“`).join(' › '), button};
  }
  return undefined;
}
