/**
 * The blog's raw HTML, judged on the tree the build makes (plugins/blog/builtHtml.ts): parse5 reads
 * it as the browser will, so what a check with another parser would miss (CDATA, `--!>`,
 * <noframes>) is refused; so is all the allow-list does not know.
 */
import {builtHtmlProblems} from '@site/plugins/blog/builtHtml';
import {builtTrees} from '../__helpers__/builtTree';

const file = {path: `${process.cwd()}/blog/2025-01-01-x.md`, cwd: process.cwd()};
const HERE = 'blog/2025-01-01-x.md, Zeile';

/** Each text's problems in the built tree, as "blog/…, Zeile n: …" lines. */
const judge = (...markdowns: string[]) =>
  builtTrees(markdowns).map((tree, index) =>
    builtHtmlProblems(tree, {...file, value: markdowns[index]}),
  );
/** The same, without "blog/…, Zeile n: " (for texts of one line). */
const htmlProblems = (...markdowns: string[]) =>
  judge(...markdowns).map((problems) => problems.map((line) => line.replace(/^[^:]+: /, '')));

const COMMENT =
  'ist kein gültiger HTML-Kommentar – der Browser liest den Text dahinter anders, als er aussieht. Ein Kommentar beginnt mit „<!--“ und endet mit „-->“, z. B. <!-- truncate -->';

describe('blog: raw HTML is judged as the browser reads it, on the tree the build makes', () => {
  test('everything Markdown writes passes, and the little HTML an article may have', () => {
    const markdown = [
      '---\ntitle: x\n---\n\nAnriss.\n\n<!-- truncate -->\n\n## Zwischen {#eigene-id}\n',
      'Text **fett**, *kursiv*, ~~alt~~, `code`, [Link](https://example.com "T"), <https://x.de>.',
      'Zeile\\\nneu  \nneu\n\n> Zitat\n\n3. drei\n\n- [ ] offen\n- [x] fertig\n',
      '| a | b |\n|:-|-:|\n| 1 | 2 |\n\n```js\nx\n```\n\n---\n\nFußnote[^1], [Preise][p].\n',
      '[p]: /preisliste\n[^1]: Die Fußnote.\n\n:::note\n\nHinweis\n\n:::\n',
    ].join('\n');
    expect(
      judge(
        markdown,
        '<p>Text <sup>1</sup>, H<sub>2</sub>O<br><a href="/preisliste">Preise</a></p>',
        '<a href="https://www.example.com/studie">Studie</a>',
        '<video src="/videos/galerie/a.mp4" muted></video>',
        '<!-- ein Kommentar --> und <!---->',
      ),
    ).toEqual([[], [], [], [], []]);
  });

  test('CDATA is a bogus comment to the browser: the <meta> refresh after it is refused', () => {
    const payload =
      '<![CDATA[><meta http-equiv="refresh" content="5;url=https://evil.example/">]]>';
    expect(judge(`Text\n\n${payload}`)).toEqual([
      [`${HERE} 3: „<![CDATA[>“ ${COMMENT}`, `${HERE} 3: das HTML-Element <meta>`],
    ]);
  });

  test('a comment closed by "--!>" or bogus comments: refused, with what follows', () => {
    expect(
      htmlProblems(
        '<!-- --!><style>p{}</style> -->',
        '<!--> <base href="https://evil.example/"> -->',
        'Text <?php x ?> <!--->.',
        // What parse5 reads as text (React escapes it) or leaves out is no comment in the page.
        'Text </ x> <!x>.',
      ),
    ).toEqual([
      [`„<!-- --!>“ ${COMMENT}`, 'das HTML-Element <style>'],
      [`„<!-->“ ${COMMENT}`, 'das HTML-Element <base>'],
      [`„<?php x ?>“ ${COMMENT}`, `„<!--->“ ${COMMENT}`],
      [],
    ]);
  });

  test('elements whose content the browser reads otherwise than parse5 or hides: refused', () => {
    expect(
      htmlProblems(
        '<noframes><p title="</noframes><style>*{}</style>"></noframes>',
        '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
        '<template><script>alert(1)</script></template>',
        '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
        '<base href="https://evil.example/">',
        '<div class="x">Kasten</div> <marquee>Laufschrift</marquee>',
      ),
    ).toEqual([
      ['das HTML-Element <noframes>', 'das HTML-Element <style>'],
      ['das HTML-Element <noscript>', 'das Attribut „title“ an <p>'],
      ['das HTML-Element <template>'],
      ['das HTML-Element <meta>'],
      ['das HTML-Element <base>'],
      ['das HTML-Element <div>', 'das HTML-Element <marquee>'],
    ]);
  });

  test('attributes the list does not know, on elements it knows: refused', () => {
    expect(
      htmlProblems(
        '<p class="hinweis" id="a">x</p>',
        '<input type="text"> <input type="checkbox">',
      ),
    ).toEqual([
      ['das Attribut „class“ an <p>', 'das Attribut „id“ an <p>'],
      ['das Eingabefeld <input type="text">'],
    ]);
  });

  test('an image as HTML skips the image pipeline: refused, with the Markdown to write instead', () => {
    const markdown = ' – Bilder fügen Sie mit Markdown ein: ![Beschreibung](./foto.jpg)';
    expect(
      htmlProblems(
        '<img src="/images/blog/a.jpg" alt="Ein Bild">',
        '<picture><source srcset="https://x.example/a.avif"></picture>',
      ),
    ).toEqual([
      [`ein Bild als HTML-Element <img>${markdown}`],
      [
        `ein Bild als HTML-Element <picture>${markdown}`,
        `ein Bild als HTML-Element <source>${markdown}`,
      ],
    ]);
  });

  test('a style attribute would need its own exception in the Content-Security-Policy: refused', () => {
    expect(htmlProblems('<p style="color:red">Rot</p>')).toEqual([
      [
        'das Attribut „style“ an <p> – die Gestaltung übernimmt die Website; Hervorhebungen schreiben Sie mit Markdown (**fett**, *kursiv*)',
      ],
    ]);
  });

  test('SVG is refused, and a javascript: address its animations would set is named', () => {
    expect(
      htmlProblems(
        '<svg><animate attributeName="href" to="javascript:alert(1)"/>' +
          '<animate attributeName="href" values="/x; javascript:alert(2)"/>' +
          '<set attributeName="xlink:href" to="javascript:alert(5)"/>' +
          '<use xlink:href="javascript:alert(6)"/></svg>',
      ),
    ).toEqual([
      [
        'das HTML-Element <svg>',
        'das HTML-Element <animate>',
        'eine Skript-Adresse („javascript:“) in <animate to>',
        'das HTML-Element <animate>',
        'eine Skript-Adresse („javascript:“) in <animate values>',
        'das HTML-Element <set>',
        'eine Skript-Adresse („javascript:“) in <set to>',
        'das HTML-Element <use>',
        'eine Skript-Adresse („javascript:“) in <use xlink:href>',
      ],
    ]);
  });

  test('nothing is loaded from another server', () => {
    const other = (attribute: string) =>
      `eine Adresse auf einem anderen Server in <video ${attribute}> – die Website lädt nichts von fremden Servern`;
    expect(
      htmlProblems(
        '<video src="https://cdn.example.com/a.mp4" poster="//x.example/p.jpg"></video>',
        '<video src="/\\cdn.example.com/a.mp4"></video>',
      ),
    ).toEqual([[other('src'), other('poster')], [other('src')]]);
  });

  test('scripts, frames and event handlers are found however they are written', () => {
    expect(
      htmlProblems(
        '<SCRIPT>alert(1)</SCRIPT>',
        '<iframe src="https://example.com"></iframe>',
        '<p OnClick="alert(1)">x</p>',
        '<img src=x OnError="alert(1)">',
        '<a href=" &#106;avascript:alert(1)">x</a>',
      ),
    ).toEqual([
      ['das HTML-Element <script>'],
      ['das HTML-Element <iframe>'],
      ['das Ereignis-Attribut „onclick“ an <p>'],
      [
        'ein Bild als HTML-Element <img> – Bilder fügen Sie mit Markdown ein: ![Beschreibung](./foto.jpg)',
        'das Ereignis-Attribut „onerror“ an <img>',
      ],
      ['eine Skript-Adresse („javascript:“) in <a href>'],
    ]);
  });

  test('control characters, also written as entities, do not hide a javascript: address', () => {
    const script = ['eine Skript-Adresse („javascript:“) in <a href>'];
    expect(
      htmlProblems(
        '<a href="java&#x09;script:alert(1)">x</a>',
        '<a href="java&Tab;scr&#10;ipt:alert(1)">x</a>',
        '<a href="&#x01;\tjavascript:alert(1)">x</a>',
        '<a href="java\rscript:alert(1)">x</a>',
      ),
    ).toEqual([script, script, script, script]);
  });

  test('a Markdown link is judged as written into the page', () => {
    expect(
      htmlProblems(
        '[Hier](javascript:alert(1))',
        '[Hier][r]\n\n[r]: JAVASCRIPT:alert(1)',
        '[Seite](data:text/html,<script>alert(1)</script>)',
        // Markdown writes the tab as %09: a relative address to the browser, no script.
        '[Hier](<java\tscript:alert(1)>)',
      ),
    ).toEqual([
      ['eine Skript-Adresse („javascript:“) in <a href>'],
      ['eine Skript-Adresse („javascript:“) in <a href>'],
      ['eine Skript-Adresse („data:“) in <a href>'],
      [],
    ]);
  });

  test('ping is an address: a click is reported to this site only, never to another server', () => {
    const ping =
      'eine Adresse auf einem anderen Server in <a ping> – „ping“ meldet jeden Klick dorthin; die Website meldet fremden Servern nichts';
    expect(
      htmlProblems(
        '<a href="/preisliste" ping="https://tracker.example/klick">x</a>',
        '<a href="/" ping="/zaehler  //tracker.example/k">x</a>',
        '<a href="/" ping="h&#x09;ttps://tracker.example/">x</a>',
        '<a href="/" ping="javascript:alert(1)">x</a>',
        '<a href="/preisliste" ping="/zaehler">x</a>',
      ),
    ).toEqual([[ping], [ping], [ping], ['eine Skript-Adresse („javascript:“) in <a ping>'], []]);
  });

  test('rel="opener" would let the linked page control this one: refused', () => {
    const opener = [
      'rel="opener" an <a> – damit könnte die verlinkte Seite diese Seite steuern; lassen Sie „opener“ weg',
    ];
    expect(
      htmlProblems(
        '<a href="https://example.com" rel="opener" target="_blank">x</a>',
        '<a href="https://example.com" rel="nofollow  OPENER">x</a>',
        '<a href="https://example.com" rel="noopener nofollow">x</a>',
      ),
    ).toEqual([opener, opener, []]);
  });
});
