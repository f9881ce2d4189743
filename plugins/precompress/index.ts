/**
 * Local plugin: after every build, brotli (11) and gzip (9) copies `<name>.br`/`.gz` beside the
 * text files of build/, which nginx serves with brotli_static / gzip_static instead of compressing
 * per request; brotli 11 is slow, so it is cached by content hash in .cache/precompress. Docusaurus
 * runs every postBuild at once, so the files other plugins write there (`laterFiles`) are left out.
 */
import {readFile, rm, writeFile} from 'node:fs/promises';
import {join, posix} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import {fileCache, sha256, toPublic, walk} from '../responsive-images/cache';
import {ROBOTS_FILE} from '../robots';

/** Smaller files are left alone: nginx's gzip_min_length and brotli_min_length say the same. */
export const MIN_BYTES = 256;

/** Whether a file (path relative to build/) gets copies: text, not images, videos or fonts. */
export const isCompressible = (file: string, size: number) =>
  size >= MIN_BYTES &&
  /\.(html|css|m?js|json|webmanifest|svg|xml|rss|atom|txt|ico|yml|wasm)$/i.test(file);

/** Writes the copies beside each compressible file not in `skip`, where brotli saves ≥ 10 %. */
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

const FEED_FILES: Record<string, string> = {rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json'};
type Options = {filename?: string; routeBasePath?: string; feedOptions?: {type?: string[] | null}};

/** The files (relative to build/) that other plugins write in their postBuild. */
export function laterFiles(plugins: readonly Pick<LoadedPlugin, 'name' | 'options'>[]): string[] {
  const files = plugins.flatMap(({name, options}) => {
    const {filename = 'sitemap.xml', routeBasePath = 'blog', feedOptions} = options as Options;
    if (name === 'docusaurus-plugin-sitemap') return [filename];
    if (name === 'robots') return [ROBOTS_FILE];
    if (name !== 'docusaurus-plugin-content-blog') return [];
    // Docusaurus normalizes routeBasePath to "/blog".
    const feed = (type: string) => posix.join(routeBasePath, FEED_FILES[type]!).replace(/^\//, '');
    return (feedOptions?.type ?? []).map(feed);
  });
  return ['_headers', ...files];
}

export default function precompressPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'precompress',
    async postBuild({outDir, plugins}) {
      const started = Date.now();
      const {compressed, cached} = await precompress(outDir, {
        skip: new Set(laterFiles(plugins)),
        cacheDir: join(siteDir, '.cache', 'precompress'),
      });
      console.log(
        `[precompress] ${compressed.length} files with .br and .gz (brotli of ${cached} from cache) in ${Date.now() - started} ms`,
      );
    },
  };
}
