import type {ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import {altTextProblem} from '@site/src/lib/contentRules';
import {
  FORMATS,
  PLUGIN_NAME,
  variantPath,
  variantWidths,
  type ResponsiveImagesData,
} from '@site/src/lib/images';
import styles from './styles.module.css';

/** Full width up to the page container (1200px): right for most images outside a grid. */
export const DEFAULT_SIZES = '(min-width: 1200px) 1200px, 100vw';

export interface ResponsiveImageProps {
  /** Public path of an original under /images, e.g. "/images/home/hero.jpg". */
  readonly src: string;
  /** Required: non-empty, at most 125 characters. */
  readonly alt: string;
  /** The `sizes` of the variants: how wide the image is shown at each viewport width. */
  readonly sizes?: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  readonly priority?: boolean;
  /** On the <picture> element. */
  readonly className?: string;
  /** On the <img> element (e.g. object-fit for a cropped hero). */
  readonly imgClassName?: string;
  /** Shown on hover (a Markdown image's title). */
  readonly title?: string;
}

/** The plugin's data; fails loudly when the plugin is not installed. */
export function useResponsiveImagesData(): ResponsiveImagesData {
  return usePluginData(PLUGIN_NAME, undefined, {failfast: true}) as ResponsiveImagesData;
}

/**
 * An image from one original: AVIF and WebP variants in several widths (made by
 * plugins/responsive-images at build time), the original as fallback, intrinsic width/height so
 * nothing shifts while it loads. Throws, and so fails the build, on a missing or overlong alt
 * text and on a path that is not an image under static/images.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes = DEFAULT_SIZES,
  priority = false,
  className,
  imgClassName,
  title,
}: ResponsiveImageProps): ReactNode {
  const data = useResponsiveImagesData();
  const base = useBaseUrl('/').replace(/\/$/, '');
  const problem = altTextProblem(alt);
  if (problem) {
    throw new Error(`ResponsiveImage "${src}": ${problem}`);
  }
  const size = data.images[src];
  // `npm start`: the photo exists (the content check found it), but the image plugin's reload
  // that measures it may land after another plugin's; the original meanwhile, no crash.
  if (!size && process.env.NODE_ENV === 'development')
    return <img src={`${base}${src}`} alt={alt} title={title} className={imgClassName} />;
  if (!size) {
    throw new Error(
      `ResponsiveImage "${src}": no such image under static/images (expected a .jpg, .jpeg or .png original there)`,
    );
  }
  const [width, height] = size;
  const widths = variantWidths(width, data.widths);
  return (
    <picture className={clsx(styles.picture, className)}>
      {FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={widths.map((w) => `${base}${variantPath(src, w, format)} ${w}w`).join(', ')}
          sizes={sizes}
        />
      ))}
      <img
        className={clsx(styles.image, imgClassName)}
        src={`${base}${src}`}
        alt={alt}
        title={title}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
