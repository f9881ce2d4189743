import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {
  inlinePageCss,
  islandStates,
  pageCss,
  statesSetBy,
  usedCss,
  type RuntimeStates,
} from '@site/plugins/postbuild/pageCss';

const none: RuntimeStates = {attributes: [], classes: []};

const CSS =
  ':root{--used:red;--unused:blue;--chain:var(--used)}' +
  '.card{color:var(--chain)}.never{color:green}' +
  'site-carousel[data-overflowing] .controls{display:flex}' +
  'dialog[open]{display:grid}.shown{opacity:1}' +
  '@keyframes spin{to{rotate:1turn}}@keyframes unused{to{opacity:0}}.spinner{animation:spin 1s}' +
  ':focus-visible{outline:3px solid}.never:hover{color:red}';

describe('page CSS: what a page uses, inline (issue 36)', () => {
  test('keeps the rules and custom properties the page can use, drops the rest', async () => {
    const css = await usedCss(CSS, '<div class="card"><p>Text</p></div>', none);
    expect(css).toContain('.card{color:var(--chain)}');
    expect(css).toContain('--used:red');
    expect(css).toContain('--chain:var(--used)');
    expect(css).not.toContain('--unused');
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
    const css = await usedCss(CSS, html, {attributes: ['data-overflowing', 'open'], classes: []});
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
        }
      }`);
    expect(states).toEqual({
      attributes: ['aria-label', 'data-overflowing', 'open'],
      classes: ['is-ready', 'is-shown'],
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
      `${head}<style>:root{--used:red;--chain:var(--used)}.card{color:var(--chain)}:focus-visible{outline:3px solid}</style>${rest}`,
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

  test('the step: every page with its CSS inline, the bundle removed once no file names it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-css-'));
    try {
      const outDir = join(dir, 'build');
      mkdirSync(join(outDir, 'assets', 'css'), {recursive: true});
      mkdirSync(join(dir, 'src', 'islands'), {recursive: true});
      writeFileSync(join(outDir, 'assets', 'css', 'styles.abc.css'), CSS);
      const page = (body: string) =>
        `<!doctype html><title>T</title><link rel=stylesheet href=/assets/css/styles.abc.css>${body}`;
      writeFileSync(join(outDir, 'index.html'), page('<p class=card>A'));
      writeFileSync(join(outDir, 'other.html'), page('<p class=never>B'));
      const said = await pageCss({outDir, siteDir: dir, baseUrl: '/'});
      expect(said).toMatch(/^2 pages with their CSS inline/);
      expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain(
        '<style>:root{--used:red;--chain:var(--used)}.card{color:var(--chain)}:focus-visible{outline:3px solid}</style>',
      );
      const other = readFileSync(join(outDir, 'other.html'), 'utf8');
      expect(other).toContain(
        '.never{color:green}:focus-visible{outline:3px solid}.never:hover{color:red}</style><p class=never>B',
      );
      expect(other).not.toContain('--used');
      expect(existsSync(join(outDir, 'assets', 'css'))).toBe(false);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
