/**
 * Local plugin: the owner's photos and videos. loadContent makes metadata-free copies and AVIF/WebP
 * variants (./media.ts) into .cache/responsive-images, whose public/ folder the site serves through
 * `staticDirectories`; the sizes go to <ResponsiveImage> and <Video> as global data; postBuild
 * publishes the clean copies. Adds the command `docusaurus media-placeholders [filter]`.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cleanMedia, generateVariants, publishCleanMedia, PUBLIC_SUBDIR} from './media';
import type {CleanResult, MediaOptions} from './media';
import {makePlaceholders} from './placeholders';
import {PLUGIN_NAME, type ResponsiveImagesData} from './shared';

const CACHE_DIR = '.cache/responsive-images';

/** The folder to add to `staticDirectories` (relative to the site folder). */
export const variantsStaticDir = () => `${CACHE_DIR}/${PUBLIC_SUBDIR}`;

type Options = Omit<MediaOptions, 'staticDir' | 'cacheDir'>;

export default function responsiveImagesPlugin(
  context: LoadContext,
  options: Options = {},
): Plugin<{data: ResponsiveImagesData; clean: CleanResult}> {
  const staticDir = path.join(context.siteDir, 'static');
  const settings = {...options, staticDir, cacheDir: path.join(context.siteDir, CACHE_DIR)};
  return {
    name: PLUGIN_NAME,

    async loadContent() {
      const clean = await cleanMedia(settings);
      const {data, generated, removed} = await generateVariants(settings);
      console.log(
        `[${PLUGIN_NAME}] ${clean.made.length} photos and videos cleaned of metadata, ${generated.length} originals given AVIF/WebP variants, ${clean.removed + removed} stale files removed; the rest from the cache`,
      );
      return {data, clean};
    },

    async contentLoaded({content, actions}) {
      actions.setGlobalData(content.data); // read by usePluginData('responsive-images')
    },

    async postBuild({outDir, content}) {
      await publishCleanMedia(content.clean, outDir);
    },

    getPathsToWatch() {
      return [path.join(staticDir, 'images/**/*'), path.join(staticDir, 'videos/**/*')];
    },

    extendCli(cli) {
      cli
        .command('media-placeholders [filter]')
        .description('Placeholder pictures and videos for every file the site uses (static/).')
        .action((filter?: string) => makePlaceholders(context, filter));
    },
  };
}
