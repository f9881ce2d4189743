import type {ReactNode} from 'react';
import {Page} from '@site/src/components/Page';
import {legalPageClassName} from '@site/src/components/LegalText';
import {privacy} from '@site/src/data/pages.yml';
import {studio} from '@site/src/data/studio.yml';
import {legal} from '@site/src/data/legal.yml';
import {PrivacyDetails} from './_components/PrivacyDetails';

export default function PrivacyPage(): ReactNode {
  return (
    <Page
      className={legalPageClassName}
      title={privacy.title}
      description={privacy.description}
      keywords={privacy.keywords}>
      <div className="site-container">
        <h1 className="site-underlined">Datenschutzerklärung</h1>
        <PrivacyDetails studio={studio} legal={legal} />
      </div>
    </Page>
  );
}
