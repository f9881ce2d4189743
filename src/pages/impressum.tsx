import type {ReactNode} from 'react';
import {Page} from '@site/src/components/Page';
import {legalPageClassName} from '@site/src/components/LegalText';
import {studio} from '@site/src/data/studio';
import {ImprintDetails} from './impressum/_components/ImprintDetails';

export default function ImprintPage(): ReactNode {
  return (
    <Page
      className={legalPageClassName}
      title="Impressum & Kontaktdaten"
      description="Impressum des Kosmetikstudios: Anbieterin, Anschrift in Berlin, Telefon und E-Mail sowie Hinweise zur Haftung für Inhalte und Links."
      keywords={['Impressum', 'Kosmetikstudio Berlin', 'Anbieterkennzeichnung']}>
      <div className="site-container">
        <h1 className="site-underlined">Impressum</h1>
        <ImprintDetails studio={studio} />
      </div>
    </Page>
  );
}
