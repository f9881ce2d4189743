/**
 * Local plugin: the site's islands. Visitor pages load no framework runtime (see ssrTemplate.ts);
 * the few behaviours that need script are custom elements in src/islands/ (one file per element,
 * no imports). This plugin compiles each with SWC (TypeScript stripped, minified) into a static
 * folder under .cache/ that the site config lists in `staticDirectories`, with a content hash in
 * the name, so the files land in build/assets/islands/ and get the one-year immutable caching of
 * /assets/. The name → URL map is global data: a component that needs an island names it with
 * <IslandScript> (src/components/IslandScript), which puts one `<script type="module">` into the
 * head of the pages that render it. `npm start` recompiles on every change of src/islands.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {transformSync} from '@swc/core';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'islands';

/** The global data: each island's public URL by its file name (without .ts). */
export interface IslandsData {
  readonly urls: Readonly<Record<string, string>>;
}

const SOURCE_DIR = path.join('src', 'islands');
const STATIC_DIR = path.posix.join('.cache', 'islands', 'public');
const URL_DIR = 'assets/islands';

/** The folder to add to `staticDirectories` (relative to the site folder). */
export function islandsStaticDir(): string {
  return STATIC_DIR;
}

/** One island's source as the browser gets it: an ES module, minified, for browsers of 2022 on. */
export function compileIsland(source: string, filename: string): string {
  return transformSync(source, {
    filename,
    jsc: {parser: {syntax: 'typescript'}, target: 'es2022', minify: {compress: true, mangle: true}},
    module: {type: 'es6'},
    minify: true,
    sourceMaps: false,
  }).code;
}

/** Compiles every island of `siteDir` into its static folder (emptied first); returns the URLs. */
export function buildIslands(siteDir: string): IslandsData {
  const sourceDir = path.join(siteDir, SOURCE_DIR);
  const outDir = path.join(siteDir, STATIC_DIR, URL_DIR);
  rmSync(outDir, {recursive: true, force: true});
  mkdirSync(outDir, {recursive: true});
  const urls: Record<string, string> = {};
  for (const file of readdirSync(sourceDir).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.d.ts')) continue;
    const name = file.slice(0, -3);
    const code = compileIsland(readFileSync(path.join(sourceDir, file), 'utf8'), file);
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
    const publicName = `${name}.${hash}.js`;
    writeFileSync(path.join(outDir, publicName), code);
    urls[name] = `/${URL_DIR}/${publicName}`;
  }
  return {urls};
}

export default function islandsPlugin(context: LoadContext): Plugin<IslandsData> {
  const served = path.resolve(context.siteDir, STATIC_DIR);
  return {
    name: PLUGIN_NAME,
    getPathsToWatch() {
      return [path.join(context.siteDir, SOURCE_DIR, '*.ts')];
    },
    async loadContent() {
      const listed = context.siteConfig.staticDirectories.map((dir) =>
        path.resolve(context.siteDir, dir),
      );
      if (!listed.includes(served)) {
        throw new Error(
          `${PLUGIN_NAME}: add "${STATIC_DIR}" to staticDirectories in docusaurus.config.ts, or the islands are not served`,
        );
      }
      const data = buildIslands(context.siteDir);
      console.log(`[islands] ${Object.keys(data.urls).join(', ')}`);
      return data;
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
