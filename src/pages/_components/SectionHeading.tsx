import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export function SectionHeading({
  id,
  children,
}: {
  readonly id: string;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <h2
      id={id}
      className={clsx('site-underlined', 'site-underlined--center', styles.sectionHeading)}>
      {children}
    </h2>
  );
}
