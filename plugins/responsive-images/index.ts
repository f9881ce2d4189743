/**
 * Local plugin: the owner's photos and videos checked, cleaned and given AVIF/WebP variants (served
 * from `staticDirectories`), their sizes as global data; the post-build step publishes the clean
 * copies. Adds `docusaurus media-clean`.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cleanMedia, generateVariants, publishCleanMedia, PUBLIC_SUBDIR} from './media';
import type {CleanResult, MediaOptions} from './media';
import {CLEAN_COMMAND, cleanMediaInPlace, describePrivate, privateMediaFindings} from './privacy';
import {findFFmpeg, ffmpegVersion} from './video';
import {PLUGIN_NAME, type ResponsiveImagesData} from '../../src/lib/images';

const CACHE_DIR = '.cache/responsive-images';

/** The folder for `staticDirectories`. */
export const variantsStaticDir = () => `${CACHE_DIR}/${PUBLIC_SUBDIR}`;

/** `blogDir`: the blog plugin's `path`. */
type Options = Omit<MediaOptions, 'staticDir' | 'cacheDir' | 'blogDir'> & {blogDir?: string};
type Content = {data: ResponsiveImagesData; clean: CleanResult};

export default function responsiveImagesPlugin(
  {siteDir}: LoadContext,
  {blogDir, ...options}: Options = {},
): Plugin<Content> & {postBuildStep: Plugin<Content>['postBuild']} {
  const settings = {
    ...options,
    staticDir: path.join(siteDir, 'static'),
    blogDir: blogDir && path.join(siteDir, blogDir),
    cacheDir: path.join(siteDir, CACHE_DIR),
  };
  return {
    name: PLUGIN_NAME,

    async loadContent() {
      const ffmpeg = findFFmpeg();
      console.log(`[${PLUGIN_NAME}] ${ffmpeg ? ffmpegVersion(ffmpeg) : 'no FFmpeg found'}`);
      const clean = await cleanMedia(settings);
      const {data, generated, removed} = await generateVariants(settings);
      console.log(
        `[${PLUGIN_NAME}] ${clean.made.length} photos and videos cleaned of metadata, ${generated.length} originals given AVIF/WebP variants, ${clean.removed + removed} stale files removed; the rest from the cache`,
      );
      // Named, never rewritten here: a file may still be copying, and she decides when hers change.
      if (process.env.NODE_ENV === 'development')
        for (const {label, found} of await privateMediaFindings(settings))
          console.warn(
            `Hinweis: ${label} enthält ${describePrivate(found)}. Veröffentlicht wird die Datei ohne diese Angaben; damit sie auch nicht in Ihrem Repository bleiben, geben Sie ein: ${CLEAN_COMMAND}`,
          );
      return {data, clean};
    },

    async contentLoaded({content, actions}) {
      actions.setGlobalData(content.data); // read by usePluginData('responsive-images')
    },

    async postBuildStep({outDir, content}) {
      await publishCleanMedia(content.clean, outDir);
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
