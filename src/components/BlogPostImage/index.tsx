import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface BlogPostImageProps {
  /** The front matter `image`, a path under /images/blog (1600 × 900). */
  readonly src: string;
  /** The front matter `image_alt`. */
  readonly alt: string;
  /** The article's own page shows the image above the fold: load it at once. */
  readonly eager?: boolean;
  readonly className?: string;
}

/**
 * A blog post's image in the post header and on the index. One place to switch to the
 * responsive image component once the media pipeline lands.
 */
export function BlogPostImage({src, alt, eager = false, className}: BlogPostImageProps): ReactNode {
  return (
    <img
      className={clsx(styles.image, className)}
      src={src}
      alt={alt}
      width={1600}
      height={900}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? {fetchPriority: 'high' as const} : {})}
    />
  );
}
