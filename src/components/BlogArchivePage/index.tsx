import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import BlogLayout from '@theme/BlogLayout';
import {germanDate} from '@site/src/lib/date';
import styles from './styles.module.css';
import {useContent} from '@site/src/data/content';

interface YearGroup {
  readonly year: string;
  readonly posts: readonly ArchiveBlogPost[];
}

/** Posts come newest first; so do the years. */
function groupByYear(posts: readonly ArchiveBlogPost[]): YearGroup[] {
  const groups = new Map<string, ArchiveBlogPost[]>();
  for (const post of posts) {
    const year = String(post.metadata.date).slice(0, 4);
    groups.set(year, [...(groups.get(year) ?? []), post]);
  }
  return Array.from(groups, ([year, yearPosts]) => ({year, posts: yearPosts}));
}

/**
 * The blog's archive (/blog/archive, `blogArchiveComponent` in docusaurus.config.ts): German texts,
 * the site's reading column, and the years as h2 under the h1 (the theme's archive skips to h3 and
 * shows the years in a hero layout).
 */
export default function BlogArchivePage({archive}: Props): ReactNode {
  const {blogArchive} = useContent().pages;
  return (
    // The theme's blog class on <html>, like its other blog pages: src/css/blog.css styles BlogLayout by it.
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, 'blog-archive-page')}>
      <PageMetadata
        title={blogArchive.title}
        description={blogArchive.description}
        keywords={[...blogArchive.keywords]}
      />
      <BlogLayout>
        <h1 className="site-underlined">{blogArchive.title}</h1>
        {groupByYear(archive.blogPosts).map(({year, posts}) => (
          <section key={year} className={styles.year} aria-labelledby={`jahr-${year}`}>
            <h2 id={`jahr-${year}`}>{year}</h2>
            <ul className={styles.list}>
              {posts.map((post) => (
                <li key={post.metadata.permalink}>
                  <time dateTime={String(post.metadata.date)}>
                    {germanDate(post.metadata.date)}
                  </time>
                  <Link to={post.metadata.permalink}>{post.metadata.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
