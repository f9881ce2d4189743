/**
 * Brotli (quality 11) and gzip (level 9) copies of the build's text files, `<name>.br` and
 * `<name>.gz` beside each, which nginx serves with brotli_static / gzip_static instead of
 * compressing per request (~36 ms of CPU for `/` on a 2-core server). Brotli 11 is slow (the
 * editor's 5 MB script: ~10 s), so its output is cached by content hash in .cache/precompress.
 */
import {readFile, rm, writeFile} from 'node:fs/promises';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import {fileCache, sha256, toPublic, walk} from '../responsive-images/cache';

/** Smaller files are left alone: nginx's gzip_min_length and brotli_min_length say the same. */
export const MIN_BYTES = 256;

/** Whether a file (path relative to build/) gets copies: text, not images, videos or fonts. */
export const isCompressible = (file: string, size: number) =>
  size >= MIN_BYTES &&
  /\.(html|css|m?js|json|webmanifest|svg|xml|rss|atom|txt|ico|yml|wasm)$/i.test(file);

/**
 * Writes the copies beside every compressible file of buildDir, but not beside those in `skip`
 * (other plugins may still be writing them), and only where brotli saves at least 10 %.
 */
export async function precompress(
  buildDir: string,
  {skip, cacheDir}: {skip: ReadonlySet<string>; cacheDir: string},
) {
  const files = await walk(buildDir);
  for (const file of files) if (/\.(br|gz)$/.test(file)) await rm(file); // from an earlier run
  const cache = fileCache(cacheDir);
  const compressed: string[] = [];
  let cached = 0;
  // All at once: zlib runs them on libuv's threads.
  const jobs = files.map(async (file) => {
    const name = toPublic(buildDir, file).slice(1);
    if (skip.has(name) || !isCompressible(name, MIN_BYTES)) return; // by its type first
    const content = await readFile(file);
    if (content.length < MIN_BYTES) return;
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    };
    const br = await cache.file(`${sha256(content)}.br`, async (partial) =>
      writeFile(partial, await promisify(brotliCompress)(content, {params})),
    );
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
