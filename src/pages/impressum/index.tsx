import type {ReactNode} from 'react';
import {Page} from '@site/src/components/Page';
import {legalPageClassName} from '@site/src/components/LegalText';
import {ImprintDetails} from './_components/ImprintDetails';
import {useContent} from '@site/src/data/content';

export default function ImprintPage(): ReactNode {
  const {
    pages: {imprint},
    studio,
    legal,
  } = useContent();
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
