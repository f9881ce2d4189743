import {describe, expect, test} from '@jest/globals';
import {altTextProblem, checkDocument} from '@site/src/lib/contentRules';

const goodHead = `
  <title>Preise &amp; Behandlungen | Kosmetikstudio Erika Mustermann</title>
  <meta name="description" content="Alle Preise für Gesichtsbehandlungen in Berlin.">
  <link rel="canonical" href="https://www.kosmetik-mustermann.de/preisliste">`;

function page(body: string, head = goodHead): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html lang="de"><head>${head}</head><body>${body}</body></html>`,
    'text/html',
  );
}

const rules = (doc: Document) => checkDocument(doc).map((v) => v.rule);

describe('checkDocument', () => {
  test('a correct page has no violations', () => {
    const doc = page(`<h1>Preise</h1><h2>A</h2><h3>B</h3><h2>C</h2>
      <img src="/images/a.jpg" alt="Eine Kosmetikliege im hellen Raum">
      <a href="/x">Text</a><button aria-label="Menü öffnen"><svg></svg></button>
      <a href="/y"><img src="/images/b.jpg" alt="Logo des Studios"></a>`);
    expect(checkDocument(doc)).toEqual([]);
  });

  test('title: empty is an error, outside 50–60 characters a warning', () => {
    const empty = checkDocument(
      page('<h1>x</h1>', goodHead.replace(/<title>.*<\/title>/, '<title> </title>')),
    );
    expect(empty).toContainEqual(expect.objectContaining({rule: 'title', severity: 'error'}));
    const short = checkDocument(
      page('<h1>x</h1>', goodHead.replace(/<title>.*<\/title>/, '<title>Preise</title>')),
    );
    expect(short).toContainEqual(
      expect.objectContaining({
        rule: 'title',
        severity: 'warning',
        message: expect.stringContaining('has 6 characters'),
      }),
    );
    const long = 'x'.repeat(61);
    expect(
      rules(page('<h1>x</h1>', goodHead.replace(/<title>.*<\/title>/, `<title>${long}</title>`))),
    ).toContain('title');
  });

  test('description: missing or over 150 characters', () => {
    expect(
      rules(page('<h1>x</h1>', goodHead.replace(/<meta name="description"[^>]*>/, ''))),
    ).toContain('description');
    const long = goodHead.replace(/content="[^"]*"/, `content="${'a'.repeat(151)}"`);
    expect(checkDocument(page('<h1>x</h1>', long))[0]).toMatchObject({
      rule: 'description',
      message: expect.stringContaining('151'),
    });
  });

  test('canonical: missing, relative or http', () => {
    expect(
      rules(page('<h1>x</h1>', goodHead.replace(/<link rel="canonical"[^>]*>/, ''))),
    ).toContain('canonical');
    expect(
      rules(page('<h1>x</h1>', goodHead.replace('https://www.kosmetik-mustermann.de', ''))),
    ).toContain('canonical');
    expect(rules(page('<h1>x</h1>', goodHead.replace('https://', 'http://')))).toContain(
      'canonical',
    );
  });

  test('images: alt missing, blank or over 125 characters, named by src', () => {
    const doc = page(
      `<h1>x</h1><img src="/images/a.jpg"><img src="/images/b.jpg" alt=" "><img src="/images/c.jpg" alt="${'a'.repeat(126)}">`,
    );
    const violations = checkDocument(doc).filter((v) => v.rule === 'alt');
    expect(violations.map((v) => v.element)).toEqual([
      '<img src="/images/a.jpg">',
      '<img src="/images/b.jpg">',
      '<img src="/images/c.jpg">',
    ]);
    expect(altTextProblem('a'.repeat(125))).toBeNull();
  });

  test('icon-only links and buttons need a non-blank aria-label', () => {
    const doc =
      page(`<h1>x</h1><a href="https://facebook.com"><svg></svg></a><button aria-label="  "><svg></svg></button>
      <span id="lbl">Weiter</span><button aria-labelledby="lbl"><svg></svg></button>`);
    expect(
      checkDocument(doc)
        .filter((v) => v.rule === 'label')
        .map((v) => v.element),
    ).toEqual(['<a href="https://facebook.com">', '<button>']);
  });

  test('exactly one h1', () => {
    expect(rules(page('<h2>x</h2>'))).toEqual(expect.arrayContaining(['h1', 'heading-order']));
    expect(rules(page('<h1>a</h1><h1>b</h1>'))).toContain('h1');
  });

  test('heading levels without gaps; going back up is fine', () => {
    const doc = page('<h1>a</h1><h3>gap</h3><h2>b</h2><h3>c</h3><h4>d</h4><h2>e</h2><h4>gap</h4>');
    const order = checkDocument(doc).filter((v) => v.rule === 'heading-order');
    expect(order.map((v) => v.message)).toEqual([
      'h3 follows h1: a level is skipped',
      'h4 follows h2: a level is skipped',
    ]);
  });
});
