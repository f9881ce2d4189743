import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import clsx from 'clsx';
import {LogoMark} from '@site/src/components/Logo';
import {NavLinks} from '@site/src/components/NavLinks';
import {PhoneLink} from '@site/src/components/PhoneLink';
import {mainNavigation} from '@site/src/data/navigation';
import {ClosureNotice} from '@site/src/components/ClosureNotice';
import {MOBILE_MENU_ID, MobileMenu} from '@site/src/components/MobileMenu';
import styles from './styles.module.css';
import {useContent} from '@site/src/data/content';

/** The phone line's label; the price list asks for an appointment explicitly. */
function appointmentLabel(pathname: string): string {
  return pathname === '/preisliste' ? 'Terminvereinbarung' : 'Termin vereinbaren';
}

/**
 * The site's header on every page (the theme's Navbar, src/theme/Navbar): the phone line, the logo,
 * the four links from 993px and the menu button below, and a closure's notice under it.
 */
export function SiteHeader(): ReactNode {
  const {studio} = useContent();
  const {pathname} = useLocation();

  return (
    <>
      {/* `navbar`: theme code (blog table of contents) measures the header by this class name. */}
      <header className={clsx('navbar', styles.header)}>
        <div className={styles.phoneLine}>
          <p className={clsx('site-container', styles.phoneLineInner)}>
            <span>{appointmentLabel(pathname)}:</span> <PhoneLink className={styles.phoneLink} />
          </p>
        </div>
        <div className={clsx('site-container', styles.bar)}>
          <Link to="/" className={styles.logo}>
            <LogoMark className={styles.logoMark} />
            <span className={styles.logoText}>{studio.studioName}</span>
          </Link>
          <nav className={styles.desktopNav} aria-label="Hauptnavigation">
            <NavLinks links={mainNavigation} />
          </nav>
          <button
            type="button"
            className={clsx('site-icon-button', styles.menuButton)}
            aria-label="Menü öffnen"
            aria-haspopup="dialog"
            aria-controls={MOBILE_MENU_ID}
            // The invoker command opens the menu natively, without script (the dialog island adds
            // it for browsers without invoker commands). With `command`, the browser itself exposes
            // the expanded state; HTML forbids aria-expanded here.
            commandfor={MOBILE_MENU_ID}
            command="show-modal">
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path
                d="M3 6h18M3 12h18M3 18h18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <MobileMenu />
      </header>
      {/* Under the header on every page, outside its landmark: a closure that is near. */}
      <ClosureNotice />
    </>
  );
}
