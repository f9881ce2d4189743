import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {inlineAssets, inlinePage, islandStates, usedCss} from '@site/plugins/postbuild/inline';

const CSS =
  ':root{--used:red;--unused:blue;--chain:var(--used)}' +
  '.card{color:var(--chain)}.never{color:green}' +
  'site-carousel[data-overflowing] .controls{display:flex}' +
  'dialog[open]{display:grid}.shown{opacity:1}' +
  '@keyframes spin{to{rotate:1turn}}@keyframes unused{to{opacity:0}}.spinner{animation:spin 1s}' +
  ':focus-visible{outline:3px solid}.never:hover{color:red}';
const MENU = 'customElements.define("site-menu",class extends HTMLElement{});';
const FILES: Record<string, string> = {
  '/assets/css/styles.abc.css': CSS,
  '/assets/css/b.css': 'main{margin:0}aside{margin:0}',
  '/assets/islands/menu.1a2b.js': MENU,
};
const site = {baseUrl: '/', read: (url: string) => FILES[url]!, states: []};

describe('the CSS a page uses', () => {
  test('keeps the rules the page can use, their custom properties written in place; drops the rest', async () => {
    const css = await usedCss(CSS, '<div class="card"><p>Text</p></div>', []);
    expect(css).toContain('.card{color:red}');
    expect(css).not.toContain('--');
    expect(css).not.toContain('.never');
    // The focus ring for everything focusable names no element, and stays.
    expect(css).toContain(':focus-visible{outline:3px solid}');
    expect(css).not.toContain('@keyframes');
    expect(css).not.toContain('dialog');
  });

  test('keeps the rules for what a <noscript> shows without JavaScript', async () => {
    const css = await usedCss(CSS, '<noscript><p class="never">x</p></noscript>', []);
    expect(css).toContain('.never{color:green}');
  });

  test('keeps the rules for states the islands set at runtime', async () => {
    const html =
      '<site-carousel><div class="controls"></div></site-carousel><dialog></dialog><i class="spinner"></i><b>';
    expect(await usedCss(CSS, html, [])).not.toContain('[data-overflowing]');
    const css = await usedCss(CSS, html, ['data-overflowing', 'open', 'shown']);
    expect(css).toContain('site-carousel[data-overflowing] .controls{display:flex}');
    expect(css).toContain('dialog[open]{display:grid}');
    expect(css).toContain('.shown{opacity:1}');
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('@keyframes unused');
  });

  test('the runtime states: what the islands give setAttribute, toggleAttribute and classList, the custom properties they set, and open', () => {
    const dir = mkdtempSync(join(tmpdir(), 'islands-'));
    try {
      writeFileSync(
        join(dir, 'x.ts'),
        `class X extends HTMLElement {
          update(open: boolean) {
            this.toggleAttribute('data-overflowing', open);
            button.setAttribute("aria-label", label);
            this.classList.add('is-ready', 'is-shown');
            this.classList.toggle('is-open');
            this.style.setProperty('--progress', '1');
            this.dataset.other = 'x';
          }
        }`,
      );
      writeFileSync(join(dir, 'notes.md'), "setAttribute('data-not-an-island')");
      expect(islandStates(dir)).toEqual([
        '--progress',
        'aria-label',
        'data-overflowing',
        'is-open',
        'is-ready',
        'open',
      ]);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test('the site’s islands: the carousel’s and the video’s state attributes, and open', () => {
    expect(islandStates(join(__dirname, '..', '..', '..', 'src', 'islands'))).toEqual(
      expect.arrayContaining(['data-overflowing', 'data-playing', 'open']),
    );
  });

  test('refuses a relative url(), which would mean another file inline; never ends the style early', async () => {
    await expect(usedCss('.x{background:url(img.png)}', '<p class=x>', [])).rejects.toThrow(
      'cannot be inlined',
    );
    expect(await usedCss('.x{content:"</style>"}', '<p class=x>', [])).not.toMatch(/<\/style/i);
  });
});

describe('a page with its CSS and islands inline', () => {
  const head = '<!doctype html><html lang=de><head><meta charset=utf-8><title>T</title>';
  const rest = '</head><body><main class=card>Text</main><site-menu></site-menu></body></html>';

  test('the stylesheet links become one <style> in the first one’s place, every other byte kept', async () => {
    const links =
      '<link rel=stylesheet href=/assets/css/styles.abc.css /><link rel=stylesheet href=/assets/css/b.css>';
    expect(await inlinePage(`${head}${links}${rest}`, site)).toBe(
      `${head}<style>.card{color:red}:focus-visible{outline:3px solid}\nmain{margin:0}</style>${rest}`,
    );
  });

  test('an island module becomes the same code inline, in place; other scripts stay files', async () => {
    const scripts =
      '<script data-rh=true type=module src=/assets/islands/menu.1a2b.js></script><script type=module src=/other/x.js></script><script type=application/ld+json>{}</script>';
    expect(await inlinePage(`${head}${scripts}${rest}`, site)).toBe(
      `${head}<script type=module>${MENU}</script><script type=module src=/other/x.js></script><script type=application/ld+json>{}</script>${rest}`,
    );
  });

  test('a page that links neither is left alone', async () => {
    expect(await inlinePage(`${head}${rest}`, site)).toBeUndefined();
    expect(
      await inlinePage('<link rel=stylesheet href=/other/a.css><p class=card>', site),
    ).toBeUndefined();
  });

  test('island code that would end the element early is refused', async () => {
    const read = () => 'a="</script>"';
    await expect(
      inlinePage('<script type=module src=/assets/islands/x.js></script>', {...site, read}),
    ).rejects.toThrow('cannot be inlined');
  });
});

test('the step: every page of the build with its CSS and islands inline', async () => {
  const siteDir = mkdtempSync(join(tmpdir(), 'inline-'));
  try {
    const outDir = join(siteDir, 'build');
    for (const [url, text] of Object.entries(FILES)) {
      mkdirSync(join(outDir, url, '..'), {recursive: true});
      writeFileSync(join(outDir, url), text);
    }
    mkdirSync(join(siteDir, 'src', 'islands'), {recursive: true});
    const head =
      '<!doctype html><title>T</title><link rel=stylesheet href=/assets/css/styles.abc.css>';
    writeFileSync(
      join(outDir, 'index.html'),
      `${head}<script type=module src=/assets/islands/menu.1a2b.js></script><p class=card>A`,
    );
    mkdirSync(join(outDir, 'blog'));
    writeFileSync(join(outDir, 'blog', 'other.html'), `${head}<p class=never>B`);
    writeFileSync(join(outDir, 'plain.html'), '<p>ohne Stil</p>');
    expect(await inlineAssets({outDir, siteDir, baseUrl: '/'})).toBe(
      '2 pages with their CSS and islands inline',
    );
    const index = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(index).toContain('<style>.card{color:red}');
    expect(index).toContain(`<script type=module>${MENU}</script><p class=card>A`);
    expect(readFileSync(join(outDir, 'blog', 'other.html'), 'utf8')).toContain(
      '.never{color:green}:focus-visible{outline:3px solid}.never:hover{color:red}</style><p class=never>B',
    );
    expect(readFileSync(join(outDir, 'plain.html'), 'utf8')).toBe('<p>ohne Stil</p>');
  } finally {
    rmSync(siteDir, {recursive: true, force: true});
  }
});
