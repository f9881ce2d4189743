import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** For `<Page className>` of a legal page: room above the headline. */
export const legalPageClassName = styles.legalPage;

/** A readable column for long legal text: line length, spacing between sections, lists. */
export function LegalText({className, children}: {readonly className?: string; readonly children: ReactNode}): ReactNode {
  return <div className={clsx(styles.legalText, className)}>{children}</div>;
}

/** A link that leaves the site: new tab, no opener and no referrer. */
export function ExternalLink({href, children}: {readonly href: string; readonly children: ReactNode}): ReactNode {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
