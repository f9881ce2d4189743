/**
 * Rehype plugin for the blog, for `beforeDefaultRehypePlugins`: judges an article's HTML on the tree
 * the page is built from. For a .md article Docusaurus runs rehype-raw first (mdx-loader's
 * processor.js puts it before every rehype plugin): each piece of raw HTML is then parsed together
 * with parse5, the HTML standard's parser, as the browser reads the page. A check of the pieces
 * with another parser could be fooled where the two disagree (`<![CDATA[>`, `<!-- --!>`,
 * `<noframes>`); this tree is what React writes. Every element must be on the allow-list
 * (./htmlRules), every comment a plain `<!-- … -->`. Stops the build with these problems and the
 * Markdown ones ./unsafeHtml noted, in German, named by file and line.
 */
import {attributeName, elementProblems, HTML_REPORT} from './htmlRules';
import {inFile, stopOn, type MarkdownFile, type Reporting} from './markdown';

type Point = {line?: number; offset?: number};
export type HtmlNode = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  value?: unknown;
  children?: HtmlNode[];
  position?: {start?: Point; end?: Point};
};
/** The article's file; `value` is its text (the positions' offsets count in it). */
export type HtmlFile = MarkdownFile & {value?: unknown; data?: Record<string, unknown>};

/** Where ./unsafeHtml leaves the problems of the Markdown tree for this plugin to report. */
export const MARKDOWN_PROBLEMS = 'blogMarkdownHtmlProblems';

/** Nodes that hold no HTML of the article: text (React escapes it) and what MDX passes through. */
const PLAIN = new Set(['root', 'text']);

/** An attribute's value as HTML writes it: hast keeps lists as arrays and `muted` as true. */
const attributeValue = (value: unknown) =>
  Array.isArray(value) ? value.join(' ') : value === true ? '' : String(value);

/** What the file says where the node is ('' without offsets). */
const written = (file: HtmlFile, position: HtmlNode['position']) =>
  position?.start?.offset === undefined
    ? ''
    : String(file.value ?? '').slice(position.start.offset, position.end?.offset);

/** The same on one short line, for the message. */
function shortened(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}

/**
 * What is wrong with a comment: it must read `<!-- … -->` in the file. Anything else that parse5
 * reads as a comment (`<![CDATA[>`, `<?x>`, `<!-->`) or that it ends early (`--!>`) shows the
 * text after it as HTML where it looks like a comment, or the other way round.
 */
function commentProblem(node: HtmlNode, file: HtmlFile): string | undefined {
  const text = written(file, node.position);
  if (/^<!--(?!-?>)[\s\S]*-->$/.test(text)) return undefined;
  const what = text
    ? `„${shortened(text)}“ ist kein gültiger HTML-Kommentar`
    : 'ein ungültiger HTML-Kommentar';
  return `${what} – der Browser liest den Text dahinter anders, als er aussieht. Ein Kommentar beginnt mit „<!--“ und endet mit „-->“, z. B. <!-- truncate -->`;
}

/** What is wrong with one node (not its children), in German. */
function nodeProblems(node: HtmlNode, file: HtmlFile): string[] {
  if (node.type === 'element') {
    const attributes = Object.entries(node.properties ?? {})
      .filter(([, value]) => value !== false && value !== null && value !== undefined)
      .map(([key, value]): [string, string] => [attributeName(key), attributeValue(value)]);
    return elementProblems((node.tagName ?? '').toLowerCase(), attributes);
  }
  if (node.type === 'comment') return [commentProblem(node, file) ?? []].flat();
  if (PLAIN.has(node.type) || node.type.startsWith('mdx')) return [];
  // A doctype or raw HTML that no parser has read: nothing an article needs.
  const text = written(file, node.position);
  const shown = text ? ` („${shortened(text)}“)` : '';
  return [`HTML, das die Website nicht lesen kann${shown}`];
}

/** Every problem of the built tree as "file, Zeile n: …" lines; `line`: the nearest one known. */
export function builtHtmlProblems(tree: HtmlNode, file: HtmlFile, line?: number): string[] {
  const here = tree.position?.start?.line ?? line;
  const at = {type: tree.type, position: here === undefined ? undefined : {start: {line: here}}};
  return [
    ...nodeProblems(tree, file).map((problem) => inFile(file, at, problem)),
    ...(tree.children ?? []).flatMap((child) => builtHtmlProblems(child, file, here)),
  ];
}

/** The rehype plugin: the Markdown tree's problems (./unsafeHtml) and the built tree's, at once. */
export default function rejectUnsafeBuiltHtml(reporting: Reporting = {}) {
  return (tree: HtmlNode, file: HtmlFile): void => {
    const noted = file.data?.[MARKDOWN_PROBLEMS];
    const markdown = Array.isArray(noted) ? noted.map(String) : [];
    stopOn([...markdown, ...builtHtmlProblems(tree, file)], ...HTML_REPORT, reporting);
  };
}
