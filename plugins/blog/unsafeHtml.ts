/**
 * Remark plugin for the blog: what an MDX article says in JSX (elements on ./htmlRules' allow-list)
 * and JavaScript, named by file and line, read before Docusaurus' remark plugins add JSX of their
 * own. Everything else, raw HTML and Markdown's links included, is judged on the tree the browser
 * will read (./builtHtml), which reports these problems with its own, at once. Markdown images are
 * ./articleImages' to judge.
 */
import {MARKDOWN_PROBLEMS, type HtmlFile} from './builtHtml';
import {attributeName, elementProblems} from './htmlRules';
import {inFile, type MarkdownNode} from './markdown';

/** What is wrong with one node (not its children), in German. */
function nodeProblems(node: MarkdownNode): string[] {
  switch (node.type) {
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      // JavaScript: {...spread} or a {…} value. A string or no value is plain.
      const isCode = ({type, value}: {type: string; value?: unknown}) =>
        type !== 'mdxJsxAttribute' || value instanceof Object;
      const attributes = node.attributes ?? [];
      const plain = attributes.filter((attribute) => !isCode(attribute));
      const problems = elementProblems(
        (node.name ?? '').toLowerCase(),
        plain.map(({name, value}) => [attributeName(name ?? ''), String(value ?? '')]),
      );
      return attributes.some(isCode)
        ? [...problems, `JavaScript in einem Attribut von <${node.name ?? ''}> ({…})`]
        : problems;
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

/** Every problem of a Markdown tree as "file, Zeile n: …" lines. */
export function unsafeHtmlProblems(tree: MarkdownNode, file: HtmlFile): string[] {
  // Only what the file says: nodes that other remark plugins add have no position.
  const here = tree.position ? nodeProblems(tree) : [];
  return [
    ...here.map((problem) => inFile(file, tree, problem)),
    ...(tree.children ?? []).flatMap((child) => unsafeHtmlProblems(child, file)),
  ];
}

/**
 * The remark plugin, for `beforeDefaultRemarkPlugins`: the tree as parsed, before Docusaurus' own.
 * Its problems wait in the file's data for ./builtHtml (`beforeDefaultRehypePlugins`), which stops
 * the build with them and those of the raw HTML in one message.
 */
export default function rejectUnsafeHtml() {
  return (tree: MarkdownNode, file: HtmlFile): void => {
    (file.data ??= {})[MARKDOWN_PROBLEMS] = unsafeHtmlProblems(tree, file);
  };
}
