/**
 * The editor's check before it saves, in the browser: the build's own rules (plugins/content/read.ts,
 * src/data/schema.ts), bundled by ./bundle.ts into /admin/rules.js for ./client/admin.js. They run
 * on the site as ./bundle.ts lists it (site.json) with the file she saves in place of its old text;
 * each message is the build's, its field named by the label the editor shows (config.yml).
 */
import {formatProblem, type Path, type Problem} from '../content/problems';
import {checkContent} from '../content/read';

/** What the rules need of the site besides the file being saved (./bundle.ts writes it). */
export interface SiteSnapshot {
  /** Each content file's text by its path; of an article only its head (what the checks read). */
  readonly files: Readonly<Record<string, string>>;
  /** The articles' paths ("blog/…md"). */
  readonly posts: readonly string[];
  /** Every file under static/ as its public path ("/images/a.jpg"). */
  readonly media: readonly string[];
}

/** A field of config.yml, as Decap shows it. */
export interface EditorField {
  readonly name: string;
  readonly label: string;
  readonly fields?: readonly EditorField[];
  readonly field?: EditorField;
}

/** The file she saves: its path, its text as the editor would write it, the media it uploads. */
export interface SavedFile {
  readonly file: string;
  readonly text: string;
  readonly media: readonly string[];
}

function problems({files, posts, media}: SiteSnapshot): Problem[] {
  const existing = new Set(media);
  return checkContent({
    read: (file) => (file in files ? {text: files[file]!} : undefined),
    exists: (publicPath) => existing.has(publicPath),
    posts,
  }).problems;
}

/**
 * A refusal: the whole message (`text`, file first) and, for a problem of the saved file, the field
 * of the form it belongs beside (`at`: the path of the nearest field the form shows, a list's item
 * of single values included) with the message as shown there (`beside`: without the file).
 */
export interface Refusal {
  readonly text: string;
  readonly at?: Path;
  readonly beside?: string;
}

/**
 * The field as the editor names it: „Letzter Tag“ for `to`, „2. Eintrag in „Suchbegriffe““ for
 * an item of a list; in the message, the names of the fields around it („from“, „asOf“) become
 * their labels too.
 */
function inEditorWords(problem: Problem, fields: readonly EditorField[]): Refusal {
  let level = fields;
  let label: string | undefined;
  let depth = 0;
  let list: EditorField | undefined;
  let known = true;
  const levels = [fields];
  const path: Path = problem.path ?? [];
  for (const [index, key] of path.entries()) {
    if (typeof key === 'number') {
      if (index === path.length - 1) label = `${key + 1}. Eintrag in „${label ?? ''}“`;
      if (list?.field && !list.field.fields) depth = index + 1;
      continue;
    }
    const field = level.find(({name}) => name === key);
    if (!field) {
      known = false;
      break;
    }
    label = field.label;
    depth = index + 1;
    list = field;
    level = field.fields ?? field.field?.fields ?? [];
    if (index < path.length - 1) levels.unshift(level);
  }
  const at = depth > 0 ? path.slice(0, depth) : undefined;
  const words =
    label === undefined || !known
      ? problem
      : {
          ...problem,
          line: undefined,
          field: label,
          message: levels
            .flat()
            .reduce(
              (text, {name, label: shown}) =>
                text.replaceAll(`„${name}“`, `„${shown}“`).replaceAll(`„${name}: `, `„${shown}: `),
              problem.message,
            ),
        };
  // Dates as the editor shows them („03.01.2027“), not as the file holds them (a file's name keeps its).
  const shown = (text: string) =>
    text.replace(/(?<![\w/-])(\d{4})-(\d{2})-(\d{2})(?![\w-])/g, '$3.$2.$1');
  const beside = formatProblem({...words, file: '', line: undefined}).replace(/^(, |: ?)/, '');
  return {text: shown(formatProblem(words)), at, beside: shown(beside)};
}

/**
 * What the build would refuse once `saved` is written, in German: every problem of the saved file,
 * and each problem it causes in another file (a price-list entry a card names); none means save.
 */
export function refusals(
  site: SiteSnapshot,
  saved: SavedFile,
  fields: readonly EditorField[],
): Refusal[] {
  const before = new Set(problems(site).map(formatProblem));
  const after = problems({
    files: {...site.files, [saved.file]: saved.text},
    posts: [...new Set([...site.posts, ...(/\.mdx?$/.test(saved.file) ? [saved.file] : [])])],
    media: [...site.media, ...saved.media],
  });
  const own = after.filter((problem) => problem.file === saved.file);
  const caused = after.filter(
    (problem) => problem.file !== saved.file && !before.has(formatProblem(problem)),
  );
  return [
    ...own.map((problem) => inEditorWords(problem, fields)),
    ...caused.map((problem) => ({text: formatProblem(problem)})),
  ];
}
