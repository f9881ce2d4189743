import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {
  BlogPostProvider,
  useBlogMetadata,
  useBlogPost,
} from '@docusaurus/plugin-content-blog/client';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import type {Props as ItemProps} from '@theme/BlogPostItem';
import type {Props as ListProps} from '@theme/BlogListPage';
import {BlogPostImage} from '@site/src/components/BlogPostImage';
import styles from './styles.module.css';

/** Only on a post's own page: its route provides the blog metadata (a list's route does not). */
function BackToBlog(): ReactNode {
  const {blogBasePath} = useBlogMetadata();
  return (
    <p className={styles.back}>
      <Link to={blogBasePath}>Alle Beiträge im Beauty-Blog</Link>
    </p>
  );
}

interface BlogPostItemProps extends ItemProps {
  /** The first post of a list: its image is on a phone's first screen, so it loads at once. */
  readonly lead?: boolean;
}

/**
 * A post, on its own page and in the blog's lists (the theme's BlogPostItem, src/theme/BlogPostItem):
 * the theme's header, text and footer, with the post's image (front matter `image`, `image_alt`)
 * between header and text and, on the post's own page, a link back to the blog after the footer.
 */
export function BlogPostItem({children, className, lead = false}: BlogPostItemProps): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {image, image_alt: alt} = metadata.frontMatter;
  return (
    // The theme's bottom margin between the posts of a list.
    <BlogPostItemContainer className={clsx(!isBlogPostPage && 'margin-bottom--xl', className)}>
      <BlogPostItemHeader />
      {typeof image === 'string' && typeof alt === 'string' && (
        <BlogPostImage
          className={styles.image}
          src={image}
          alt={alt}
          eager={isBlogPostPage || lead}
        />
      )}
      <BlogPostItemContent>{children}</BlogPostItemContent>
      <BlogPostItemFooter />
      {isBlogPostPage && <BackToBlog />}
    </BlogPostItemContainer>
  );
}

/** The posts of a list page (the index, a topic), as the theme's BlogPostItems, the first as lead. */
export function BlogPostList({items}: Pick<ListProps, 'items'>): ReactNode {
  return items.map(({content: BlogPostContent}, index) => (
    <BlogPostProvider key={BlogPostContent.metadata.permalink} content={BlogPostContent}>
      <BlogPostItem lead={index === 0}>
        <BlogPostContent />
      </BlogPostItem>
    </BlogPostProvider>
  ));
}
