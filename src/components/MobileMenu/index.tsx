import type {ReactNode} from 'react';
import {Dialog} from '@site/src/components/Dialog';
import {NavLinks} from '@site/src/components/NavLinks';
import {mainNavigation} from '@site/src/data/navigation';
import {desktopNavigationQuery} from '@site/src/lib/breakpoints';
import styles from './styles.module.css';

export const MOBILE_MENU_ID = 'site-mobile-menu';

/**
 * The header's menu below 993px (the spec's mobile sidebar): a native modal <dialog> that the
 * header's menu button opens and its close button closes (invoker commands, no script needed).
 * The island closes it on a link click and when the window grows past 992px, where the header
 * shows the links itself.
 */
export function MobileMenu(): ReactNode {
  return (
    <Dialog
      id={MOBILE_MENU_ID}
      className={styles.sidebar}
      closeOnLink
      closeMedia={desktopNavigationQuery}
      aria-label="Menü">
      <div className={styles.top}>
        <button
          type="button"
          className="site-icon-button"
          aria-label="Menü schließen"
          commandfor={MOBILE_MENU_ID}
          command="close">
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
            <path
              d="M5 5l14 14M19 5L5 19"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      <nav aria-label="Hauptnavigation (Menü)">
        <NavLinks links={mainNavigation} className={styles.links} linkClassName={styles.link} />
      </nav>
    </Dialog>
  );
}
