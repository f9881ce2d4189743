import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import type {Props} from '@theme/BlogTagsListPage';
import SearchMetadata from '@theme/SearchMetadata';
import {postCount} from '@site/src/lib/blogTitles';
import styles from './styles.module.css';
import {useContent} from '@site/src/data/content';

/**
 * The blog's topics (/blog/tags, `blogTagsListComponent` in docusaurus.config.ts): each topic with its
 * description and number of posts, instead of the theme's A–Z list of bare tags.
 */
export default function BlogTopicsPage({tags, sidebar}: Props): ReactNode {
  const {blogTopics} = useContent().pages;
  const sorted = [...tags].sort((a, b) => a.label.localeCompare(b.label, 'de'));
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagsListPage)}>
      <PageMetadata
        title={blogTopics.title}
        description={blogTopics.description}
        keywords={[...blogTopics.keywords]}
      />
      <SearchMetadata tag="blog_tags_list" />
      <BlogLayout sidebar={sidebar}>
        <h1 className="site-underlined">{blogTopics.title}</h1>
        <ul className={styles.topics}>
          {sorted.map((tag) => (
            <li key={tag.permalink} className={styles.topic}>
              <Link to={tag.permalink} className={styles.label}>
                {tag.label}
              </Link>{' '}
              <span className={styles.count}>({postCount(tag.count)})</span>
              {tag.description && <p className={styles.description}>{tag.description}</p>}
            </li>
          ))}
        </ul>
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
