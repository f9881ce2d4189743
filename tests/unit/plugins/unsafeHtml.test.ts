/**
 * The blog's Markdown tree (plugins/blog/builtHtml.ts, its remark plugin): MDX's JSX and JavaScript; its problems reported with the built tree's at once.
 */
import rejectUnsafeBuiltHtml, {
  rejectUnsafeHtml,
  unsafeHtmlProblems,
} from '@site/plugins/blog/builtHtml';
import {builtTrees} from '../__helpers__/builtTree';

const at = (line: number) => ({start: {line}});
const file = {path: `${process.cwd()}/blog/2025-01-01-x.md`, cwd: process.cwd()};
const HERE = 'blog/2025-01-01-x.md, Zeile';

describe('blog: the Markdown tree – MDX – and one message for all', () => {
  const tree = {
    type: 'root',
    position: at(1),
    children: [
      {type: 'mdxjsEsm', value: 'export const x = 1', position: at(2)},
      {
        type: 'paragraph',
        position: at(4),
        children: [{type: 'mdxTextExpression', value: 'x', position: at(4)}],
      },
      // Added by another remark plugin: no position, not hers.
      {type: 'mdxjsEsm', value: 'export const toc = []'},
    ],
  };

  test('every problem of a file, with its line, in one message: the Markdown’s and the HTML’s', () => {
    expect(unsafeHtmlProblems(tree, file)).toEqual([
      `${HERE} 2: JavaScript (import/export)`,
      `${HERE} 4: JavaScript in geschweiften Klammern ({…})`,
    ]);
    // The remark plugin notes them; the rehype plugin, after rehype-raw, reports them with its own.
    const value = 'Text\n\n<script>alert(1)</script>\n';
    const markdownFile = {...file, value, data: {}};
    rejectUnsafeHtml()(tree, markdownFile);
    const [article] = builtTrees([value]);
    expect(() => rejectUnsafeBuiltHtml()(article!, markdownFile)).toThrow(
      new RegExp(
        '^Dieser Blogbeitrag enthält HTML, das die Website nicht veröffentlicht:\\n' +
          `- ${HERE} 2: JavaScript \\(import/export\\)\\n- ${HERE} 4: .*\\n- ${HERE} 3: das HTML-Element <script>\\n` +
          'Bitte entfernen Sie es: ',
      ),
    );
  });

  test('MDX: JSX elements on the same list, JavaScript in the file', () => {
    const mdx = {
      type: 'root',
      position: at(1),
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'img',
          attributes: [
            {type: 'mdxJsxAttribute', name: 'src', value: 'x'},
            {type: 'mdxJsxAttribute', name: 'onError', value: 'alert(1)'},
          ],
          position: at(5),
        },
        {
          type: 'mdxJsxFlowElement',
          name: 'Box',
          attributes: [{type: 'mdxJsxExpressionAttribute'}],
          position: at(6),
        },
        {
          type: 'mdxJsxFlowElement',
          name: 'meta',
          attributes: [{type: 'mdxJsxAttribute', name: 'httpEquiv', value: 'refresh'}],
          position: at(7),
        },
        {type: 'mdxjsEsm', value: 'import x from "y"', position: at(2)},
        {type: 'mdxFlowExpression', value: 'alert(1)', position: at(8)},
      ],
    };
    expect(unsafeHtmlProblems(mdx, file)).toEqual([
      `${HERE} 5: ein Bild als HTML-Element <img> – Bilder fügen Sie mit Markdown ein: ![Beschreibung](./foto.jpg)`,
      `${HERE} 5: das Ereignis-Attribut „onerror“ an <img>`,
      `${HERE} 6: das HTML-Element <box>`,
      `${HERE} 6: JavaScript in einem Attribut von <Box> ({…})`,
      `${HERE} 7: das HTML-Element <meta>`,
      `${HERE} 2: JavaScript (import/export)`,
      `${HERE} 8: JavaScript in geschweiften Klammern ({…})`,
    ]);
  });

  test('a clean article passes', () => {
    const value = 'Anriss.\n\n<!-- truncate -->\n\nText.\n';
    const clean = {
      type: 'root',
      position: at(1),
      children: [{type: 'html', value: '<!-- truncate -->', position: at(3)}],
    };
    const markdownFile = {...file, value, data: {}};
    rejectUnsafeHtml()(clean, markdownFile);
    const [article] = builtTrees([value]);
    expect(() => rejectUnsafeBuiltHtml()(article!, markdownFile)).not.toThrow();
  });
});
