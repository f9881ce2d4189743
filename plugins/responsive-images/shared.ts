/**
 * What the responsive-images plugin and its React components share: the naming of variants and
 * the shape of the data the plugin hands to the client. No Node.js imports here: this file is
 * bundled into the site.
 */

/** The plugin's name, as `usePluginData` looks it up. */
export const PLUGIN_NAME = 'responsive-images';

/** Variant formats, best first: the order of the `<source>` elements. */
export const FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof FORMATS)[number];

/** Widths in CSS pixels × device pixel ratio that cover phones (320) to wide retina screens (2560). */
export const DEFAULT_WIDTHS: readonly number[] = [320, 480, 640, 960, 1280, 1920, 2560];

/** Originals the plugin turns into variants: JPEG and PNG, video posters included. */
export const ORIGINAL_PATTERN = /\.(jpe?g|png)$/i;
export const POSTER_PATTERN = /-poster\.(jpe?g|png)$/i;

/** [width, height] of an original in pixels (after EXIF rotation). */
export type Dimensions = readonly [number, number];

/** The client data: compact on purpose, it ships in every page's bundle. */
export interface ResponsiveImagesData {
  /** The width ladder the variants were made with (see variantWidths). */
  readonly widths: readonly number[];
  /** Public path of every original under /images → its size. */
  readonly images: Readonly<Record<string, Dimensions>>;
  /** Public path of every video under /videos → its size, taken from its poster. */
  readonly videos: Readonly<Record<string, Dimensions>>;
}

/**
 * The variant widths of an original: every width of the ladder below the original's, plus the
 * original's own width when it is within the ladder. Never wider than the original.
 */
export function variantWidths(
  originalWidth: number,
  ladder: readonly number[] = DEFAULT_WIDTHS,
): number[] {
  const largest = Math.max(...ladder);
  const widths = ladder.filter((width) => width < originalWidth);
  if (originalWidth <= largest) {
    widths.push(originalWidth);
  }
  return widths;
}

/** `/images/home/hero.jpg`, 640, avif → `/images/home/hero-640w.avif` */
export function variantPath(originalPath: string, width: number, format: VariantFormat): string {
  return `${originalPath.replace(/\.[^./]+$/, '')}-${width}w.${format}`;
}

/** The poster convention: `/videos/galerie/x.mp4` → `/images/galerie/x-poster.jpg`. */
export function posterPath(videoPath: string): string {
  return videoPath.replace(/^\/videos\//, '/images/').replace(/\.[^./]+$/, '-poster.jpg');
}
