import {
  contentSecurityPolicy,
  editorHeaders,
  inlineSources,
  NO_INLINE_CSP,
  pagePolicies,
  securityHeaders,
  servedFiles,
} from '@site/plugins/security-headers/headers';
import {policyMap, policyOfFile, writeHeaderFiles} from '@site/plugins/security-headers/render';
import {headersFor, parseHeadersFile} from '../__helpers__/netlifyHeaders';
import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';

const collect = (html: string) => inlineSources(html, 'build/x.html');
/** The problems of a page, as pagePolicies throws them. */
const problems = (html: string) => collect(html).problems.join('\n');

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
    expect([...collect('<div title="a > b"></div><style>p{}</style>').styles]).toEqual(['p{}']);
    expect(problems('<div title="a > b" style="font-family: &quot;X&quot;"></div>')).toContain(
      `build/x.html: a style attribute on <div> ("font-family: "X"") needs 'unsafe-hashes'`,
    );
    // Text that only looks like an attribute is text.
    expect(problems('<p>style="color: red"</p>')).toBe('');
  });

  test('an inline event handler or a javascript: URL fails, naming the file', () => {
    expect(problems('<button onclick="go()">x</button>')).toContain(
      'build/x.html: inline event handler "onclick" on <button>',
    );
    expect(problems('<a href=" javascript:go()">x</a>')).toContain(
      'build/x.html: a javascript: URL',
    );
    // Text that only looks like an attribute is text.
    expect(problems('<p>onclick="x" and href="javascript:y"</p>')).toBe('');
    // The build stops on it, naming the file.
    const build = mkdtempSync(join(tmpdir(), 'build-'));
    writeFileSync(join(build, 'index.html'), '<button onclick="go()">x</button>');
    expect(() => pagePolicies(build)).toThrow('index.html: inline event handler "onclick"');
    rmSync(build, {recursive: true});
  });

  test('a JSON-LD block that does not parse (a text closed its script element) fails, naming the file', () => {
    expect(
      problems('<script type="application/ld+json">{"name":"a \\u003c/script> b"}</script>'),
    ).toBe('');
    expect(
      problems(
        '<script type="application/ld+json">{"name":"a </script><script>alert(1)</script>"}</script>',
      ),
    ).toContain(
      'build/x.html: Die strukturierten Daten (JSON-LD) der Seite sind kein gültiges JSON',
    );
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

  test('_headers, read as Netlify matches it: every built file, page address and .html alias gets each security header once, with the value nginx sends', () => {
    const build = mkdtempSync(join(tmpdir(), 'build-'));
    const nginxDir = mkdtempSync(join(tmpdir(), 'nginx-'));
    try {
      const page = (n: number) => `<style>p{order:${n}}</style><script>page(${n})</script>`;
      const files: Record<string, string> = {
        'index.html':
          page(1) + '<p>Ein Text, lang genug für eine komprimierte Kopie.</p>'.repeat(6),
        '404.html': `<!doctype html><html><head><meta charset=utf-8><title>404</title>${page(2)}</head><body></body></html>`,
        'preisliste.html': page(3),
        'blog.html': page(4),
        'blog/post/a.html': page(5),
        'blog/post/ab.html': page(6),
        'blog/tags/x.html': page(7),
        'blog/rss.xml': '<rss/>',
        'blog/atom.xml': '<feed/>',
        'blog/post/a.html.br': '',
        'robots.txt': '',
        'sitemap.xml': '',
        'assets/js/x.js': '',
        'assets/fonts/f.woff2': '',
        'images/foto.avif': '',
        'images/blog/b.webp': '',
        'fonts/f.woff2': '',
        'admin/index.html': '<script>editor()</script>',
        'admin/config.yml': '',
        _redirects: '',
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(join(build, file, '..'), {recursive: true});
        writeFileSync(join(build, file), text);
      }
      const before = pagePolicies(build);
      writeHeaderFiles(build, nginxDir);
      const policies = pagePolicies(build);
      expect(policies).toEqual(before);
      const rules = parseHeadersFile(readFileSync(join(build, '_headers'), 'utf8'));
      const once = (path: string, expected: Array<[string, string]>) => {
        const got = headersFor(rules, path);
        for (const [name, value] of expected)
          expect([path, name, got.get(name.toLowerCase())]).toEqual([path, name, [value]]);
      };
      const visitor = servedFiles(build).filter((file) => !file.startsWith('/admin/'));
      expect(visitor).toContain('/blog/rss.xml');
      expect(visitor).not.toContain('/blog/post/a.html.br');
      for (const file of visitor) once(file, securityHeaders(policyOfFile(file, policies)));
      // The .br/.gz copies nginx also answers at their own address: the policy without inline code.
      for (const copy of ['/index.html.br', '/index.html.gz'])
        once(copy, securityHeaders(NO_INLINE_CSP));
      // Pages by their clean address too, each with its own policy (never another page's).
      for (const [address, csp] of policies) once(address, securityHeaders(csp));
      expect(policies.get('/blog/post/a')).not.toBe(policies.get('/blog/post/ab'));
      expect(policyOfFile('/preisliste.html', policies)).toBe(policies.get('/preisliste'));
      expect(policyOfFile('/blog/rss.xml', policies)).toBe(NO_INLINE_CSP);
      for (const file of ['/admin/', '/admin/index.html', '/admin/config.yml'])
        once(file, editorHeaders(securityHeaders()));
      // Unknown addresses (404): never a header twice; in a folder without pages, CSP and COOP.
      for (const path of ['/gibt-es-nicht', '/blog/x', '/blog/post/unbekannt', '/preisliste/x'])
        for (const [name, values] of headersFor(rules, path))
          expect([path, name, values.length]).toEqual([path, name, 1]);
      for (const path of ['/images/fehlt.jpg', '/assets/js/fehlt.js', '/fonts/x/y.woff2'])
        once(path, securityHeaders());
      // There the 404 page brings its policy itself, first after its charset (frame-ancestors
      // only works as a header: X-Frame-Options covers it).
      const notFound = policies.get('/404')!.replace("; frame-ancestors 'none'", '');
      expect(readFileSync(join(build, '404.html'), 'utf8')).toContain(
        `<head><meta charset=utf-8><meta http-equiv="Content-Security-Policy" content="${notFound}"><title>`,
      );
      // Cache-Control by prefix, once; pages keep the host's default.
      expect(headersFor(rules, '/assets/js/x.js').get('cache-control')).toEqual([
        'public, max-age=31536000, immutable',
      ]);
      expect(headersFor(rules, '/images/blog/b.webp').get('cache-control')).toEqual([
        'public, max-age=86400',
      ]);
      expect(headersFor(rules, '/blog/post/a').get('cache-control')).toBeUndefined();
    } finally {
      rmSync(build, {recursive: true, force: true});
      rmSync(nginxDir, {recursive: true, force: true});
    }
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
    expect([...pagePolicies(buildDir).keys()]).toEqual(['/']);
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
      pagePolicies(buildDir);
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
