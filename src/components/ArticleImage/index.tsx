import type {ReactNode} from 'react';
import {ResponsiveImage} from '@site/src/components/ResponsiveImage';
import styles from './styles.module.css';

export interface ArticleImageProps {
  /** Public path of the original: "/images/blog/foto.jpg" (plugins/blog/articleImages.ts). */
  readonly src: string;
  /** The Markdown image's description: `![alt](…)`. */
  readonly alt: string;
  /** The Markdown image's title, `![alt](… "title")`: shown on hover. */
  readonly title?: string;
}

/**
 * A photo in an article's text (`![…](./foto.jpg)`, turned into this element by
 * plugins/blog/articleImages.ts): AVIF/WebP in the article column's width, its own aspect ratio,
 * loaded when the reader scrolls near it.
 */
export function ArticleImage({src, alt, title}: ArticleImageProps): ReactNode {
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      title={title}
      sizes="(min-width: 900px) 736px, calc(100vw - 2.5rem)"
      className={styles.picture}
      imgClassName={styles.image}
    />
  );
}
