import {describe, expect, test} from '@jest/globals';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {randomBytes} from 'node:crypto';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {isCompressible, MIN_BYTES, precompress} from '@site/plugins/precompress';

const copiesIn = (dir: string) =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(br|gz)$/.test(file))
    .sort();
const text = (n: number) => 'Kosmetik in Berlin Steglitz-Zehlendorf. '.repeat(n);

describe('precompress', () => {
  test('what gets copies: text types from the minimum size on, not images, fonts or videos', () => {
    expect(isCompressible('index.html', MIN_BYTES)).toBe(true);
    expect(isCompressible('index.html', MIN_BYTES - 1)).toBe(false);
    for (const file of [
      'a.css',
      'assets/js/main.1a2b.js',
      'sitemap.xml',
      'x.svg',
      'admin/config.yml',
      'f.ico',
      'm.webmanifest',
      'x.wasm',
      'robots.txt',
    ])
      expect(isCompressible(file, 10_000)).toBe(true);
    for (const file of [
      'a.avif',
      'a.webp',
      'a.jpg',
      'v.mp4',
      'f.woff2',
      'index.html.br',
      'index.html.gz',
      '_headers',
    ])
      expect(isCompressible(file, 10_000)).toBe(false);
  });

  test('writes .br and .gz that decompress to the file; skips small and incompressible files; caches brotli', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const cacheDir = join(dir, 'cache');
    const build = join(dir, 'build');
    try {
      mkdirSync(join(build, 'blog'), {recursive: true});
      writeFileSync(join(build, 'index.html'), text(100));
      writeFileSync(join(build, 'blog', 'post.html'), text(50));
      writeFileSync(join(build, 'small.css'), 'p{color:red}');
      writeFileSync(join(build, 'sitemap.xml'), `<urlset>${text(80)}</urlset>`);
      // Random bytes do not compress: no copy is worth a file.
      writeFileSync(join(build, 'noise.js'), randomBytes(4096));
      writeFileSync(join(build, 'photo.webp'), text(100));
      writeFileSync(join(build, 'stale.html.gz'), 'old');

      const first = await precompress(build, cacheDir);
      expect(first.compressed).toEqual(['blog/post.html', 'index.html', 'sitemap.xml']);
      expect(first.cached).toBe(0);
      for (const file of first.compressed) {
        const plain = readFileSync(join(build, file));
        expect(brotliDecompressSync(readFileSync(join(build, `${file}.br`))).equals(plain)).toBe(
          true,
        );
        expect(gunzipSync(readFileSync(join(build, `${file}.gz`))).equals(plain)).toBe(true);
        expect(readFileSync(join(build, `${file}.br`)).length).toBeLessThan(plain.length / 10);
      }
      const copies = copiesIn(build);
      expect(copies).toEqual([
        'blog/post.html.br',
        'blog/post.html.gz',
        'index.html.br',
        'index.html.gz',
        'sitemap.xml.br',
        'sitemap.xml.gz',
      ]);
      expect(readdirSync(cacheDir)).toHaveLength(4);

      // A second build: brotli from the cache (also for the file not worth a copy); the changed page's old entry is removed.
      writeFileSync(join(build, 'index.html'), text(101));
      const second = await precompress(build, cacheDir);
      expect(second.cached).toBe(3);
      expect(readdirSync(cacheDir)).toHaveLength(4);
      // Every copy is there again (a stale one removed before, not after, its fresh twin).
      expect(second.compressed).toEqual(first.compressed);
      expect(copiesIn(build)).toEqual(copies);
      expect(brotliDecompressSync(readFileSync(join(build, 'index.html.br'))).toString()).toBe(
        text(101),
      );
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
