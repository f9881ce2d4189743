import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {
  inlinePageCss,
  islandStates,
  pageCss,
  resolveRootProperties,
  statesSetBy,
  usedCss,
  withoutEmptyLayers,
  type RuntimeStates,
} from '@site/plugins/postbuild/pageCss';

const none: RuntimeStates = {attributes: [], classes: [], properties: []};

/** A build folder with the bundle `css` and the `pages` (name: HTML) linking it, for `use`; then gone. */
async function inBuild(
  css: string,
  pages: Record<string, string>,
  use: (outDir: string, siteDir: string) => Promise<void>,
) {
  const siteDir = mkdtempSync(join(tmpdir(), 'page-css-'));
  try {
    const outDir = join(siteDir, 'build');
    mkdirSync(join(outDir, 'assets', 'css'), {recursive: true});
    mkdirSync(join(siteDir, 'src', 'islands'), {recursive: true});
    writeFileSync(join(outDir, 'assets', 'css', 'styles.abc.css'), css);
    const head =
      '<!doctype html><title>T</title><link rel=stylesheet href=/assets/css/styles.abc.css>';
    for (const [name, body] of Object.entries(pages))
      writeFileSync(join(outDir, name), `${head}${body}`);
    await use(outDir, siteDir);
  } finally {
    rmSync(siteDir, {recursive: true, force: true});
  }
}

const CSS =
  ':root{--used:red;--unused:blue;--chain:var(--used)}' +
  '.card{color:var(--chain)}.never{color:green}' +
  'site-carousel[data-overflowing] .controls{display:flex}' +
  'dialog[open]{display:grid}.shown{opacity:1}' +
  '@keyframes spin{to{rotate:1turn}}@keyframes unused{to{opacity:0}}.spinner{animation:spin 1s}' +
  ':focus-visible{outline:3px solid}.never:hover{color:red}';

describe('page CSS: what a page uses, inline (issue 36)', () => {
  test('keeps the rules the page can use, with their custom properties written in place; drops the rest', async () => {
    const css = await usedCss(CSS, '<div class="card"><p>Text</p></div>', none);
    expect(css).toContain('.card{color:red}');
    expect(css).not.toContain('--');
    expect(css).not.toContain('.never');
    // The focus ring for everything focusable names no element, and stays.
    expect(css).toContain(':focus-visible{outline:3px solid}');
    expect(css).not.toContain('@keyframes');
    expect(css).not.toContain('dialog');
  });

  test('keeps the rules for what a <noscript> shows without JavaScript', async () => {
    const css = await usedCss(CSS, '<noscript><p class="never">x</p></noscript>', none);
    expect(css).toContain('.never{color:green}');
  });

  test('keeps the rules for states the islands set at runtime', async () => {
    const html =
      '<site-carousel><div class="controls"></div></site-carousel><dialog></dialog><i class="spinner"></i>';
    expect(await usedCss(CSS, html, none)).not.toContain('[data-overflowing]');
    const css = await usedCss(CSS, html, {...none, attributes: ['data-overflowing', 'open']});
    expect(css).toContain('site-carousel[data-overflowing] .controls{display:flex}');
    expect(css).toContain('dialog[open]{display:grid}');
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('@keyframes unused');
  });

  test('the islands’ runtime states are read from their syntax, not from their text', () => {
    const states = statesSetBy(`
      // this.toggleAttribute('data-in-a-comment')
      const label = "setAttribute('data-in-a-string', '')";
      class X extends HTMLElement {
        update(open: boolean) {
          this.toggleAttribute('data-overflowing', open);
          button.setAttribute('aria-label', label);
          this.classList.add('is-ready', 'is-shown');
          dialog.showModal();
          this.style.setProperty('--progress', String(open));
        }
      }`);
    expect(states).toEqual({
      attributes: ['aria-label', 'data-overflowing', 'open'],
      classes: ['is-ready', 'is-shown'],
      properties: ['--progress'],
    });
  });

  test('the site’s islands: the carousel’s and the video’s state attributes, and open', () => {
    const {attributes} = islandStates(join(__dirname, '..', '..', '..', 'src', 'islands'));
    expect(attributes).toEqual(
      expect.arrayContaining(['data-overflowing', 'data-playing', 'open']),
    );
  });

  test('replaces the stylesheet link by a <style> in place and leaves every other byte alone', async () => {
    const head = '<!doctype html><html lang=de><head><meta charset=utf-8><title>T</title>';
    const rest = '</head><body><main class=card>Text</main></body></html>';
    const html = `${head}<link rel=stylesheet href=/assets/css/styles.abc.css />${rest}`;
    const out = await inlinePageCss(html, '/assets/css/', () => CSS, none);
    expect(out).toBe(
      `${head}<style>.card{color:red}:focus-visible{outline:3px solid}</style>${rest}`,
    );
    expect(await inlinePageCss(`${head}${rest}`, '/assets/css/', () => CSS, none)).toBeUndefined();
  });

  test('refuses a relative url(), which would mean another file inline; never ends the style early', async () => {
    const html = '<link rel=stylesheet href=/assets/css/a.css><p class=x>';
    await expect(
      inlinePageCss(html, '/assets/css/', () => '.x{background:url(img.png)}', none),
    ).rejects.toThrow('cannot be inlined');
    const inlined = await inlinePageCss(html, '/assets/css/', () => '.x{content:"</style>"}', none);
    expect(inlined).toBe('<style>.x{content:"\\3c /style>"}</style><p class=x>');
  });

  test('the step: every page with its CSS inline, the bundle removed once no file names it', () =>
    inBuild(
      CSS,
      {'index.html': '<p class=card>A', 'other.html': '<p class=never>B'},
      async (outDir, siteDir) => {
        const said = await pageCss({outDir, siteDir, baseUrl: '/'});
        expect(said).toMatch(/^2 pages with their CSS inline/);
        expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain(
          '<style>.card{color:red}:focus-visible{outline:3px solid}</style>',
        );
        const other = readFileSync(join(outDir, 'other.html'), 'utf8');
        expect(other).toContain(
          '.never{color:green}:focus-visible{outline:3px solid}.never:hover{color:red}</style><p class=never>B',
        );
        expect(other).not.toContain('--used');
        expect(existsSync(join(outDir, 'assets', 'css'))).toBe(false);
      },
    ));

  test('layers only named, never filled (plugins the site does not use), are not named', () => {
    expect(withoutEmptyLayers('@layer a,b,c;@layer b{p{margin:0}}@layer d;')).toBe(
      '@layer b;@layer b{p{margin:0}}',
    );
  });
});

describe('custom properties set once on :root, written where they are used (issue 36)', () => {
  const resolve = (css: string, fromScript: string[] = []) =>
    resolveRootProperties(css, fromScript);
  /** `css` comes back as it is. */
  const unchanged = (css: string, fromScript: string[] = []) =>
    expect(resolve(css, fromScript)).toBe(css);

  test('a chain of them becomes its value; the declarations go', () => {
    expect(resolve(':root{--a:red;--b:var(--a)}p{color:var(--b)}a{color:var(--a)}')).toBe(
      'p{color:red}a{color:red}',
    );
    // Two values that were separate tokens stay separate.
    expect(
      resolve(':root{--s:1rem;--f:serif}p{margin:var(--s)var(--s);font:var(--s)/1.5 var(--f)}'),
    ).toBe('p{margin:1rem 1rem;font:1rem/1.5 serif}');
  });

  test('one set again anywhere or from script stays a property', () => {
    const css = (more: string) => `:root{--a:red}${more}p{color:var(--a)}`;
    for (const more of ['@media (width>=60em){:root{--a:blue}}', '.x{--a:blue}']) {
      expect(resolve(css(more))).toContain('p{color:var(--a)}');
    }
    unchanged(css(''), ['--a']);
    expect(resolve(':root{--a:red!important}p{color:var(--a)}')).toContain('var(--a)');
    // Set twice on :root, the later one is the value (the earlier is never in effect).
    expect(resolve(css(':root{--a:blue}'))).toBe('p{color:blue}');
    // Named with a fallback it stays, and so does one whose value has a var() with a fallback.
    unchanged(':root{--a:red}p{color:var(--a,blue)}');
    unchanged(':root{--a:var(--x,red)}.y{--x:blue}p{color:var(--a)}');
    // One that names a property set elsewhere too is not written in place either.
    expect(resolve(':root{--a:red;--b:var(--a)}.x{--a:blue}p{color:var(--b)}')).toContain(
      'p{color:var(--b)}',
    );
  });

  test('what a rule of the same selector always overrides goes first (a later layer, none, or later)', () => {
    expect(
      resolve(
        '@layer base{:root{--c:blue}h1{font-size:2rem;color:red}}:root{--c:green}h1{font-size:3rem}a{color:var(--c)}',
      ),
    ).toBe('@layer base{h1{color:red}}h1{font-size:3rem}a{color:green}');
    expect(resolve('h1{margin:0;color:red}h1{color:blue}')).toBe('h1{margin:0}h1{color:blue}');
    // Not when the later rule applies only sometimes, or the earlier one is !important.
    unchanged('h1{color:red}@media (width>=60em){h1{color:blue}}');
    unchanged('h1{color:red!important}h1{color:blue}');
    // An earlier layer never overrides a later one.
    expect(resolve('@layer a,b;@layer b{p{margin:0}}@layer a{p{margin:1rem}}')).toBe(
      '@layer a,b;@layer b{p{margin:0}}',
    );
  });
});
