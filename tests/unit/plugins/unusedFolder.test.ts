import {afterEach, beforeEach, expect, test} from '@jest/globals';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {removeUnusedFolders} from '@site/plugins/postbuild/unusedFolder';

let outDir: string;
beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'unused-folders-'));
  for (const file of [
    'assets/js/main.1a2b.js',
    'assets/css/a.css',
    'assets/islands/menu.1a2b.js',
  ]) {
    mkdirSync(join(outDir, file, '..'), {recursive: true});
    writeFileSync(join(outDir, file), 'x');
  }
});
afterEach(() => rmSync(outDir, {recursive: true, force: true}));

const page = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`;

test('a folder goes when no built page names a file of it; one a page loads stays', async () => {
  writeFileSync(
    join(outDir, 'index.html'),
    page('<script type="module" src="/assets/islands/menu.1a2b.js"></script>'),
  );
  expect(await removeUnusedFolders({outDir, baseUrl: '/'})).toBe(
    'build/assets/js removed; build/assets/css removed; build/assets/islands kept, loaded by index.html',
  );
  expect(existsSync(join(outDir, 'assets', 'js'))).toBe(false);
  expect(existsSync(join(outDir, 'assets', 'css'))).toBe(false);
  expect(existsSync(join(outDir, 'assets', 'islands', 'menu.1a2b.js'))).toBe(true);
});

test('the client bundle stays whole while a page loads or preloads a file of it, and says which page', async () => {
  mkdirSync(join(outDir, 'blog'));
  writeFileSync(join(outDir, 'index.html'), page(''));
  writeFileSync(
    join(outDir, 'blog', 'a.html'),
    page('<link rel="preload" href="/assets/js/main.1a2b.js" as="script">'),
  );
  expect(await removeUnusedFolders({outDir, baseUrl: '/'})).toMatch(
    /^build\/assets\/js kept, loaded by blog\/a.html;/,
  );
  expect(existsSync(join(outDir, 'assets', 'js', 'main.1a2b.js'))).toBe(true);
});
