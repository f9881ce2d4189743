import {
  checkInlineScripts,
  collectInlineSources,
  EDITOR_CSP,
  contentSecurityPolicy,
  headersFile,
  noInlineSources,
  visitorPaths,
} from '@site/plugins/security-headers/headers';
import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';

const collect = (html: string) => {
  const found = noInlineSources();
  collectInlineSources(html, 'build/x.html', found);
  return found;
};

describe('security headers: what the built HTML needs', () => {
  test('inline scripts are hashed, external and data scripts are not', () => {
    const found = collect(
      '<script>var a = "</div>";</script><script src="/a.js"></script>' +
        '<script type="application/ld+json">{"@type":"Thing"}</script><script type="module">go()</script>',
    );
    expect([...found.scripts]).toEqual(['var a = "</div>";', 'go()']);
  });

  test('Speculation Rules are hashed like a script (CSP governs them); other data blocks are not', () => {
    const rules = '{"prerender":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}';
    const found = collect(
      `<script type="speculationrules">${rules}</script><script type="importmap-data">{}</script>` +
        '<script type="text/plain">x</script>',
    );
    expect([...found.scripts]).toEqual([rules]);
    expect(contentSecurityPolicy(found)).toContain(
      `script-src 'self' 'sha256-${createHash('sha256').update(rules).digest('base64')}'`,
    );
  });

  test('style attributes are read as the browser decodes them, even after a ">" in another attribute', () => {
    const found = collect(
      '<div title="a > b" style="font-family: &quot;X&quot;"></div><style>p{}</style>',
    );
    expect([...found.styleAttributes]).toEqual(['font-family: "X"']);
    expect([...found.styleElements]).toEqual(['p{}']);
  });

  test('an inline event handler or a javascript: URL fails, naming the file', () => {
    expect(() => collect('<button onclick="go()">x</button>')).toThrow(
      'build/x.html: inline event handler "onclick" on <button>',
    );
    expect(() => collect('<a href=" javascript:go()">x</a>')).toThrow(
      'build/x.html: a javascript: URL',
    );
    // Text that only looks like an attribute is text.
    expect(() => collect('<p>onclick="x" and href="javascript:y"</p>')).not.toThrow();
  });

  test('a JSON-LD block that does not parse (a text closed its script element) fails, naming the file', () => {
    expect(() =>
      collect('<script type="application/ld+json">{"name":"a \\u003c/script> b"}</script>'),
    ).not.toThrow();
    expect(() =>
      collect(
        '<script type="application/ld+json">{"name":"a </script><script>alert(1)</script>"}</script>',
      ),
    ).toThrow('build/x.html: Die strukturierten Daten (JSON-LD) der Seite sind kein gültiges JSON');
  });

  test('data: images are allowed only when a page uses one', () => {
    expect(collect('<img src="/a.jpg" alt="">').dataImages).toBe(false);
    expect(collect('<img src="data:image/png;base64,AA" alt="">').dataImages).toBe(true);
    expect(collect('<div style="background: url(data:image/svg+xml,x)"></div>').dataImages).toBe(
      true,
    );
  });

  test('the policy lists each hash and allows nothing inline without one', () => {
    const policy = contentSecurityPolicy(
      collect('<script>a()</script><div style="color: red"></div>'),
    );
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[\w+/=]+'; /);
    expect(policy).toContain("style-src 'self' 'unsafe-hashes' 'sha256-");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("img-src 'self'; ");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  test('_headers: shared headers for every path, the visitor policy on every page and folder, the editor its own', () => {
    const file = headersFile(
      [
        ['Content-Security-Policy', "default-src 'self'"],
        ['X-Content-Type-Options', 'nosniff'],
      ],
      {pages: ['/', '/preisliste'], folders: ['/assets/', '/blog/']},
    );
    expect(file).toContain('/*\n  X-Content-Type-Options: nosniff\n/\n');
    expect(file).toContain("/preisliste\n  Content-Security-Policy: default-src 'self'");
    expect(file).toContain(
      "/assets/*\n  Content-Security-Policy: default-src 'self'\n  Cache-Control: public, max-age=31536000, immutable",
    );
    expect(file).toContain(
      `/admin/*\n  Content-Security-Policy: ${EDITOR_CSP}\n  X-Robots-Tag: noindex, nofollow`,
    );
    expect(file).toContain('/images/*\n  Cache-Control: public, max-age=86400');
  });

  test('visitor paths: pages by clean URL, folders as prefixes, the editor and pre-compressed copies left out, files other plugins write later included', () => {
    const build = mkdtempSync(join(tmpdir(), 'build-'));
    try {
      for (const folder of ['admin', 'assets', 'blog']) mkdirSync(join(build, folder));
      for (const file of [
        'index.html',
        'index.html.br',
        'index.html.gz',
        'preisliste.html',
        'preisliste.html.br',
        '404.html',
        'robots.txt',
        '_headers',
        '_redirects',
      ])
        writeFileSync(join(build, file), '');
      expect(visitorPaths(build, ['sitemap.xml', 'robots.txt'])).toEqual({
        pages: ['/', '/404', '/preisliste', '/robots.txt', '/sitemap.xml'],
        folders: ['/assets/', '/blog/'],
      });
    } finally {
      rmSync(build, {recursive: true, force: true});
    }
  });
});

describe('security headers: only the inline scripts the site injects itself', () => {
  const page = (body: string) => `<!doctype html><html><head></head><body>${body}</body></html>`;
  let buildDir: string;
  beforeEach(() => {
    buildDir = mkdtempSync(join(tmpdir(), 'inline-scripts-'));
    mkdirSync(join(buildDir, 'blog', 'post'), {recursive: true});
    mkdirSync(join(buildDir, 'admin'), {recursive: true});
  });
  afterEach(() => rmSync(buildDir, {recursive: true, force: true}));

  test('pages with only the known scripts pass; the editor is not a visitor page', () => {
    writeFileSync(join(buildDir, 'index.html'), page('<script>theme()</script>'));
    writeFileSync(join(buildDir, 'admin', 'index.html'), page('<script>editor()</script>'));
    expect(() => checkInlineScripts(buildDir, new Set(['theme()']))).not.toThrow();
  });

  test('any other inline script stops the build, listing every page at once', () => {
    writeFileSync(join(buildDir, 'index.html'), page('<script>theme()</script>'));
    writeFileSync(
      join(buildDir, 'blog', 'post', 'a.html'),
      page('<script>theme()</script><script>alert(document.cookie)</script>'),
    );
    writeFileSync(
      join(buildDir, 'blog.html'),
      page(
        '<script type="module">steal()</script><script type="speculationrules">{"prefetch":[]}</script>',
      ),
    );
    let message = '';
    try {
      checkInlineScripts(buildDir, new Set(['theme()']));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('ein Skript, das nicht von der Website selbst stammt');
    expect(message).toContain(
      `${relative(process.cwd(), join(buildDir, 'blog', 'post', 'a.html'))}: „alert(document.cookie)“`,
    );
    expect(message).toContain('blog.html: „steal()“');
    expect(message).toContain('blog.html: „{"prefetch":[]}“');
    expect(message).not.toContain('theme()');
  });
});
