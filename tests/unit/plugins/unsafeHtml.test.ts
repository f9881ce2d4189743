import rejectUnsafeHtml, {htmlProblems, unsafeHtmlProblems} from '@site/plugins/blog/unsafeHtml';

const at = (line: number) => ({start: {line}});
const file = {path: `${process.cwd()}/blog/2025-01-01-x.md`, cwd: process.cwd()};

describe('blog: HTML that could run script stops the build', () => {
  test('harmless HTML passes', () => {
    expect(htmlProblems('<p>Text <sup>1</sup><br><a href="/preisliste">Preise</a></p>')).toEqual(
      [],
    );
    expect(htmlProblems('<a href="https://www.example.com/studie">Studie</a>')).toEqual([]);
    expect(htmlProblems('<video src="/videos/galerie/a.mp4" muted></video>')).toEqual([]);
  });

  test('an image as HTML skips the image pipeline: refused, with the Markdown to write instead', () => {
    const markdown = ' – Bilder fügen Sie mit Markdown ein: ![Beschreibung](./foto.jpg)';
    expect(htmlProblems('<img src="/images/blog/a.jpg" alt="Ein Bild">')).toEqual([
      `ein Bild als HTML-Element <img>${markdown}`,
    ]);
    expect(htmlProblems('<picture><source srcset="https://x.example/a.avif"></picture>')).toEqual([
      `ein Bild als HTML-Element <picture>${markdown}`,
      `ein Bild als HTML-Element <source>${markdown}`,
    ]);
  });

  test('a style attribute would need its own exception in the Content-Security-Policy: refused', () => {
    expect(htmlProblems('<p style="color:red">Rot</p>')).toEqual([
      'das Attribut „style“ an <p> – die Gestaltung übernimmt die Website; Hervorhebungen schreiben Sie mit Markdown (**fett**, *kursiv*)',
    ]);
  });

  test('SVG animations that set a javascript: address are refused: to, values, from, by, set', () => {
    expect(
      htmlProblems(
        '<svg><a><animate attributeName="href" to="javascript:alert(1)"/>' +
          '<animate attributeName="href" values="/x; javascript:alert(2)"/>' +
          '<animate attributeName="href" from="javascript:alert(3)" by="JAVASCRIPT:alert(4)"/>' +
          '<set attributeName="xlink:href" to="javascript:alert(5)"/>' +
          '<use xlink:href="javascript:alert(6)"/><text>x</text></a></svg>',
      ),
    ).toEqual([
      'eine Skript-Adresse („javascript:“) in <animate to>',
      'eine Skript-Adresse („javascript:“) in <animate values>',
      'eine Skript-Adresse („javascript:“) in <animate from>',
      'eine Skript-Adresse („javascript:“) in <animate by>',
      'eine Skript-Adresse („javascript:“) in <set to>',
      'eine Skript-Adresse („javascript:“) in <use xlink:href>',
    ]);
  });

  test('nothing is loaded from another server', () => {
    expect(
      htmlProblems('<video src="https://cdn.example.com/a.mp4" poster="//x.example/p.jpg">'),
    ).toEqual([
      'eine Adresse auf einem anderen Server in <video src> – die Website lädt nichts von fremden Servern',
      'eine Adresse auf einem anderen Server in <video poster> – die Website lädt nichts von fremden Servern',
    ]);
  });

  test('scripts, frames and event handlers are found however they are written', () => {
    expect(htmlProblems('<SCRIPT>alert(1)</SCRIPT>')).toEqual(['das HTML-Element <script>']);
    expect(htmlProblems('<iframe src="https://example.com"></iframe>')).toEqual([
      'das HTML-Element <iframe>',
    ]);
    expect(htmlProblems('<img src=x OnError="alert(1)">')).toContain(
      'das Ereignis-Attribut „onerror“ an <img>',
    );
    expect(htmlProblems('<a href=" &#106;avascript:alert(1)">x</a>')).toEqual([
      'eine Skript-Adresse („javascript:“) in <a href>',
    ]);
    expect(htmlProblems('<svg><script>alert(1)</script></svg>')).toEqual([
      'das HTML-Element <script>',
    ]);
  });

  test('control characters, also written as entities, do not hide a javascript: address', () => {
    const script = 'eine Skript-Adresse („javascript:“) in <a href>';
    expect(htmlProblems('<a href="java&#x09;script:alert(1)">x</a>')).toEqual([script]);
    expect(htmlProblems('<a href="java&Tab;scr&#10;ipt:alert(1)">x</a>')).toEqual([script]);
    expect(htmlProblems('<a href="&#x01;\tjavascript:alert(1)">x</a>')).toEqual([script]);
    expect(htmlProblems('<a href="java\rscript:alert(1)">x</a>')).toEqual([script]);
    // A Markdown link's address is decoded the same way.
    const link = {type: 'link', url: 'java\tscript:alert(1)', position: at(3), children: []};
    expect(unsafeHtmlProblems({type: 'root', position: at(1), children: [link]}, file)).toEqual([
      'blog/2025-01-01-x.md, Zeile 3: eine Skript-Adresse („javascript:“) in einem Link oder Bild',
    ]);
  });

  test('ping is an address: a click is reported to this site only, never to another server', () => {
    const ping = (target: string) =>
      `eine Adresse auf einem anderen Server in <${target} ping> – „ping“ meldet jeden Klick dorthin; die Website meldet fremden Servern nichts`;
    expect(
      htmlProblems('<a href="/preisliste" ping="https://tracker.example/klick">x</a>'),
    ).toEqual([ping('a')]);
    expect(htmlProblems('<a href="/" ping="/zaehler  //tracker.example/k">x</a>')).toEqual([
      ping('a'),
    ]);
    expect(htmlProblems('<area href="/" ping="h&#x09;ttps://tracker.example/">')).toEqual([
      ping('area'),
    ]);
    expect(htmlProblems('<a href="/" ping="javascript:alert(1)">x</a>')).toEqual([
      'eine Skript-Adresse („javascript:“) in <a ping>',
    ]);
    expect(htmlProblems('<a href="/preisliste" ping="/zaehler">x</a>')).toEqual([]);
  });

  test('a backslash leads to another server as "//" does', () => {
    expect(htmlProblems('<video src="/\\cdn.example.com/a.mp4"></video>')).toEqual([
      'eine Adresse auf einem anderen Server in <video src> – die Website lädt nichts von fremden Servern',
    ]);
  });

  test('rel="opener" would let the linked page control this one: refused', () => {
    const opener = (target: string) =>
      `rel="opener" an <${target}> – damit könnte die verlinkte Seite diese Seite steuern; lassen Sie „opener“ weg`;
    expect(
      htmlProblems('<a href="https://example.com" rel="opener" target="_blank">x</a>'),
    ).toEqual([opener('a')]);
    expect(htmlProblems('<a href="https://example.com" rel="nofollow  OPENER">x</a>')).toEqual([
      opener('a'),
    ]);
    expect(htmlProblems('<a href="https://example.com" rel="noopener nofollow">x</a>')).toEqual([]);
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
      'blog/2025-01-01-x.md, Zeile 5: ein Bild als HTML-Element <img> – Bilder fügen Sie mit Markdown ein: ![Beschreibung](./foto.jpg)',
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
