/**
 * Local plugin: after every build, `.br` (brotli 11) and `.gz` (gzip 9) copies beside the text
 * files of build/ (./compress.ts), which nginx serves with brotli_static and gzip_static instead
 * of compressing per request. Static hosts that compress themselves (Netlify, Cloudflare Pages,
 * GitHub Pages) ignore the copies.
 *
 * Docusaurus runs every plugin's postBuild at the same time, so the files other plugins write in
 * theirs may be missing or half-written while this one reads: those are named here and left out
 * (`laterFiles`), and nginx compresses them per request (deploy/brotli.conf, deploy/site.conf).
 * They are the sitemap, the blog feeds, robots.txt and _headers (never served). tests/e2e/nginx.spec.ts checks that every other copy decompresses to its file.
 */
import {join, posix, relative} from 'node:path';
import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import {precompress} from './compress';
import {ROBOTS_FILE} from '../robots';

/** The feed files the blog plugin writes for each feed type. */
const FEED_FILES: Record<string, string> = {rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json'};

interface PostBuildOptions {
  filename?: string;
  routeBasePath?: string;
  feedOptions?: {type?: string[] | null};
}

/** The files (relative to build/) that other plugins write in their postBuild. */
export function laterFiles(plugins: readonly Pick<LoadedPlugin, 'name' | 'options'>[]): string[] {
  const files = ['_headers'];
  for (const {name, options} of plugins) {
    const opts = options as PostBuildOptions;
    if (name === 'docusaurus-plugin-sitemap') files.push(opts.filename ?? 'sitemap.xml');
    if (name === 'robots') files.push(ROBOTS_FILE);
    if (name === 'docusaurus-plugin-content-blog') {
      for (const type of opts.feedOptions?.type ?? []) {
        const file = FEED_FILES[type];
        if (file) files.push(posix.join(opts.routeBasePath ?? 'blog', file));
      }
    }
  }
  return files;
}

export default function precompressPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'precompress',
    async postBuild({outDir, plugins}) {
      const started = Date.now();
      const result = await precompress(outDir, {
        skip: new Set(laterFiles(plugins)),
        cacheDir: join(siteDir, '.cache', 'precompress'),
      });
      const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
      console.log(
        `[precompress] ${result.compressed.length} files in ${relative(siteDir, outDir)}/ with .br and .gz ` +
          `(${kb(result.bytes)} -> ${kb(result.brotliBytes)} brotli; ${result.cached} from cache) in ${Date.now() - started} ms`,
      );
    },
  };
}
