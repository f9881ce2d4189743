/**
 * Image paths, as <ResponsiveImage> and <Video> (src/components) and the plugins that make and
 * check the files (plugins/responsive-images, plugins/content) name them: the variants' widths,
 * formats and names, a video's poster, and the shape of the plugin's client data. Bundled into
 * the site, so no Node.js imports here.
 */

/** The plugin's name, as `usePluginData` looks it up. */
export const PLUGIN_NAME = 'responsive-images';

/** Variant formats, best first: the order of the `<source>` elements. */
export const FORMATS = ['avif', 'webp'] as const;

/** Widths in CSS pixels × device pixel ratio, phones (320) to wide retina screens (2560). */
export const DEFAULT_WIDTHS: readonly number[] = [320, 480, 640, 960, 1280, 1920, 2560];

export const POSTER_PATTERN = /-poster\.(jpe?g|png)$/i;

/** [width, height] of an original in pixels (after EXIF rotation). */
export type Dimensions = readonly [number, number];

/** The client data: compact on purpose, it ships in every page's bundle. */
export interface ResponsiveImagesData {
  readonly widths: readonly number[];
  /** Public path of every original under /images → its size. */
  readonly images: Readonly<Record<string, Dimensions>>;
  /** Public path of every video under /videos → its size, taken from its poster. */
  readonly videos: Readonly<Record<string, Dimensions>>;
}

/** The ladder's widths below the original's, plus the original's own if within the ladder. */
export function variantWidths(originalWidth: number, ladder = DEFAULT_WIDTHS): number[] {
  const widths = ladder.filter((width) => width < originalWidth);
  return originalWidth <= Math.max(...ladder) ? [...widths, originalWidth] : widths;
}

/** `/images/home/hero.jpg`, 640, avif → `/images/home/hero-640w.avif` */
export function variantPath(originalPath: string, width: number, format: string): string {
  return `${originalPath.replace(/\.[^./]+$/, '')}-${width}w.${format}`;
}

/** The poster convention: `/videos/galerie/x.mp4` → `/images/galerie/x-poster.jpg`. */
export function posterPath(videoPath: string): string {
  return videoPath.replace(/^\/videos\//, '/images/').replace(/\.[^./]+$/, '-poster.jpg');
}
