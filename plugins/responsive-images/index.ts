/**
 * Local plugin: the owner's photos and videos checked, cleaned and given AVIF/WebP variants (served
 * from `staticDirectories`), their sizes as global data; the post-build step publishes the clean
 * copies. Adds `docusaurus media-clean`.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {MediaError, noMedia, prepareMedia, publishCleanMedia, PUBLIC_SUBDIR} from './media';
import type {MediaOptions, PreparedMedia} from './media';
import {CLEAN_COMMAND, cleanMediaInPlace, describePrivate, privateMediaFindings} from './privacy';
import {findFFmpeg, ffmpegVersion} from './video';
import {PLUGIN_NAME} from '../../src/lib/images';

const CACHE_DIR = '.cache/responsive-images';

/**
 * `npm start`: her media's mistake (German) as the newest-started preparation found it. Reloads
 * overlap, and one that began before she deleted a refused file may finish last: its verdict
 * does not replace a newer one's. Kept on the process: plugins/content reads it.
 */
const VERDICT = Symbol.for('responsive-images.verdict');
const kept = globalThis as {[VERDICT]?: {started: number; problem?: string}};
let preparations = 0;
const verdict = (started: number, problem?: string) => {
  if (started >= (kept[VERDICT]?.started ?? 0)) kept[VERDICT] = {started, problem};
};
export const mediaProblem = () => kept[VERDICT]?.problem;

/** The folder for `staticDirectories`. */
export const variantsStaticDir = () => `${CACHE_DIR}/${PUBLIC_SUBDIR}`;

/** `blogDir`: the blog plugin's `path`. */
type Options = Omit<MediaOptions, 'staticDir' | 'cacheDir' | 'blogDir'> & {blogDir?: string};

export default function responsiveImagesPlugin(
  {siteDir}: LoadContext,
  {blogDir, ...options}: Options = {},
): Plugin<PreparedMedia> {
  const settings = {
    ...options,
    staticDir: path.join(siteDir, 'static'),
    blogDir: blogDir && path.join(siteDir, blogDir),
    cacheDir: path.join(siteDir, CACHE_DIR),
  };
  const development = process.env.NODE_ENV === 'development';
  let last: PreparedMedia | undefined;
  return {
    name: PLUGIN_NAME,

    async loadContent() {
      const ffmpeg = findFFmpeg();
      console.log(`[${PLUGIN_NAME}] ${ffmpeg ? ffmpegVersion(ffmpeg) : 'no FFmpeg found'}`);
      let media: PreparedMedia;
      const started = (preparations += 1);
      try {
        media = await prepareMedia(settings);
      } catch (error) {
        // `npm start`: her mistake joins the preview's German report (plugins/content reads
        // mediaProblem()), not Docusaurus' English „reload failure“; the pages keep their media.
        if (!development || !(error instanceof MediaError)) throw error;
        verdict(started, error.message);
        return last ?? noMedia(options.widths);
      }
      if (development) verdict(started, undefined);
      last = media;
      console.log(
        `[${PLUGIN_NAME}] ${media.made.length} photos and videos cleaned of metadata, ${media.generated.length} originals given AVIF/WebP variants, ${media.removed} stale files removed; the rest from the cache`,
      );
      // Named, never rewritten here: a file may still be copying, and she decides when hers change.
      if (development)
        for (const {label, found} of await privateMediaFindings(settings))
          console.warn(
            `Hinweis: ${label} enthält ${describePrivate(found)}. Veröffentlicht wird die Datei ohne diese Angaben; damit sie auch nicht in Ihrem Repository bleiben, geben Sie ein: ${CLEAN_COMMAND}`,
          );
      return media;
    },

    async contentLoaded({content, actions}) {
      actions.setGlobalData(content.data); // read by usePluginData('responsive-images')
    },

    async postBuild({outDir, content}) {
      await publishCleanMedia(content, outDir);
    },

    getPathsToWatch() {
      const photos = settings.blogDir ? [path.join(settings.blogDir, '**/*.{jpg,jpeg,png}')] : [];
      return [path.join(settings.staticDir, '**/*'), ...photos];
    },

    extendCli(cli) {
      cli
        .command('media-clean')
        .description(
          'Removes GPS position and device serial numbers from the photos and videos themselves.',
        )
        .action(async () => {
          await cleanMediaInPlace(settings);
        });
    },
  };
}
