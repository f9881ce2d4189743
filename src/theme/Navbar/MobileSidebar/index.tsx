// Swizzled (ejected): our menu is a native modal <dialog> that switches at the spec's 992px.
import {useEffect, type ReactNode, type RefObject} from 'react';
import {Dialog} from '@site/src/components/Dialog';
import {NavLinks} from '@site/src/components/NavLinks';
import {mainNavigation} from '@site/src/data/navigation';
import {desktopNavigationQuery} from '@site/src/lib/breakpoints';
import styles from './styles.module.css';

export const MOBILE_SIDEBAR_ID = 'site-mobile-menu';

export interface MobileSidebarProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * Closes the menu the native way, so it also closes when it was opened before hydration; the
 * dialog's close event then updates React's state and returns focus to the menu button.
 */
function closeMenu(): void {
  (document.getElementById(MOBILE_SIDEBAR_ID) as HTMLDialogElement | null)?.close();
}

export default function MobileSidebar({
  open,
  onClose,
  returnFocusRef,
}: MobileSidebarProps): ReactNode {
  // Close when the window grows past 992px, where the header shows the links itself.
  useEffect(() => {
    const query = window.matchMedia(desktopNavigationQuery);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) {
        closeMenu();
      }
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <Dialog
      id={MOBILE_SIDEBAR_ID}
      open={open}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      className={styles.sidebar}
      aria-label="Menü">
      <div className={styles.top}>
        <button
          type="button"
          className="site-icon-button"
          aria-label="Menü schließen"
          commandfor={MOBILE_SIDEBAR_ID}
          command="close"
          onClick={(event) => {
            event.preventDefault();
            closeMenu();
          }}>
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
        <NavLinks
          links={mainNavigation}
          className={styles.links}
          linkClassName={styles.link}
          onNavigate={closeMenu}
        />
      </nav>
    </Dialog>
  );
}
