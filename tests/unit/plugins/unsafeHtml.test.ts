/**
 * The blog's Markdown tree (plugins/blog/unsafeHtml.ts): javascript: links, MDX's JSX and
 * JavaScript; its problems reported with the built tree's (plugins/blog/builtHtml.ts) at once.
 */
import rejectUnsafeBuiltHtml from '@site/plugins/blog/builtHtml';
import rejectUnsafeHtml, {unsafeHtmlProblems} from '@site/plugins/blog/unsafeHtml';
import {builtTrees} from '../__helpers__/builtTree';

const at = (line: number) => ({start: {line}});
const file = {path: `${process.cwd()}/blog/2025-01-01-x.md`, cwd: process.cwd()};
const HERE = 'blog/2025-01-01-x.md, Zeile';

describe('blog: the Markdown tree – links and MDX – and one message for all', () => {
  const tree = {
    type: 'root',
    position: at(1),
    children: [
      {
        type: 'paragraph',
        position: at(16),
        children: [
          {type: 'link', url: 'javascript:alert(1)', position: at(16), children: []},
          {type: 'image', url: 'data:text/html,<script>alert(1)</script>', position: at(17)},
          {type: 'image', url: 'data:image/png;base64,AAAA', position: at(18)},
        ],
      },
      {type: 'mdxjsEsm', value: 'export const x = 1'},
    ],
  };

  test('a Markdown link’s address is decoded as the browser decodes it', () => {
    const link = {type: 'link', url: 'java\tscript:alert(1)', position: at(3), children: []};
    expect(unsafeHtmlProblems({type: 'root', position: at(1), children: [link]}, file)).toEqual([
      `${HERE} 3: eine Skript-Adresse („javascript:“) in einem Link oder Bild`,
    ]);
  });

  test('every problem of a file, with its line, in one message: the Markdown’s and the HTML’s', () => {
    expect(unsafeHtmlProblems(tree, file)).toEqual([
      `${HERE} 16: eine Skript-Adresse („javascript:“) in einem Link oder Bild`,
      `${HERE} 17: eine Skript-Adresse („data:“) in einem Link oder Bild`,
    ]);
    // The remark plugin notes them; the rehype plugin, after rehype-raw, reports them with its own.
    const value = 'Text\n\n<script>alert(1)</script>\n';
    const markdownFile = {...file, value, data: {}};
    rejectUnsafeHtml()(tree, markdownFile);
    const [article] = builtTrees([value]);
    expect(() => rejectUnsafeBuiltHtml()(article!, markdownFile)).toThrow(
      new RegExp(
        '^Dieser Blogbeitrag enthält HTML, das die Website nicht veröffentlicht:\\n' +
          `- ${HERE} 16: eine Skript-Adresse .*\\n- ${HERE} 17: .*\\n- ${HERE} 3: das HTML-Element <script>\\n` +
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
