/**
 * Local plugin: the one post-build pipeline. Docusaurus runs every plugin's postBuild at the same
 * time, so no plugin could rely on another's output; the steps that add or rewrite files in build/
 * run here instead, one after another in the order of STEPS, each seeing what the earlier wrote.
 *
 * A step is a function of the build's props (a plugin's postBuild props) with one job. To add one,
 * import it and put it in STEPS where its input is complete: a step that rewrites HTML or CSS goes
 * before `headers` (which hashes the final inline scripts and styles), every step before `compress`.
 * A plugin whose work belongs in the order keeps it as `postBuildStep` (not `postBuild`) and is
 * named here with `ofPlugin`.
 */
import type {LoadedPlugin, Plugin} from '@docusaurus/types';
import {compress} from '../precompress';
import {headers} from '../security-headers';
import {removeClientBundle} from './clientBundle';
import {pageCss} from './pageCss';
import {pageIslands} from './pageIslands';
import {robots, sitemap} from './sitemap';

export type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];
export type Step = (props: PostBuildProps) => Promise<unknown> | unknown;

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
  // The blog's RSS and Atom feeds (Atom with the blog's language).
  ['feeds', ofPlugin('docusaurus-plugin-content-blog')],
  ['sitemap', sitemap],
  // build/_redirects on Netlify: the editor on an origin of its own.
  ['redirects', ofPlugin('admin')],
  ['robots', robots],
  // Docusaurus' client JavaScript, which no built page loads.
  ['client bundle', removeClientBundle],
  // Each page's CSS in the page, only what it uses (no render-blocking
  // stylesheet request before the first paint); the stylesheet bundle goes.
  ['page css', pageCss],
  // Each page's islands in the page (no request of their own); the islands' folder goes.
  ['page islands', pageIslands],
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
