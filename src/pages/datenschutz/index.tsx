import type {ReactNode} from 'react';
import {Page} from '@site/src/components/Page';
import {legalPageClassName} from '@site/src/components/LegalText';
import {PrivacyDetails} from './_components/PrivacyDetails';
import {useContent} from '@site/src/data/content';

export default function PrivacyPage(): ReactNode {
  const {
    pages: {privacy},
    studio,
    legal,
  } = useContent();
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
