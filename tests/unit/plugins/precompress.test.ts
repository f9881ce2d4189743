import {describe, expect, test} from '@jest/globals';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {randomBytes} from 'node:crypto';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {isCompressible, laterFiles, MIN_BYTES, precompress} from '@site/plugins/precompress';

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

  test('writes .br and .gz that decompress to the file; skips small, incompressible and named files; caches brotli', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const cacheDir = join(dir, 'cache');
    const build = join(dir, 'build');
    try {
      mkdirSync(join(build, 'blog'), {recursive: true});
      writeFileSync(join(build, 'index.html'), text(100));
      writeFileSync(join(build, 'blog', 'post.html'), text(50));
      writeFileSync(join(build, 'small.css'), 'p{color:red}');
      writeFileSync(join(build, 'sitemap.xml'), text(100));
      // Random bytes do not compress: no copy is worth a file.
      writeFileSync(join(build, 'noise.js'), randomBytes(4096));
      writeFileSync(join(build, 'photo.webp'), text(100));
      writeFileSync(join(build, 'stale.html.gz'), 'old');

      const first = await precompress(build, {skip: new Set(['sitemap.xml']), cacheDir});
      expect(first.compressed).toEqual(['blog/post.html', 'index.html']);
      expect(first.cached).toBe(0);
      for (const file of first.compressed) {
        const plain = readFileSync(join(build, file));
        expect(brotliDecompressSync(readFileSync(join(build, `${file}.br`))).equals(plain)).toBe(
          true,
        );
        expect(gunzipSync(readFileSync(join(build, `${file}.gz`))).equals(plain)).toBe(true);
        expect(readFileSync(join(build, `${file}.br`)).length).toBeLessThan(plain.length / 10);
      }
      const copies = readdirSync(build, {recursive: true}).filter((f) =>
        /\.(br|gz)$/.test(String(f)),
      );
      expect(copies.sort()).toEqual([
        'blog/post.html.br',
        'blog/post.html.gz',
        'index.html.br',
        'index.html.gz',
      ]);
      expect(readdirSync(cacheDir)).toHaveLength(3);

      // A second build: brotli from the cache (also for the file not worth a copy); the changed page's old entry is removed.
      writeFileSync(join(build, 'index.html'), text(101));
      const second = await precompress(build, {skip: new Set(['sitemap.xml']), cacheDir});
      expect(second.cached).toBe(2);
      expect(readdirSync(cacheDir)).toHaveLength(3);
      expect(brotliDecompressSync(readFileSync(join(build, 'index.html.br'))).toString()).toBe(
        text(101),
      );
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test('files other plugins write in their postBuild are named: sitemap, feeds, robots.txt, _headers', () => {
    expect(
      laterFiles([
        {name: 'docusaurus-plugin-sitemap', options: {id: 'default'}},
        {
          name: 'docusaurus-plugin-content-blog',
          options: {id: 'default', routeBasePath: 'blog', feedOptions: {type: ['rss', 'atom']}},
        },
        {name: 'robots', options: {id: 'default'}},
        {name: 'precompress', options: {id: 'default'}},
      ]),
    ).toEqual(['_headers', 'sitemap.xml', 'blog/rss.xml', 'blog/atom.xml', 'robots.txt']);
  });
});
