import type {ReactNode} from 'react';
import {ResponsiveImage} from '@site/src/components/ResponsiveImage';
import styles from './styles.module.css';

export interface BlogPostImageProps {
  /** The front matter `image`, a path under /images/blog (1600 × 900). */
  readonly src: string;
  /** The front matter `image_alt`. */
  readonly alt: string;
  /** Above the fold (the article's own page, the first post of a list): load it at once. */
  readonly eager?: boolean;
  readonly className?: string;
}

/** A blog post's image in the post header and on the index, in the article column's width. */
export function BlogPostImage({src, alt, eager = false, className}: BlogPostImageProps): ReactNode {
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      priority={eager}
      sizes="(min-width: 900px) 760px, 100vw"
      className={className}
      imgClassName={styles.image}
    />
  );
}
