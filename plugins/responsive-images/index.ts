/**
 * Local Docusaurus plugin: responsive images from one original file.
 *
 * For every JPEG/PNG under static/images (video posters included) it makes AVIF and WebP variants
 * in several widths, e.g. /images/home/hero-640w.avif, into a git-ignored cache folder that the
 * site config lists in `staticDirectories`, so variants are served next to their originals in
 * `start` and `build` alike. The sizes of all originals (and of every video, from its poster)
 * go to the client as global data for <ResponsiveImage> and <Video>. The owner adds an original
 * and nothing else; variants are never committed.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generateVariants, PUBLIC_SUBDIR, type EncoderSettings} from './generate';
import {PLUGIN_NAME, type ResponsiveImagesData} from './shared';

export interface ResponsiveImagesOptions {
  /** Relative to the site folder. Default: .cache/responsive-images */
  readonly cacheDir?: string;
  readonly widths?: readonly number[];
  readonly avif?: EncoderSettings;
  readonly webp?: EncoderSettings;
}

export const DEFAULT_CACHE_DIR = '.cache/responsive-images';

/** The folder to add to `staticDirectories` (relative to the site folder). */
export function variantsStaticDir(cacheDir: string = DEFAULT_CACHE_DIR): string {
  return path.posix.join(cacheDir, PUBLIC_SUBDIR);
}

/** Docusaurus passes plugin options untyped; these are the ones we read. */
export default function responsiveImagesPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = (rawOptions ?? {}) as ResponsiveImagesOptions;
  const staticDir = path.join(context.siteDir, 'static');
  const cacheDirOption = options.cacheDir ?? DEFAULT_CACHE_DIR;
  const cacheDir = path.resolve(context.siteDir, cacheDirOption);
  const served = path.resolve(context.siteDir, variantsStaticDir(cacheDirOption));

  return {
    name: PLUGIN_NAME,

    async loadContent(): Promise<ResponsiveImagesData> {
      const listed = context.siteConfig.staticDirectories.map((dir) =>
        path.resolve(context.siteDir, dir),
      );
      if (!listed.includes(served)) {
        throw new Error(
          `${PLUGIN_NAME}: add "${variantsStaticDir(cacheDirOption)}" to staticDirectories in docusaurus.config.ts, or the image variants are not served`,
        );
      }
      const result = await generateVariants({
        staticDir,
        cacheDir,
        widths: options.widths,
        avif: options.avif,
        webp: options.webp,
      });
      const originals = Object.keys(result.data.images).length;
      const posters = Object.keys(result.data.videos).length;
      console.log(
        `[${PLUGIN_NAME}] ${originals} originals (${posters} of them video posters), ${result.variantCount} variants: ` +
          `${result.generated.length} made, ${result.reused} from cache, ${result.removed} stale removed (${result.milliseconds} ms)`,
      );
      return result.data;
    },

    async contentLoaded({content, actions}) {
      // The data loadContent returned, untouched: read by usePluginData('responsive-images').
      actions.setGlobalData(content);
    },

    getPathsToWatch() {
      return [path.join(staticDir, 'images/**/*'), path.join(staticDir, 'videos/**/*')];
    },
  };
}
