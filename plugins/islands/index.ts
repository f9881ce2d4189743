/**
 * Local plugin: the islands, the custom elements of src/islands/ (one self-contained file each,
 * listed in src/islands/index.ts) that add the few behaviours needing script to the otherwise
 * script-free pages. SWC compiles each module island into /assets/islands/<name>.<hash>.js (a
 * static folder under .cache/); the name → URL map is global data for <IslandScript>
 * (src/components/IslandScript), which names an island on the pages that use it; the build's
 * post-build pipeline puts each named island into its page (plugins/postbuild/inline.ts).
 * `npm start` loads the files and recompiles on every change. An inline island is not a file: `inlineIsland` compiles
 * it for a classic script in the page head (it must decide before the first paint), for the
 * plugin that knows when a page needs it.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {transformSync} from '@swc/core';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  ISLANDS,
  type InlineIsland,
  type IslandName,
  type IslandsData,
  type ModuleIsland,
} from '../../src/islands';

const STATIC_DIR = '.cache/islands/public';
/** Where the islands are served from, under the base URL (plugins/postbuild inlines them). */
export const ISLANDS_URL_DIR = 'assets/islands';

/** The folder for `staticDirectories` in docusaurus.config.ts. */
export const islandsStaticDir = (): string => STATIC_DIR;

/** The list of islands, src/islands/index.ts: the one file there that is not an island. */
const LIST = 'index.ts';

/** The listed islands; a file of src/islands that the list does not name stops the build. */
function listedIslands(sourceDir: string): IslandName[] {
  for (const file of readdirSync(sourceDir))
    if (file !== LIST && file.endsWith('.ts') && !(file.slice(0, -3) in ISLANDS))
      throw new Error(`src/islands/${file} is not in the list of islands, src/islands/${LIST}`);
  return Object.keys(ISLANDS) as IslandName[];
}

/** An island compiled by SWC: minified, for browsers of 2022 on, with no import or export. */
function compile(sourceDir: string, name: IslandName): string {
  const file = `${name}.ts`;
  const source = readFileSync(join(sourceDir, file), 'utf8');
  // JSX knows the element by its island's name (src/types/islands.d.ts).
  if (!source.includes(`'site-${name}'`))
    throw new Error(`src/islands/${file} must define the element <site-${name}>`);
  return transformSync(source, {
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
export function inlineIsland(siteDir: string, name: InlineIsland): string {
  return `{${compile(join(siteDir, 'src', 'islands'), name).trim()}}`;
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
      const urls: Partial<Record<ModuleIsland, string>> = {};
      const modules = listedIslands(sourceDir).filter(
        (island): island is ModuleIsland => ISLANDS[island] === 'module',
      );
      for (const island of modules) {
        // An ES module, minified, for browsers of 2022 on.
        const code = compile(sourceDir, island);
        const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
        writeFileSync(join(outDir, `${island}.${hash}.js`), code);
        urls[island] = `/${ISLANDS_URL_DIR}/${island}.${hash}.js`;
      }
      console.log(`[islands] ${Object.keys(urls).join(', ')}`);
      actions.setGlobalData({urls: urls as IslandsData['urls']} satisfies IslandsData);
    },
  };
}
