import rejectUnsafeHtml, {htmlProblems, unsafeHtmlProblems} from '@site/plugins/blog/unsafeHtml';

const at = (line: number) => ({start: {line}});
const file = {path: `${process.cwd()}/blog/2025-01-01-x.md`, cwd: process.cwd()};

describe('blog: HTML that could run script stops the build', () => {
  test('harmless HTML passes', () => {
    expect(htmlProblems('<p>Text <sup>1</sup><br><a href="/preisliste">Preise</a></p>')).toEqual(
      [],
    );
    expect(htmlProblems('<img src="/images/blog/a.jpg" alt="Ein Bild">')).toEqual([]);
  });

  test('scripts, frames and event handlers are found however they are written', () => {
    expect(htmlProblems('<SCRIPT>alert(1)</SCRIPT>')).toEqual(['das HTML-Element <script>']);
    expect(htmlProblems('<iframe src="https://example.com"></iframe>')).toEqual([
      'das HTML-Element <iframe>',
    ]);
    expect(htmlProblems('<img src=x OnError="alert(1)">')).toEqual([
      'das Ereignis-Attribut „onerror“ an <img>',
    ]);
    expect(htmlProblems('<a href=" &#106;avascript:alert(1)">x</a>')).toEqual([
      'eine Skript-Adresse („javascript:“) in <a href>',
    ]);
    expect(htmlProblems('<svg><script>alert(1)</script></svg>')).toEqual([
      'das HTML-Element <script>',
    ]);
  });

  test('every problem of a file, with its line, in one message', () => {
    const tree = {
      type: 'root',
      position: at(1),
      children: [
        {type: 'html', value: '<script>alert(1)</script>', position: at(14)},
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
    expect(unsafeHtmlProblems(tree, file)).toEqual([
      'blog/2025-01-01-x.md, Zeile 14: das HTML-Element <script>',
      'blog/2025-01-01-x.md, Zeile 16: eine Skript-Adresse („javascript:“) in einem Link oder Bild',
      'blog/2025-01-01-x.md, Zeile 17: eine Skript-Adresse („data:“) in einem Link oder Bild',
    ]);
    expect(() => rejectUnsafeHtml()(tree, file)).toThrow(
      /^Dieser Blogbeitrag enthält HTML, das die Website nicht veröffentlicht:\n- blog\/2025-01-01-x\.md, Zeile 14/,
    );
  });

  test('MDX: JSX elements and attributes, JavaScript in the file', () => {
    const tree = {
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
        {type: 'mdxjsEsm', value: 'import x from "y"', position: at(2)},
        {type: 'mdxFlowExpression', value: 'alert(1)', position: at(8)},
      ],
    };
    expect(unsafeHtmlProblems(tree, file)).toEqual([
      'blog/2025-01-01-x.md, Zeile 5: das Ereignis-Attribut „onerror“ an <img>',
      'blog/2025-01-01-x.md, Zeile 6: JavaScript in einem Attribut von <Box> ({…})',
      'blog/2025-01-01-x.md, Zeile 2: JavaScript (import/export)',
      'blog/2025-01-01-x.md, Zeile 8: JavaScript in geschweiften Klammern ({…})',
    ]);
  });

  test('a clean tree passes', () => {
    const tree = {
      type: 'root',
      position: at(1),
      children: [{type: 'html', value: '<!-- truncate -->', position: at(20)}],
    };
    expect(() => rejectUnsafeHtml()(tree, file)).not.toThrow();
  });
});
