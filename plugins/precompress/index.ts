/**
 * Local plugin: after every build, `.br` and `.gz` copies beside the text files of build/
 * (./compress.ts) for nginx; hosts that compress themselves (Netlify, ...) ignore them. Docusaurus
 * runs every postBuild at once, so the files other plugins write in theirs (`laterFiles`: the
 * sitemap, the feeds, robots.txt, _headers) are left out; nginx compresses them per request.
 */
import {join, posix} from 'node:path';
import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import {precompress} from './compress';
import {ROBOTS_FILE} from '../robots';

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
