// Swizzled (wrapped): the post's image (front matter image + image_alt) below the title, date and reading time.
import {useContext, type ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {BlogPostImage, LeadPostContext} from '@site/src/components/BlogPostImage';
import styles from './styles.module.css';

type Props = WrapperProps<typeof HeaderType>;

export default function HeaderWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {image, image_alt: alt} = metadata.frontMatter;
  const leadPost = useContext(LeadPostContext);
  return (
    <>
      <Header {...props} />
      {typeof image === 'string' && typeof alt === 'string' && (
        <BlogPostImage
          className={styles.image}
          src={image}
          alt={alt}
          eager={isBlogPostPage || leadPost}
        />
      )}
    </>
  );
}
