/**
 * Post-build step: brotli (11) and gzip (9) copies `<name>.br`/`.gz` beside the
 * text files of build/, which nginx serves with brotli_static / gzip_static instead of compressing
 * per request; brotli 11 is slow, so it is cached by content hash in .cache/precompress. The last
 * step of the post-build pipeline (plugins/postbuild): every file is final.
 */
import {readFile, rm, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import type {Props} from '@docusaurus/types';
import {fileCache, sha256, toPublic, walk} from '../responsive-images/cache';

/** Smaller files are left alone: nginx's gzip_min_length and brotli_min_length say the same. */
export const MIN_BYTES = 256;

/** Whether a file (path relative to build/) gets copies: text, not images, videos or fonts. */
export const isCompressible = (file: string, size: number) =>
  size >= MIN_BYTES &&
  /\.(html|css|m?js|json|webmanifest|svg|xml|rss|atom|txt|ico|yml|wasm)$/i.test(file);

/** Writes the copies beside each compressible file, where brotli saves ≥ 10 %. */
export async function precompress(buildDir: string, cacheDir: string) {
  const files = await walk(buildDir);
  for (const file of files) if (/\.(br|gz)$/.test(file)) await rm(file); // from an earlier run
  const cache = fileCache(cacheDir);
  const compressed: string[] = [];
  let cached = 0;
  // All at once: zlib runs them on libuv's threads.
  const jobs = files.map(async (file) => {
    const name = toPublic(buildDir, file).slice(1);
    if (!isCompressible(name, MIN_BYTES)) return; // by its type first
    const content = await readFile(file);
    if (content.length < MIN_BYTES) return;
    const br = await cache.file(`${sha256(content)}.br`, async (partial) => {
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      };
      await writeFile(partial, await promisify(brotliCompress)(content, {params}));
    });
    if (!br.made) cached += 1;
    const brotli = await readFile(br.file);
    if (brotli.length > content.length * 0.9) return;
    await writeFile(`${file}.br`, brotli);
    await writeFile(`${file}.gz`, await promisify(gzip)(content, {level: 9}));
    compressed.push(name);
  });
  await Promise.all(jobs);
  await cache.prune();
  return {compressed: compressed.sort(), cached};
}

export async function compress({outDir, siteDir}: Pick<Props, 'outDir' | 'siteDir'>) {
  const cacheDir = join(siteDir, '.cache', 'precompress');
  const {compressed, cached} = await precompress(outDir, cacheDir);
  return `${compressed.length} files with .br and .gz (brotli of ${cached} from cache)`;
}
