/**
 * Local plugin: the islands of src/islands (the list: src/islands/index.ts) compiled by SWC. Each
 * module island becomes /assets/islands/<name>.<hash>.js (a static folder under .cache/), its URL
 * global data for <IslandScript>; the build puts it into the pages that name it
 * (plugins/postbuild/inline.ts), `npm start` loads the file. An inline island is compiled by
 * `inlineIsland` for the plugin that puts it into a page's head.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {transformSync} from '@swc/core';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ISLANDS, type InlineIsland, type IslandName, type IslandsData} from '../../src/islands';

const STATIC_DIR = '.cache/islands/public';
/** Where the islands are served from, under the base URL. */
export const ISLANDS_URL_DIR = 'assets/islands';

/** The folder for `staticDirectories` in docusaurus.config.ts. */
export const islandsStaticDir = (): string => STATIC_DIR;

/** An island minified by SWC for browsers of 2022 on; it must define the element JSX knows. */
function compile(sourceDir: string, name: IslandName): string {
  const file = `${name}.ts`;
  const source = readFileSync(join(sourceDir, file), 'utf8');
  if (!source.includes(`'site-${name}'`))
    throw new Error(`src/islands/${file} must define the element <site-${name}>`);
  return transformSync(source, {
    filename: file,
    jsc: {parser: {syntax: 'typescript'}, target: 'es2022', minify: {compress: true, mangle: true}},
    module: {type: 'es6'},
    minify: true,
  }).code;
}

/** An inline island for a classic `<script>`: in a block, its names out of the global scope. */
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
      for (const file of readdirSync(sourceDir))
        if (file !== 'index.ts' && file.endsWith('.ts') && !(file.slice(0, -3) in ISLANDS))
          throw new Error(
            `src/islands/${file} is not in the list of islands, src/islands/index.ts`,
          );
      rmSync(outDir, {recursive: true, force: true});
      mkdirSync(outDir, {recursive: true});
      const urls: Record<string, string> = {};
      for (const [island, kind] of Object.entries(ISLANDS)) {
        if (kind !== 'module') continue;
        const code = compile(sourceDir, island as IslandName);
        const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
        writeFileSync(join(outDir, `${island}.${hash}.js`), code);
        urls[island] = `/${ISLANDS_URL_DIR}/${island}.${hash}.js`;
      }
      console.log(`[islands] ${Object.keys(urls).join(', ')}`);
      actions.setGlobalData({urls} as IslandsData);
    },
  };
}
