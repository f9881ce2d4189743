import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** For `<Page className>` of a legal page: room above the headline. */
export const legalPageClassName = styles.legalPage;

/** A readable column for long legal text: line length, spacing between sections, lists. */
export function LegalText({
  className,
  children,
}: {
  readonly className?: string;
  readonly children: ReactNode;
}): ReactNode {
  return <div className={clsx(styles.legalText, className)}>{children}</div>;
}
