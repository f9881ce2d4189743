import type {ReactNode} from 'react';
import {Page} from '@site/src/components/Page';
import {legalPageClassName} from '@site/src/components/LegalText';
import {imprint} from '@site/src/data/pages.yml';
import {studio} from '@site/src/data/studio.yml';
import {legal} from '@site/src/data/legal.yml';
import {ImprintDetails} from './_components/ImprintDetails';

export default function ImprintPage(): ReactNode {
  return (
    <Page
      className={legalPageClassName}
      title={imprint.title}
      description={imprint.description}
      keywords={imprint.keywords}>
      <div className="site-container">
        <h1 className="site-underlined">Impressum</h1>
        <ImprintDetails studio={studio} legal={legal} />
      </div>
    </Page>
  );
}
