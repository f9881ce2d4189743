import {afterEach, beforeEach, expect, test} from '@jest/globals';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {removeClientBundle} from '@site/plugins/postbuild/clientBundle';

let outDir: string;
beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'client-bundle-'));
  mkdirSync(join(outDir, 'assets', 'js'), {recursive: true});
  mkdirSync(join(outDir, 'assets', 'islands'), {recursive: true});
  writeFileSync(join(outDir, 'assets', 'js', 'main.1a2b.js'), 'react()');
  writeFileSync(join(outDir, 'assets', 'islands', 'menu.1a2b.js'), 'menu()');
});
afterEach(() => rmSync(outDir, {recursive: true, force: true}));

const page = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`;

test('the client bundle goes when no built page names a file of it; the islands stay', async () => {
  writeFileSync(
    join(outDir, 'index.html'),
    page('<script type="module" src="/assets/islands/menu.1a2b.js"></script>'),
  );
  expect(await removeClientBundle({outDir, baseUrl: '/'})).toBe('build/assets/js removed');
  expect(existsSync(join(outDir, 'assets', 'js'))).toBe(false);
  expect(existsSync(join(outDir, 'assets', 'islands', 'menu.1a2b.js'))).toBe(true);
});

test('it stays whole while a page loads or preloads a file of it, and says which page', async () => {
  mkdirSync(join(outDir, 'blog'));
  writeFileSync(join(outDir, 'index.html'), page(''));
  writeFileSync(
    join(outDir, 'blog', 'a.html'),
    page('<link rel="preload" href="/assets/js/main.1a2b.js" as="script">'),
  );
  expect(await removeClientBundle({outDir, baseUrl: '/'})).toBe(
    'build/assets/js kept, loaded by blog/a.html',
  );
  expect(existsSync(join(outDir, 'assets', 'js', 'main.1a2b.js'))).toBe(true);
});
