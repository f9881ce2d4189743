import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import {useBlogMetadata} from '@docusaurus/plugin-content-blog/client';
import BlogLayout from '@theme/BlogLayout';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import SearchMetadata from '@theme/SearchMetadata';
import {postCount} from '@site/src/lib/blogTitles';
import styles from './styles.module.css';
import {useContent} from '@site/src/data/content';

/**
 * The blog's author page (/blog/authors, `blogAuthorsListComponent` in docusaurus.config.ts): the
 * plugin always creates it; for a one-person blog it is a short German page about the author.
 */
export default function BlogAuthorPage({authors, sidebar}: Props): ReactNode {
  const {blogAuthors} = useContent().pages;
  const {blogBasePath} = useBlogMetadata();
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogAuthorsListPage)}>
      <PageMetadata
        title={blogAuthors.title}
        description={blogAuthors.description}
        keywords={[...blogAuthors.keywords]}
      />
      <SearchMetadata tag="blog_authors_list" />
      <BlogLayout sidebar={sidebar}>
        <h1 className="site-underlined">{blogAuthors.title}</h1>
        <p className={styles.intro}>{blogAuthors.description}</p>
        {authors.map((author) => (
          <section key={author.key} className={styles.author}>
            <h2 translate="no">{author.name}</h2>
            {author.title && <p className={styles.role}>{author.title}</p>}
            <p>
              <Link to={blogBasePath}>{postCount(author.count)} im Beauty-Blog lesen</Link>
            </p>
          </section>
        ))}
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
