import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type {NavigationLink} from '@site/src/data/navigation';
import styles from './styles.module.css';

export interface NavLinksProps {
  readonly links: readonly NavigationLink[];
  readonly className?: string;
  readonly linkClassName?: string;
}

/**
 * A list of internal links. The link of the current page gets the highlight class and
 * aria-current="page" (react-router's NavLink sets both, also in the prerendered HTML).
 */
export function NavLinks({links, className, linkClassName}: NavLinksProps): ReactNode {
  return (
    <ul className={clsx(styles.list, className)}>
      {links.map((link) => (
        <li key={link.target}>
          <Link
            to={link.target}
            isNavLink
            exact
            className={clsx(styles.link, linkClassName)}
            activeClassName={styles.active}>
            {link.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}
