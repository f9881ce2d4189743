/**
 * Local plugin: the islands, the custom elements of src/islands/ (one self-contained file each)
 * that add the few behaviours needing script to the otherwise script-free pages. SWC compiles each
 * into /assets/islands/<name>.<hash>.js (a static folder under .cache/; /assets/ is cached a year);
 * the name → URL map is global data for <IslandScript> (src/components/IslandScript), which loads
 * an island on the pages that use it. `npm start` recompiles on every change. The islands of
 * INLINE_ISLANDS are not files: `inlineIsland` compiles one for a classic script in the page head
 * (it must decide before the first paint), for the plugin that knows when a page needs it.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {transformSync} from '@swc/core';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {IslandsData} from '../../src/components/IslandScript';

const STATIC_DIR = '.cache/islands/public';
/** Where the islands are served from, under the base URL (plugins/postbuild inlines them). */
export const ISLANDS_URL_DIR = 'assets/islands';

/** The folder for `staticDirectories` in docusaurus.config.ts. */
export const islandsStaticDir = (): string => STATIC_DIR;

/** Islands that run as an inline script in the head (src/islands/closure.ts says why). */
const INLINE_ISLANDS = new Set(['closure']);

/** An island compiled by SWC: minified, for browsers of 2022 on, with no import or export. */
function compile(sourceDir: string, file: string): string {
  return transformSync(readFileSync(join(sourceDir, file), 'utf8'), {
    filename: file,
    jsc: {
      parser: {syntax: 'typescript'},
      target: 'es2022',
      minify: {compress: true, mangle: true},
    },
    module: {type: 'es6'},
    minify: true,
  }).code;
}

/**
 * An inline island's code for a classic `<script>` in the head (injectHtmlTags; the CSP allows it
 * by its hash): in a block, so that its names stay out of the page's global scope.
 */
export function inlineIsland(siteDir: string, name: string): string {
  if (!INLINE_ISLANDS.has(name)) throw new Error(`inlineIsland: "${name}" is not an inline island`);
  return `{${compile(join(siteDir, 'src', 'islands'), `${name}.ts`).trim()}}`;
}

export default function islandsPlugin({siteDir}: LoadContext): Plugin {
  const sourceDir = join(siteDir, 'src', 'islands');
  const outDir = join(siteDir, STATIC_DIR, ISLANDS_URL_DIR);
  return {
    name: 'islands',
    getPathsToWatch: () => [join(sourceDir, '*.ts')],
    async contentLoaded({actions}) {
      rmSync(outDir, {recursive: true, force: true});
      mkdirSync(outDir, {recursive: true});
      const urls: Record<string, string> = {};
      const files = readdirSync(sourceDir).filter(
        (file) => file.endsWith('.ts') && !INLINE_ISLANDS.has(file.replace(/\.ts$/, '')),
      );
      for (const file of files.sort()) {
        // An ES module, minified, for browsers of 2022 on.
        const code = compile(sourceDir, file);
        const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
        const island = file.replace(/\.ts$/, '');
        writeFileSync(join(outDir, `${island}.${hash}.js`), code);
        urls[island] = `/${ISLANDS_URL_DIR}/${island}.${hash}.js`;
      }
      console.log(`[islands] ${Object.keys(urls).join(', ')}`);
      actions.setGlobalData({urls} satisfies IslandsData);
    },
  };
}
