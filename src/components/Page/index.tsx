import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface PageProps {
  /** The page's own title; the studio name is added where it fits (see lib/pageTitle). */
  readonly title: string;
  /** At most 150 characters. */
  readonly description: string;
  readonly keywords: readonly string[];
  readonly noIndex?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * Every page's frame: layout, title, description, keywords and (through the theme) the
 * canonical URL. Content rules are checked in development (clientModules/contentRuleWarnings)
 * and on every built page (tests/e2e/content-rules.spec.ts).
 */
export function Page({
  title,
  description,
  keywords,
  noIndex,
  className,
  children,
}: PageProps): ReactNode {
  return (
    <Layout title={title} description={description}>
      {keywords.length > 0 && <PageMetadata keywords={[...keywords]} />}
      {noIndex && (
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
      )}
      <main className={clsx(styles.main, className)}>{children}</main>
    </Layout>
  );
}
