import type {ReactNode} from 'react';
import {Page} from '@site/src/components/Page';

export default function PriceListPage(): ReactNode {
  return (
    <Page
      title="Preise & Behandlungen"
      description="Alle Preise für Gesichtsbehandlungen, Aqua Facial, Permanent Make-up, Wimpern, Augenbrauen und Nägel in Berlin-Zehlendorf."
      keywords={['Kosmetik Preise Berlin', 'Preisliste Kosmetikstudio', 'Aqua Facial Preis', 'Permanent Make-up Preis', 'Wimpernverlängerung Preis']}>
      <div className="site-container">
        <h1 className="site-underlined">Kosmetikbehandlungen und Preisliste</h1>
      </div>
    </Page>
  );
}
