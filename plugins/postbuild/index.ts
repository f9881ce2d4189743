/**
 * Local plugin: the one post-build pipeline. Docusaurus runs every plugin's postBuild at the same
 * time, so the steps that add or rewrite files in build/ run here, in the order of STEPS, each
 * seeing what the earlier wrote. A plugin whose work belongs in the order offers it as
 * `postBuildStep` (not `postBuild`), named here with `ofPlugin`.
 */
import type {LoadedPlugin, Plugin} from '@docusaurus/types';
import {compress} from '../precompress';
import {headers} from '../security-headers/render';
import {inlineAssets} from './inline';
import {sitemapAndRobots} from './sitemap';
import {removeUnusedFolders} from './unusedFolder';

type Step = (props: Parameters<NonNullable<Plugin['postBuild']>>[0]) => unknown;

/** The `postBuildStep` of the plugin `name`, with that plugin's content. */
const ofPlugin =
  (name: string): Step =>
  (props) => {
    const plugin = props.plugins.find((loaded) => loaded.name === name) as
      (LoadedPlugin & {postBuildStep?: Step}) | undefined;
    if (!plugin?.postBuildStep)
      throw new Error(`[postbuild] plugin "${name}" has no postBuildStep`);
    return plugin.postBuildStep({...props, content: plugin.content});
  };

const STEPS: ReadonlyArray<readonly [string, Step]> = [
  // The owner's photos and videos: the clean copies over Docusaurus' copies of static/.
  ['images', ofPlugin('responsive-images')],
  ['feeds', ofPlugin('docusaurus-plugin-content-blog')],
  ['sitemap and robots.txt', sitemapAndRobots],
  // build/_redirects on Netlify: the editor on an origin of its own.
  ['redirects', ofPlugin('admin')],
  // Each page's CSS and islands in the page: no request before the first paint.
  ['page css and islands', inlineAssets],
  ['unused folders', removeUnusedFolders],
  // The HTTP headers and CSP from the final HTML: after every step that writes HTML.
  ['headers', headers],
  // .br and .gz copies of every text file in its final form: last.
  ['compress', compress],
];

export default function postBuildPlugin(): Plugin {
  return {
    name: 'postbuild',
    async postBuild(props) {
      for (const [name, step] of STEPS) {
        const started = Date.now();
        const done = await step(props);
        const said = typeof done === 'string' ? `: ${done}` : '';
        console.log(`[postbuild] ${name} in ${Date.now() - started} ms${said}`);
      }
    },
  };
}
