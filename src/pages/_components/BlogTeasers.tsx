import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {ResponsiveImage} from '@site/src/components/ResponsiveImage';
import {useBlogPreviews} from '@site/src/components/BlogPreviews/useBlogPreviews';
import {SectionHeading} from './SectionHeading';
import styles from './styles.module.css';
import {useContent} from '@site/src/data/content';

export function BlogTeasers(): ReactNode {
  const {blog} = useContent().home;
  const posts = useBlogPreviews();
  return (
    <section className={clsx('site-container', styles.section)} aria-labelledby="blog-heading">
      <SectionHeading id="blog-heading">{blog.heading}</SectionHeading>
      <ul className={styles.blogGrid}>
        {posts.map((post) => (
          <li key={post.link} className={styles.blogCard}>
            <ResponsiveImage
              src={post.imageSource}
              alt={post.alternativeText}
              sizes="(min-width: 900px) 560px, 100vw"
              className={styles.cardImage}
            />
            <h3 className={styles.cardTitle}>{post.postHeadline}</h3>
            <p>{post.previewText}</p>
            <Link to={post.link} className={styles.readMore}>
              {blog.readMore}
              <span className="site-visually-hidden">: {post.postHeadline}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.center}>
        <Link to={blog.allPosts.target}>{blog.allPosts.text}</Link>
      </p>
    </section>
  );
}
