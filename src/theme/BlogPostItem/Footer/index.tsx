// Swizzled (wrapped): a post's page links back to the blog index, which the site's four-link header does not.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogMetadata, useBlogPost} from '@docusaurus/plugin-content-blog/client';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

/** Only on a post's own page: its route provides the blog metadata (the index's route does not). */
function BackToBlog(): ReactNode {
  const {blogBasePath} = useBlogMetadata();
  return (
    <p className={styles.back}>
      <Link to={blogBasePath}>Alle Beiträge im Beauty-Blog</Link>
    </p>
  );
}

export default function FooterWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage && <BackToBlog />}
    </>
  );
}
