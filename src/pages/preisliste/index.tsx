import type {ReactNode} from 'react';
import clsx from 'clsx';
import {Page} from '@site/src/components/Page';
import {PhoneLink} from '@site/src/components/PhoneLink';
import {priceCategories} from '@site/src/data/prices';
import {PriceList} from './_components/PriceList';
import styles from './_components/styles.module.css';

export default function PriceListPage(): ReactNode {
  return (
    <Page
      title="Preise & Behandlungen"
      description="Alle Preise für Gesichtsbehandlungen, Aqua Facial, Permanent Make-up, Wimpern, Augenbrauen und Nägel in Berlin-Zehlendorf."
      keywords={['Kosmetik Preise Berlin', 'Preisliste Kosmetikstudio', 'Aqua Facial Preis', 'Permanent Make-up Preis', 'Wimpernverlängerung Preis']}>
      <div className={clsx('site-container', styles.page)}>
        <div className={styles.intro}>
          <h1 className="site-underlined">Kosmetikbehandlungen und Preisliste</h1>
          <p>
            Hier finden Sie alle Behandlungen meines Studios mit Preis und Dauer. Unter „Mehr erfahren“ beschreibe ich,
            was Sie bei der jeweiligen Behandlung erwartet und worauf Sie danach achten sollten.
          </p>
          <p>
            Ihren Termin vereinbaren Sie am einfachsten telefonisch unter <PhoneLink className={styles.phone} />. Alle
            Preise sind Endpreise in Euro.
          </p>
        </div>
        <PriceList categories={priceCategories} />
      </div>
    </Page>
  );
}
