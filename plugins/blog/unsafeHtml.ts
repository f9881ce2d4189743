/**
 * A remark plugin for the blog: Markdown may hold HTML (CommonMark passes it through), so a pasted
 * <script>, an <iframe>, an event handler attribute (onerror=…) or a javascript: link would reach
 * every reader. It stops the build instead, with one German message that names the file and the
 * line of every such place. In .mdx files it also refuses JavaScript (import/export and {…}
 * expressions), which would run at build time and in the browser.
 */
import {Parser} from 'htmlparser2';

/** The part of an mdast / MDX node this check reads. */
interface MarkdownNode {
  type: string;
  value?: string;
  url?: string;
  name?: string | null;
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
  children?: MarkdownNode[];
  position?: {start: {line: number}};
}

interface MarkdownFile {
  path?: string;
  cwd?: string;
}

/** Elements that run script, embed other pages or change how the page loads. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'style',
  'form',
]);

/** Attributes whose value the browser loads or navigates to. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'xlink:href']);

/** Schemes that run script (data: may hold a whole HTML page). Images from data: are fine. */
const isScriptUrl = (url: string) =>
  /^\s*(?:javascript|vbscript):/i.test(url) ||
  (/^\s*data:/i.test(url) && !/^\s*data:image\/(?:png|jpe?g|gif|webp|avif);/i.test(url));

const FIX =
  'Bitte entfernen Sie es: Skripte, eingebettete fremde Seiten und Ereignis-Attribute können Leserinnen und Lesern schaden. Für Bilder, Links und Hervorhebungen genügt Markdown (siehe blog/README.md).';

/** What is wrong with one element and its attributes, in German; empty when nothing is. */
function elementProblems(name: string, attributes: ReadonlyArray<[string, string]>): string[] {
  const problems = FORBIDDEN_ELEMENTS.has(name) ? [`das HTML-Element <${name}>`] : [];
  for (const [attribute, value] of attributes) {
    if (attribute.startsWith('on')) {
      problems.push(`das Ereignis-Attribut „${attribute}“ an <${name}>`);
    } else if (attribute === 'srcdoc') {
      problems.push(`das Attribut „srcdoc“ an <${name}>`);
    } else if (URL_ATTRIBUTES.has(attribute) && isScriptUrl(value)) {
      problems.push(`eine Skript-Adresse („${scheme(value)}“) in <${name} ${attribute}>`);
    }
  }
  return problems;
}

const scheme = (url: string) => `${url.trim().split(':')[0]!.toLowerCase()}:`;

/** What is wrong with one piece of raw HTML, read as the browser reads it. */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        problems.push(...elementProblems(name, Object.entries(attributes)));
      },
    },
    {decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true},
  );
  parser.write(html);
  parser.end();
  return problems;
}

/** What is wrong with one node (not its children), in German. */
function nodeProblems(node: MarkdownNode): string[] {
  switch (node.type) {
    case 'html':
      return htmlProblems(node.value ?? '');
    case 'link':
    case 'image':
    case 'definition':
      return node.url !== undefined && isScriptUrl(node.url)
        ? [`eine Skript-Adresse („${scheme(node.url)}“) in einem Link oder Bild`]
        : [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const attributes: Array<[string, string]> = [];
      let expression = false;
      for (const {type, name, value} of node.attributes ?? []) {
        if (type !== 'mdxJsxAttribute' || (typeof value === 'object' && value !== null)) {
          expression = true;
        } else {
          attributes.push([(name ?? '').toLowerCase(), typeof value === 'string' ? value : '']);
        }
      }
      return [
        ...elementProblems((node.name ?? '').toLowerCase(), attributes),
        ...(expression ? [`JavaScript in einem Attribut von <${node.name ?? ''}> ({…})`] : []),
      ];
    }
    case 'mdxjsEsm':
      return ['JavaScript (import/export)'];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return ['JavaScript in geschweiften Klammern ({…})'];
    default:
      return [];
  }
}

function walk(node: MarkdownNode, visit: (node: MarkdownNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** The file as the owner knows it: relative to the site folder. */
const displayPath = (file: MarkdownFile) => {
  const path = file.path ?? 'Markdown';
  const base = `${file.cwd ?? process.cwd()}/`;
  return path.startsWith(base) ? path.slice(base.length) : path;
};

/** Every problem of a Markdown tree as "file, Zeile n: …" lines. */
export function unsafeHtmlProblems(tree: MarkdownNode, file: MarkdownFile): string[] {
  const problems: string[] = [];
  walk(tree, (node) => {
    // Only what the file says: nodes that other remark plugins add have no position.
    if (!node.position) return;
    for (const problem of nodeProblems(node)) {
      problems.push(`${displayPath(file)}, Zeile ${node.position.start.line}: ${problem}`);
    }
  });
  return problems;
}

/**
 * The remark plugin (attacher), for the blog's `beforeDefaultRemarkPlugins`: it reads the tree as
 * parsed from the file, before Docusaurus' own plugins add their nodes.
 */
export default function rejectUnsafeHtml() {
  return (tree: MarkdownNode, file: MarkdownFile): void => {
    const problems = unsafeHtmlProblems(tree, file);
    if (problems.length > 0) {
      throw new Error(
        `Dieser Blogbeitrag enthält HTML, das die Website nicht veröffentlicht:\n${problems.map((problem) => `- ${problem}`).join('\n')}\n${FIX}`,
      );
    }
  };
}
