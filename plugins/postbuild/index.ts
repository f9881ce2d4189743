/**
 * Local plugin: the finishing steps, in the order of STEPS, each seeing what the earlier wrote.
 * They run after every plugin's `postBuild` (the media's clean copies, the blog's feeds, the
 * editor's redirects, the preset's sitemap) and Docusaurus' link check: its `postBuild` hands them
 * to the command that runs the build (../undocumented.mjs), which runs them once the build has returned.
 */
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {Plugin, Props} from '@docusaurus/types';
import {compress} from '../precompress';
import {headers} from '../security-headers/render';
import {handOver} from '../undocumented.mjs';
import {inlineAssets} from './inline';
import {removeUnusedFolders} from './unusedFolder';

type Finishing = Pick<Props, 'outDir' | 'siteDir' | 'baseUrl' | 'siteConfig'> & {
  generatedDir: string;
};

/** The sitemap's name: the preset's sitemap plugin writes it (docusaurus.config.ts), robots.txt names it. */
export const SITEMAP_FILE = 'sitemap.xml';

/** robots.txt: every crawler may read every page (the editor keeps out by its noindex header). */
export const robotsTxt = (siteUrl: string, baseUrl: string, sitemapFile: string): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${new URL(`${baseUrl}${sitemapFile}`, siteUrl).href}\n`;

const STEPS: ReadonlyArray<readonly [string, (props: Finishing) => unknown]> = [
  [
    'robots.txt',
    ({outDir, siteConfig: {url, baseUrl}}) =>
      writeFile(join(outDir, 'robots.txt'), robotsTxt(url, baseUrl, SITEMAP_FILE)),
  ],
  // Each page's CSS and islands in the page: no request before the first paint.
  ['page css and islands', inlineAssets],
  ['unused folders', removeUnusedFolders],
  // The HTTP headers and CSP from the final HTML: after every step that writes HTML.
  ['headers', headers],
  // .br and .gz copies of every text file in its final form: last.
  ['compress', compress],
];

async function finish(props: Finishing) {
  for (const [name, step] of STEPS) {
    const started = Date.now();
    const done = await step(props);
    const said = typeof done === 'string' ? `: ${done}` : '';
    console.log(`[postbuild] ${name} in ${Date.now() - started} ms${said}`);
  }
}

export default function postBuildPlugin(): Plugin {
  return {
    name: 'postbuild',
    postBuild(props) {
      if (!handOver((generatedDir) => finish({...props, generatedDir})))
        throw new Error(
          '[postbuild] Nobody runs the finishing steps: build with `npm run build` (scripts/docusaurus.mjs), not `docusaurus build`.',
        );
    },
  };
}
