import {
  checkInlineScripts,
  collectInlineSources,
  EDITOR_CSP,
  contentSecurityPolicy,
  headersFile,
  NO_INLINE_CSP,
  noInlineSources,
  pagePolicies,
  policyMap,
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

  test('style elements are hashed; a style attribute (only with unsafe-hashes) fails, naming the file', () => {
    expect([...collect('<div title="a > b"></div><style>p{}</style>').styleElements]).toEqual([
      'p{}',
    ]);
    expect(() => collect('<div title="a > b" style="font-family: &quot;X&quot;"></div>')).toThrow(
      `build/x.html: a style attribute on <div> ("font-family: "X"") needs 'unsafe-hashes'`,
    );
    // Text that only looks like an attribute is text.
    expect(() => collect('<p>style="color: red"</p>')).not.toThrow();
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
    expect(collect('<style>p{background: url(data:image/svg+xml,x)}</style>').dataImages).toBe(
      true,
    );
  });

  test('the policy lists each hash and allows nothing inline without one', () => {
    const policy = contentSecurityPolicy(
      collect('<script>a()</script><style>p{color: red}</style>'),
    );
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[\w+/=]+'; /);
    expect(policy).toMatch(/style-src 'self' 'sha256-[\w+/=]+'; /);
    expect(policy).not.toMatch(/unsafe-(inline|hashes)/);
    expect(policy).toContain("img-src 'self'; ");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  test('_headers: shared headers for every path, each page its own policy, folders without a page the one without inline code, the editor its own', () => {
    const home = "default-src 'self'; script-src 'self' 'sha256-home'";
    const post = "default-src 'self'; script-src 'self' 'sha256-post'";
    const file = headersFile(
      new Map([
        ['/', home],
        ['/blog/post/a', post],
      ]),
      {files: ['/robots.txt'], folders: ['/assets/', '/blog/']},
    );
    expect(file).toContain(
      '/*\n  Strict-Transport-Security: max-age=31536000; includeSubDomains\n',
    );
    expect(file).toContain(
      `\n/\n  Content-Security-Policy: ${home}\n  Cross-Origin-Opener-Policy: same-origin\n`,
    );
    expect(file).toContain(`\n/blog/post/a\n  Content-Security-Policy: ${post}\n`);
    expect(file).toContain(`\n/robots.txt\n  Content-Security-Policy: ${NO_INLINE_CSP}\n`);
    expect(file).toContain(
      `\n/assets/*\n  Content-Security-Policy: ${NO_INLINE_CSP}\n  Cross-Origin-Opener-Policy: same-origin\n  Cache-Control: public, max-age=31536000, immutable`,
    );
    // The hosts join the values of every matching rule: a folder with pages sets no CSP of its own.
    expect(file).toContain('\n/blog/*\n  Cross-Origin-Opener-Policy: same-origin\n');
    expect(file.match(/Content-Security-Policy/g)).toHaveLength(5);
    expect(file).toContain(
      `/admin/*\n  Content-Security-Policy: ${EDITOR_CSP}\n  Cross-Origin-Opener-Policy: same-origin-allow-popups\n  X-Robots-Tag: noindex, nofollow`,
    );
    expect(file).toContain('/images/*\n  Cache-Control: public, max-age=86400');
  });

  test('nginx: each page its policy by the file served, every other address the one without inline code', () => {
    const map = policyMap(
      new Map([
        ['/', 'A'],
        ['/404', 'B'],
        ['/blog/post/ein-sehr-langer-titel-fuer-einen-beitrag-ueber-die-haut', 'C'],
      ]),
    );
    expect(map).toContain('map $uri $page_csp {\n');
    expect(map).toContain(`  default "${NO_INLINE_CSP}";\n`);
    expect(map).toContain('  /index.html "A";\n');
    expect(map).toContain('  /404.html "B";\n');
    expect(map).toContain(
      '  /blog/post/ein-sehr-langer-titel-fuer-einen-beitrag-ueber-die-haut.html "C";\n',
    );
    // A bucket that holds the longest file name (nginx refuses to start otherwise).
    expect(map).toContain('map_hash_bucket_size 128;');
  });

  test("each page's policy has its own hashes only, by its address", () => {
    const build = mkdtempSync(join(tmpdir(), 'build-'));
    try {
      mkdirSync(join(build, 'blog', 'post'), {recursive: true});
      mkdirSync(join(build, 'admin'));
      writeFileSync(join(build, 'index.html'), '<style>a{}</style><script>home()</script>');
      writeFileSync(join(build, 'blog', 'post', 'a.html'), '<style>p{color:red}</style>');
      writeFileSync(join(build, 'admin', 'index.html'), '<script>editor()</script>');
      const policies = pagePolicies(build);
      expect([...policies.keys()].sort()).toEqual(['/', '/blog/post/a']);
      const sha = (text: string) =>
        `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      expect(policies.get('/')).toContain(`script-src 'self' ${sha('home()')}; `);
      expect(policies.get('/')).toContain(`style-src 'self' ${sha('a{}')}; `);
      expect(policies.get('/blog/post/a')).toContain(
        `script-src 'self'; style-src 'self' ${sha('p{color:red}')}; `,
      );
    } finally {
      rmSync(build, {recursive: true, force: true});
    }
  });

  test('visitor paths: top-level files and folders, pages, the editor and pre-compressed copies left out', () => {
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
        'sitemap.xml',
        '_headers',
        '_redirects',
      ])
        writeFileSync(join(build, file), '');
      expect(visitorPaths(build)).toEqual({
        files: ['/robots.txt', '/sitemap.xml'],
        folders: ['/assets/', '/blog/'],
      });
    } finally {
      rmSync(build, {recursive: true, force: true});
    }
  });
});

describe('security headers: only the inline scripts the page template places', () => {
  // As plugins/static-template lays a page out: the template's tags, Helmet's (data-rh), the app.
  const page = (head: string, app: string) =>
    `<!doctype html><html><head>${head}</head><body><script>theme()</script><div id="__docusaurus">${app}</div></body></html>`;
  let buildDir: string;
  beforeEach(() => {
    buildDir = mkdtempSync(join(tmpdir(), 'inline-scripts-'));
    mkdirSync(join(buildDir, 'blog', 'post'), {recursive: true});
    mkdirSync(join(buildDir, 'admin'), {recursive: true});
  });
  afterEach(() => rmSync(buildDir, {recursive: true, force: true}));

  test('the template’s scripts pass, outside the app and not Helmet’s; islands and JSON-LD are no inline scripts; the editor is not a visitor page', () => {
    writeFileSync(
      join(buildDir, 'index.html'),
      page(
        '<script type="speculationrules">{"prefetch":[]}</script><script data-rh="true" type="module" src="/assets/islands/a.js"></script>',
        '<main><script type="application/ld+json">{"@type":"Thing"}</script></main>',
      ),
    );
    writeFileSync(join(buildDir, 'admin', 'index.html'), page('', '<script>editor()</script>'));
    expect(() => checkInlineScripts(buildDir)).not.toThrow();
  });

  test('an inline script in the rendered app or set through Helmet stops the build, listing every page at once', () => {
    writeFileSync(join(buildDir, 'index.html'), page('', '<p>Willkommen</p>'));
    writeFileSync(
      join(buildDir, 'blog', 'post', 'a.html'),
      page('', '<article><div><script>alert(document.cookie)</script></div></article>'),
    );
    writeFileSync(
      join(buildDir, 'blog.html'),
      page(
        '<script data-rh="true" type="speculationrules">{"prefetch":[]}</script>',
        '<script type="module">steal()</script>',
      ),
    );
    let message = '';
    try {
      checkInlineScripts(buildDir);
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
    expect(message).not.toContain('index.html');
  });
});
