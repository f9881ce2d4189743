// Swizzled (ejected): one centred reading column in the site's container; no sidebar, no table of contents.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import type {Props} from '@theme/BlogLayout';
import styles from './styles.module.css';

export default function BlogLayout({sidebar: _sidebar, toc: _toc, children, ...layoutProps}: Props): ReactNode {
  return (
    <Layout {...layoutProps}>
      <main className={styles.main}>
        <div className={clsx('site-container', styles.column)}>{children}</div>
      </main>
    </Layout>
  );
}
