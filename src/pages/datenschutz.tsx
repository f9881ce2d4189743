import type {ReactNode} from 'react';
import {Page} from '@site/src/components/Page';
import {legalPageClassName} from '@site/src/components/LegalText';
import {studio} from '@site/src/data/studio';
import {PrivacyDetails} from './datenschutz/_components/PrivacyDetails';

export default function PrivacyPage(): ReactNode {
  return (
    <Page
      className={legalPageClassName}
      title="Datenschutzerklärung"
      description="Keine Cookies, kein Tracking, keine Formulare: Wie diese Website mit Ihren Daten umgeht und welche Rechte Sie haben."
      keywords={['Datenschutz', 'Datenschutzerklärung', 'DSGVO', 'ohne Cookies']}>
      <div className="site-container">
        <h1 className="site-underlined">Datenschutzerklärung</h1>
        <PrivacyDetails studio={studio} />
      </div>
    </Page>
  );
}
