import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useBlogListPageStructuredData} from '@docusaurus/plugin-content-blog/client';
import {BlogPostList} from '@site/src/components/BlogPostItem';
import {serializeJsonLd} from '@site/src/lib/structuredData';
import styles from './styles.module.css';
import {useContent} from '@site/src/data/content';

/**
 * The blog's index (/blog and its further pages, `blogListComponent` in docusaurus.config.ts): an h1,
 * an intro and links to the topics and the archive above the posts, which the theme's has not.
 */
export default function BlogIndexPage(props: Props): ReactNode {
  const {blog: blogIndex} = useContent().pages;
  const {metadata, items, sidebar} = props;
  // The theme's own would write JSON.stringify() into the script: a "</script>" in a post's front
  // matter would end the element and run as script; serializeJsonLd escapes "<".
  const structuredData = useBlogListPageStructuredData(props);
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata
        title={blogIndex.title}
        description={blogIndex.description}
        keywords={[...blogIndex.keywords]}
      />
      <SearchMetadata tag="blog_posts_list" />
      <Head>
        <script type="application/ld+json">{serializeJsonLd(structuredData)}</script>
      </Head>
      <BlogLayout sidebar={sidebar}>
        <header className={styles.header}>
          <h1 className="site-underlined">{blogIndex.headline}</h1>
          <p className={styles.intro}>{blogIndex.description}</p>
          <p className={styles.links}>
            <Link to="/blog/tags">Alle Themen</Link>
            <Link to="/blog/archive">Archiv</Link>
          </p>
        </header>
        <BlogPostList items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
