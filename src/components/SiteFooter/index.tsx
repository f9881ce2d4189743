import type {ReactNode} from 'react';
import clsx from 'clsx';
import {NavLinks} from '@site/src/components/NavLinks';
import {PhoneLink} from '@site/src/components/PhoneLink';
import {ClosureWindow} from '@site/src/components/ClosureNotice';
import {legalNavigation} from '@site/src/data/navigation';
import styles from './styles.module.css';
import {useContent} from '@site/src/data/content';

/**
 * The site's footer on every page (the theme's Footer, src/theme/Footer): address, opening hours
 * (and a closure's line), phone, legal links.
 */
export function SiteFooter(): ReactNode {
  const {studio} = useContent();
  return (
    <footer className={styles.footer}>
      <div className={clsx('site-container', styles.columns)}>
        <section aria-labelledby="footer-address">
          <h2 id="footer-address" className={styles.heading}>
            Adresse
          </h2>
          <address className={styles.address}>
            {studio.studioName}
            <br />
            {studio.address.street}
            <br />
            {studio.address.postalCode} {studio.address.city}-{studio.address.district}
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={styles.heading}>
            Öffnungszeiten
          </h2>
          <dl className={styles.hours}>
            {studio.openingHours.map((entry) => (
              <div key={entry.days} className={styles.hoursRow}>
                <dt>{entry.days}</dt>
                <dd>{entry.hours}</dd>
              </div>
            ))}
          </dl>
          {studio.closures.map((closure) => (
            <ClosureWindow key={`${closure.from}-${closure.to}`} closure={closure}>
              <p className={styles.closed}>{`Geschlossen ${closure.period}`}</p>
            </ClosureWindow>
          ))}
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Kontakt
          </h2>
          <p className={styles.contact}>
            Termine telefonisch unter
            <br />
            <PhoneLink className={styles.phone} />
          </p>
        </section>
      </div>
      <div className={styles.bottom}>
        <div className={clsx('site-container', styles.bottomInner)}>
          <p className={styles.copyright}>{studio.copyright}</p>
          <nav aria-label="Rechtliches">
            <NavLinks
              links={legalNavigation}
              className={styles.legalLinks}
              linkClassName={styles.legalLink}
            />
          </nav>
        </div>
      </div>
    </footer>
  );
}
