import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {inlineIslands, pageIslands} from '@site/plugins/postbuild/pageIslands';

const code: Record<string, string> = {
  '/assets/islands/menu.1a2b.js': 'customElements.define("site-menu",class extends HTMLElement{});',
};
const read = (src: string) => code[src]!;

describe('inlineIslands', () => {
  test('an island module becomes the same code inline, in place; everything else byte for byte', () => {
    const html =
      '<html><head><title>A</title><script data-rh=true type=module src=/assets/islands/menu.1a2b.js></script><script type=application/ld+json>{}</script></head><body><site-menu></site-menu></body></html>';
    expect(inlineIslands(html, '/assets/islands/', read)).toBe(
      `<html><head><title>A</title><script type=module>${code['/assets/islands/menu.1a2b.js']}</script><script type=application/ld+json>{}</script></head><body><site-menu></site-menu></body></html>`,
    );
  });

  test('a page without islands is left alone; other scripts stay files', () => {
    expect(inlineIslands('<p>A</p>', '/assets/islands/', read)).toBeUndefined();
    expect(
      inlineIslands('<script type=module src=/other/x.js></script>', '/assets/islands/', read),
    ).toBeUndefined();
  });

  test('code that would end the element early is refused', () => {
    expect(() =>
      inlineIslands(
        '<script type=module src=/assets/islands/x.js></script>',
        '/assets/islands/',
        () => 'a="</script>"',
      ),
    ).toThrow('cannot be inlined');
  });
});

test('the step inlines every page and removes the islands folder once no page names it', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'islands-'));
  try {
    mkdirSync(join(outDir, 'assets', 'islands'), {recursive: true});
    writeFileSync(
      join(outDir, 'assets', 'islands', 'menu.1a2b.js'),
      code['/assets/islands/menu.1a2b.js']!,
    );
    writeFileSync(
      join(outDir, 'index.html'),
      '<script type=module src=/assets/islands/menu.1a2b.js></script><site-menu></site-menu>',
    );
    writeFileSync(join(outDir, 'plain.html'), '<p>ohne Insel</p>');
    expect(await pageIslands({outDir, baseUrl: '/'})).toBe(
      '1 pages with 1 islands inline; build/assets/islands removed',
    );
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain(
      '<script type=module>customElements.define("site-menu"',
    );
    expect(readFileSync(join(outDir, 'plain.html'), 'utf8')).toBe('<p>ohne Insel</p>');
    expect(existsSync(join(outDir, 'assets', 'islands'))).toBe(false);
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
});
