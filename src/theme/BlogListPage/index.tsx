// Swizzled (ejected): the index needs an h1, intro and links to topics and archive above the posts, inside the layout; the original has no heading and a wrapper can only add around it.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';
import {useContent} from '@site/src/data/content';

export default function BlogListPage(props: Props): ReactNode {
  const {blog: blogIndex} = useContent().pages;
  const {metadata, items, sidebar} = props;
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata
        title={blogIndex.title}
        description={blogIndex.description}
        keywords={[...blogIndex.keywords]}
      />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className={styles.header}>
          <h1 className="site-underlined">{blogIndex.headline}</h1>
          <p className={styles.intro}>{blogIndex.description}</p>
          <p className={styles.links}>
            <Link to="/blog/tags">Alle Themen</Link>
            <Link to="/blog/archive">Archiv</Link>
          </p>
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
