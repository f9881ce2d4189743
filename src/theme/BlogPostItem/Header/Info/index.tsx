// Swizzled (ejected): the date comes from lib/date, the site's one German date format; the theme formats it with its own Intl formatter inside this component, which no wrapper or option reaches.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {germanDate} from '@site/src/lib/date';
import styles from './styles.module.css';

function ReadingTime({minutes}: {readonly minutes: number}): ReactNode {
  const {selectMessage} = usePluralForm();
  const rounded = Math.ceil(minutes);
  return selectMessage(
    rounded,
    translate(
      {
        id: 'theme.blog.post.readingTime.plurals',
        description: 'Pluralized label for "{readingTime} min read"',
        message: 'One min read|{readingTime} min read',
      },
      {readingTime: rounded},
    ),
  );
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{germanDate(date)}</time>
      {readingTime !== undefined && (
        <>
          {' · '}
          <ReadingTime minutes={readingTime} />
        </>
      )}
    </div>
  );
}
