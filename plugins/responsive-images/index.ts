/**
 * Local Docusaurus plugin: responsive images from one original file.
 *
 * For every JPEG/PNG under static/images (video posters included) it makes AVIF and WebP variants
 * in several widths, e.g. /images/home/hero-640w.avif, into a git-ignored cache folder that the
 * site config lists in `staticDirectories`, so variants are served next to their originals in
 * `start` and `build` alike. The sizes of all originals (and of every video, from its poster)
 * go to the client as global data for <ResponsiveImage> and <Video>. The owner adds an original
 * and nothing else; variants are never committed.
 *
 * The originals themselves are published without their metadata (GPS position, camera, serial
 * number, dates): before the variants, ./clean.ts checks every file under static/images and
 * static/videos (type, size limits, readable; German messages for the owner) and makes clean
 * copies (JPEG/PNG re-encoded by sharp, MP4 remuxed by FFmpeg) into the cache, outside the static
 * directories; postBuild puts them over the copies Docusaurus made in build/, under the same URLs,
 * and then checks every file under build/images and build/videos. The development server
 * (`npm start`) has no postBuild and serves the originals as they are, on the owner's own computer.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import {cleanMedia, findMetadataInBuild, publishCleanMedia, type CleanResult} from './clean';
import {generateVariants, PUBLIC_SUBDIR, type EncoderSettings} from './generate';
import {PLUGIN_NAME, type ResponsiveImagesData} from './shared';

export interface ResponsiveImagesOptions {
  /** Relative to the site folder. Default: .cache/responsive-images */
  readonly cacheDir?: string;
  readonly widths?: readonly number[];
  readonly avif?: EncoderSettings;
  readonly webp?: EncoderSettings;
  /** Size limits in bytes; default MAX_PHOTO_BYTES and MAX_VIDEO_BYTES in ./clean.ts. */
  readonly maxPhotoBytes?: number;
  readonly maxVideoBytes?: number;
}

interface Content {
  /** For the client (global data). */
  readonly data: ResponsiveImagesData;
  /** For postBuild only: where the clean copies are. */
  readonly clean: Pick<CleanResult, 'files' | 'dropped'>;
}

export const DEFAULT_CACHE_DIR = '.cache/responsive-images';

/** The folder to add to `staticDirectories` (relative to the site folder). */
export function variantsStaticDir(cacheDir: string = DEFAULT_CACHE_DIR): string {
  return path.posix.join(cacheDir, PUBLIC_SUBDIR);
}

/** Docusaurus passes plugin options untyped; these are the ones we read. */
export default function responsiveImagesPlugin(
  context: LoadContext,
  rawOptions: unknown,
): Plugin<Content> {
  const options = (rawOptions ?? {}) as ResponsiveImagesOptions;
  const staticDir = path.join(context.siteDir, 'static');
  const cacheDirOption = options.cacheDir ?? DEFAULT_CACHE_DIR;
  const cacheDir = path.resolve(context.siteDir, cacheDirOption);
  const served = path.resolve(context.siteDir, variantsStaticDir(cacheDirOption));

  return {
    name: PLUGIN_NAME,

    async loadContent(): Promise<Content> {
      const listed = context.siteConfig.staticDirectories.map((dir) =>
        path.resolve(context.siteDir, dir),
      );
      if (!listed.includes(served)) {
        throw new Error(
          `${PLUGIN_NAME}: add "${variantsStaticDir(cacheDirOption)}" to staticDirectories in docusaurus.config.ts, or the image variants are not served`,
        );
      }
      const clean = await cleanMedia({
        staticDir,
        cacheDir,
        ffmpegPath: ffmpeg.path,
        maxPhotoBytes: options.maxPhotoBytes,
        maxVideoBytes: options.maxVideoBytes,
      });
      console.log(
        `[${PLUGIN_NAME}] ${Object.keys(clean.files).length} photos and videos without metadata: ` +
          `${clean.made.length} cleaned, ${clean.reused} from cache, ${clean.removed} stale removed` +
          `${clean.dropped.length > 0 ? `, ${clean.dropped.length} system files left out` : ''} (${clean.milliseconds} ms)`,
      );
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
      return {data: result.data, clean: {files: clean.files, dropped: clean.dropped}};
    },

    async contentLoaded({content, actions}) {
      // The client data, untouched: read by usePluginData('responsive-images').
      actions.setGlobalData(content.data);
    },

    async postBuild({outDir, content}) {
      await publishCleanMedia(content.clean, outDir);
      // The last word: nothing under /images or /videos may carry metadata (a bug, never the owner's).
      const started = performance.now();
      const leaks = await findMetadataInBuild(outDir, ffmpeg.path);
      if (leaks.length > 0) {
        throw new Error(`[${PLUGIN_NAME}] metadata left in the build:\n${leaks.join('\n')}`);
      }
      console.log(
        `[${PLUGIN_NAME}] clean copies published; build/images and build/videos carry no metadata (checked in ${Math.round(performance.now() - started)} ms)`,
      );
    },

    getPathsToWatch() {
      return [path.join(staticDir, 'images/**/*'), path.join(staticDir, 'videos/**/*')];
    },
  };
}
