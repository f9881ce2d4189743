/**
 * Brotli (quality 11) and gzip (level 9) copies of the build's text files, written beside each
 * file as `<name>.br` and `<name>.gz`. nginx serves them with `brotli_static` / `gzip_static`
 * (deploy/brotli.conf, deploy/site.conf) instead of compressing every response again: per-request
 * brotli cost ~36 ms of CPU for `/` on a 2-core server (54 requests/s at concurrency 50).
 *
 * Brotli at quality 11 is slow (decap-cms.js, 5 MB: ~10 s), so its output is cached by content
 * hash under .cache/precompress/: unchanged files (the editor, hashed assets) cost nothing on the
 * next build. gzip at level 9 is fast enough to run every time.
 */
import {createHash} from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {join, relative} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

/**
 * Extensions of files that compress: markup, styles, scripts, data, feeds, icons, the editor's
 * configuration and WebAssembly. Images (AVIF, WebP, JPEG, PNG), videos and WOFF2 fonts are
 * compressed already.
 */
const COMPRESSIBLE = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.webmanifest',
  '.svg',
  '.xml',
  '.rss',
  '.atom',
  '.txt',
  '.ico',
  '.yml',
  '.wasm',
]);

/** Smaller files are left alone: nginx's gzip_min_length and brotli_min_length say the same. */
export const MIN_BYTES = 256;

/** Copies are written only when brotli makes the file at most this share of its size. */
const MAX_RATIO = 0.9;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Whether a file (path relative to build/) gets compressed copies. */
export function isCompressible(relativePath: string, size: number): boolean {
  const dot = relativePath.lastIndexOf('.');
  return size >= MIN_BYTES && dot >= 0 && COMPRESSIBLE.has(relativePath.slice(dot).toLowerCase());
}

/** Every file under dir, as paths relative to it with forward slashes, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

export interface PrecompressResult {
  /** Files that got a .br and a .gz copy (paths relative to the build folder). */
  readonly compressed: string[];
  /** Brotli copies taken from the cache. */
  readonly cached: number;
  /** Bytes of those files, and of their .br copies. */
  readonly bytes: number;
  readonly brotliBytes: number;
}

export interface PrecompressOptions {
  /**
   * Files (relative to the build folder) not to read: those other plugins write in their own
   * postBuild, which Docusaurus runs at the same time as this one, so they may be missing or
   * half-written while this runs. nginx compresses them per request.
   */
  readonly skip?: ReadonlySet<string>;
  /** Where brotli output is kept between builds; none: no cache. */
  readonly cacheDir?: string;
  /** Files compressed at the same time (zlib runs them on libuv's threads). */
  readonly parallel?: number;
}

/** Writes `.br` and `.gz` beside every compressible file of buildDir. Stale copies are replaced. */
export async function precompress(
  buildDir: string,
  {skip = new Set(), cacheDir, parallel = 2}: PrecompressOptions = {},
): Promise<PrecompressResult> {
  const all = filesUnder(buildDir);
  // Copies from an earlier run over the same folder (a build writes a fresh one, but be exact).
  for (const file of all.filter((name) => /\.(br|gz)$/.test(name)))
    rmSync(join(buildDir, file), {force: true});
  const queue = all.filter((file) => !/\.(br|gz)$/.test(file) && !skip.has(file));
  if (cacheDir) mkdirSync(cacheDir, {recursive: true});
  const usedCache = new Set<string>();
  const compressed: string[] = [];
  let cached = 0;
  let bytes = 0;
  let brotliBytes = 0;

  async function one(file: string) {
    const path = join(buildDir, file);
    const content = readFileSync(path);
    if (!isCompressible(file, content.length)) return;
    const key = createHash('sha256').update(content).digest('hex');
    const cachePath = cacheDir ? join(cacheDir, `${key}.br`) : undefined;
    let br: Buffer;
    if (cachePath && existsSync(cachePath)) {
      br = readFileSync(cachePath);
      cached += 1;
    } else {
      br = await brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      });
      if (cachePath) {
        // Written under a temporary name first: an interrupted build never leaves a truncated entry.
        writeFileSync(`${cachePath}.tmp`, br);
        renameSync(`${cachePath}.tmp`, cachePath);
      }
    }
    if (cachePath) usedCache.add(`${key}.br`);
    if (br.length > content.length * MAX_RATIO) return;
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, await gz(content, {level: 9}));
    compressed.push(file);
    bytes += content.length;
    brotliBytes += br.length;
  }

  const workers = Array.from({length: Math.max(1, parallel)}, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) await one(file);
  });
  await Promise.all(workers);

  if (cacheDir) {
    // Entries no file of this build needs (older versions of pages and assets).
    for (const name of readdirSync(cacheDir))
      if (!usedCache.has(name)) rmSync(join(cacheDir, name), {force: true});
  }
  return {compressed: compressed.sort(), cached, bytes, brotliBytes};
}
