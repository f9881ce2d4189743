import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogTagsPostsPage';
import Unlisted from '@theme/ContentVisibility/Unlisted';
import {BlogPostList} from '@site/src/components/BlogPostItem';
import {postCount, tagPageHeadline} from '@site/src/lib/blogTitles';
import styles from './styles.module.css';

/**
 * A topic's posts (/blog/tags/<topic>, `blogTagsPostsComponent` in docusaurus.config.ts): headline
 * and title from lib/blogTitles, which the build's title-length check shares, with the post count
 * and keywords.
 */
export default function BlogTopicPage({tag, items, sidebar, listMetadata}: Props): ReactNode {
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagPostListPage)}>
      <PageMetadata
        title={tagPageHeadline(tag.label)}
        description={tag.description}
        keywords={['Beauty-Blog', tag.label, 'Kosmetikstudio Berlin']}
      />
      <SearchMetadata tag="blog_tags_posts" />
      <BlogLayout sidebar={sidebar}>
        {tag.unlisted && <Unlisted />}
        <header className={styles.header}>
          <h1 className="site-underlined">{tagPageHeadline(tag.label)}</h1>
          {tag.description && <p className={styles.intro}>{tag.description}</p>}
          <p className={styles.meta}>
            {postCount(tag.count)} · <Link href={tag.allTagsPath}>Alle Themen anzeigen</Link>
          </p>
        </header>
        <BlogPostList items={items} />
        <BlogListPaginator metadata={listMetadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
