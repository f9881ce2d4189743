/**
 * The blog's HTML check, in German with file and line, against the allow-list of ./htmlRules.
 * The remark plugin (`beforeDefaultRemarkPlugins`) notes what an MDX article says in JSX and
 * JavaScript, before Docusaurus' remark plugins add JSX of their own; the rehype plugin
 * (`beforeDefaultRehypePlugins`) judges the rest on the tree the page is built from and stops the
 * build with both at once. For a .md article Docusaurus runs rehype-raw first, so raw HTML is read
 * by parse5 as the browser reads it: a check with another parser could be fooled where the two
 * disagree (`<![CDATA[>`, `<!-- --!>`, `<noframes>`).
 */
import {relative} from 'node:path';
import {OwnerError} from '../content/ownerError.mjs';
import {attributeName, elementProblems, HTML_REPORT} from './htmlRules';

type Point = {line?: number; offset?: number};
/** A node of the Markdown tree (mdast, MDX's nodes) or of the HTML tree (hast). */
export type TreeNode = {
  type: string;
  value?: unknown;
  url?: string;
  alt?: string | null;
  title?: string | null;
  identifier?: string;
  name?: string | null;
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: TreeNode[];
  position?: {start?: Point; end?: Point};
};
/** The article's file; `value` is its text (the positions' offsets count in it). */
export type ArticleFile = {
  path: string;
  cwd: string;
  value?: unknown;
  data?: Record<string, unknown>;
};

/** "blog/2025-06-01-beitrag.md, Zeile 7: …": where in her file. */
export const inFile = (file: ArticleFile, line: number | undefined, problem: string) =>
  `${relative(file.cwd, file.path)}, Zeile ${line ?? '?'}: ${problem}`;

/**
 * Who reports an article's problems: the build's bundler; in `npm start` the preview's content
 * check (`check`, ./articleCheck.ts) alone, so no English overlay of the bundler covers her report.
 */
export type Reporting = {readonly check?: boolean};

/** Stops the build with her problems, one line each, between what they are and what to do. */
export function stopOn(
  problems: readonly string[],
  intro: string,
  help: string,
  {check}: Reporting,
) {
  if (problems.length > 0 && (check === true || process.env.NODE_ENV !== 'development'))
    throw new OwnerError(
      `${intro}\n${problems.map((problem) => `- ${problem}`).join('\n')}\n${help}`,
    );
}

/** Where the remark plugin leaves the Markdown tree's problems for the rehype plugin. */
const MARKDOWN_PROBLEMS = 'blogMarkdownHtmlProblems';

/** What the file says where the node is ('' without offsets). */
const written = (file: ArticleFile, {start, end}: NonNullable<TreeNode['position']> = {}) =>
  start?.offset === undefined ? '' : String(file.value ?? '').slice(start.offset, end?.offset);

/** The same on one short line, for the message. */
function shortened(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}

/** MDX: JSX elements on the allow-list, no JavaScript ({...spread} or a {…} value). */
function mdxProblems(node: TreeNode): string[] {
  if (node.type === 'mdxjsEsm') return ['JavaScript (import/export)'];
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
    return ['JavaScript in geschweiften Klammern ({…})'];
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return [];
  const isCode = ({type, value}: {type: string; value?: unknown}) =>
    type !== 'mdxJsxAttribute' || value instanceof Object;
  const attributes = node.attributes ?? [];
  const problems = elementProblems(
    (node.name ?? '').toLowerCase(),
    attributes
      .filter((attribute) => !isCode(attribute))
      .map(({name, value}) => [attributeName(name ?? ''), String(value ?? '')]),
  );
  return attributes.some(isCode)
    ? [...problems, `JavaScript in einem Attribut von <${node.name ?? ''}> ({…})`]
    : problems;
}

/** The built tree: elements on the allow-list, comments plain; text and MDX's nodes pass. */
function htmlProblems(node: TreeNode, file: ArticleFile): string[] {
  if (node.type === 'element') {
    const attributes = Object.entries(node.properties ?? {})
      .filter(([, value]) => value !== false && value !== null && value !== undefined)
      // hast keeps lists as arrays and `muted` as true.
      .map(([key, value]): [string, string] => [
        attributeName(key),
        Array.isArray(value) ? value.join(' ') : value === true ? '' : String(value),
      ]);
    return elementProblems((node.tagName ?? '').toLowerCase(), attributes);
  }
  const text = written(file, node.position);
  // parse5 reads more as a comment (`<![CDATA[>`, `<?x>`, `<!-->`) or ends it early (`--!>`):
  // the text after it then shows as HTML where it looks like a comment, or the other way round.
  if (node.type === 'comment')
    return /^<!--(?!-?>)[\s\S]*-->$/.test(text)
      ? []
      : [
          `${text ? `„${shortened(text)}“ ist kein gültiger HTML-Kommentar` : 'ein ungültiger HTML-Kommentar'} – der Browser liest den Text dahinter anders, als er aussieht. Ein Kommentar beginnt mit „<!--“ und endet mit „-->“, z. B. <!-- truncate -->`,
        ];
  if (['root', 'text'].includes(node.type) || node.type.startsWith('mdx')) return [];
  // A doctype or raw HTML that no parser has read: nothing an article needs.
  return [`HTML, das die Website nicht lesen kann${text ? ` („${shortened(text)}“)` : ''}`];
}

type Judge = (node: TreeNode, file: ArticleFile) => string[];
/** Every problem of a tree as "file, Zeile n: …" lines; `line`: the nearest one known. */
const treeProblems = (tree: TreeNode, file: ArticleFile, judge: Judge, line?: number): string[] => {
  const here = tree.position?.start?.line ?? line;
  return [
    ...judge(tree, file).map((problem) => inFile(file, here, problem)),
    ...(tree.children ?? []).flatMap((child) => treeProblems(child, file, judge, here)),
  ];
};

export const builtHtmlProblems = (tree: TreeNode, file: ArticleFile) =>
  treeProblems(tree, file, htmlProblems);
/** Only what the file says: nodes that other remark plugins add have no position. */
export const unsafeHtmlProblems = (tree: TreeNode, file: ArticleFile) =>
  treeProblems(tree, file, (node) => (node.position ? mdxProblems(node) : []));

/** The remark plugin: notes the Markdown tree's problems in the file's data. */
export function rejectUnsafeHtml() {
  return (tree: TreeNode, file: ArticleFile): void => {
    (file.data ??= {})[MARKDOWN_PROBLEMS] = unsafeHtmlProblems(tree, file);
  };
}

/** The rehype plugin: the Markdown tree's problems and the built tree's, at once. */
export default function rejectUnsafeBuiltHtml(reporting: Reporting = {}) {
  return (tree: TreeNode, file: ArticleFile): void => {
    const noted = file.data?.[MARKDOWN_PROBLEMS];
    const markdown = Array.isArray(noted) ? noted.map(String) : [];
    stopOn([...markdown, ...builtHtmlProblems(tree, file)], ...HTML_REPORT, reporting);
  };
}
