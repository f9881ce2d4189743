/**
 * Post-build step, the pipeline's last (plugins/postbuild): brotli (11) and gzip (9) copies
 * `<name>.br`/`.gz` beside the text files of build/, which nginx serves as they are
 * (brotli_static, gzip_static) instead of compressing per request. Brotli 11 is slow: its output
 * is cached by content hash in .cache/precompress.
 */
import {hash} from 'node:crypto';
import * as fs from 'node:fs';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import type {Props} from '@docusaurus/types';

/** Smaller files are left alone: nginx's gzip_min_length and brotli_min_length say the same. */
export const MIN_BYTES = 256;

/** Whether a file (path relative to build/) gets copies: text, not images, videos or fonts. */
export const isCompressible = (file: string, size: number) =>
  size >= MIN_BYTES &&
  /\.(html|css|m?js|json|webmanifest|svg|xml|rss|atom|txt|ico|yml|wasm)$/i.test(file);

// Quality 11 is zlib's default.
const brotli = promisify(brotliCompress);
const TEXT = {params: {[constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT}};

/** Writes the copies beside each compressible file, where brotli saves ≥ 10 %. */
export async function precompress(buildDir: string, cacheDir: string) {
  fs.mkdirSync(cacheDir, {recursive: true});
  const used = new Set<string>();
  const compressed: string[] = [];
  let cached = 0;
  const names = fs.readdirSync(buildDir, {recursive: true, encoding: 'utf8'});
  // The copies of an earlier run go first.
  for (const name of names) if (/\.(br|gz)$/.test(name)) fs.rmSync(join(buildDir, name));
  // All at once: zlib runs them on libuv's threads.
  const jobs = names.map(async (name) => {
    const file = join(buildDir, name);
    const stat = fs.statSync(file, {throwIfNoEntry: false});
    if (!stat?.isFile() || !isCompressible(name, stat.size)) return;
    const content = fs.readFileSync(file);
    const cache = join(cacheDir, `${hash('sha256', content)}.br`);
    used.add(cache);
    if (fs.existsSync(cache)) cached += 1;
    else {
      // Written aside, then renamed: an interrupted build leaves no half file that looks done.
      fs.writeFileSync(`${cache}.partial`, await brotli(content, TEXT));
      fs.renameSync(`${cache}.partial`, cache);
    }
    const br = fs.readFileSync(cache);
    if (br.length > content.length * 0.9) return;
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, await promisify(gzip)(content, {level: 9}));
    compressed.push(name);
  });
  await Promise.all(jobs);
  for (const name of fs.readdirSync(cacheDir))
    if (!used.has(join(cacheDir, name))) fs.rmSync(join(cacheDir, name));
  return {compressed: compressed.sort(), cached};
}

export async function compress({outDir, siteDir}: Pick<Props, 'outDir' | 'siteDir'>) {
  const {compressed, cached} = await precompress(outDir, join(siteDir, '.cache', 'precompress'));
  return `${compressed.length} files with .br and .gz (brotli of ${cached} from cache)`;
}
