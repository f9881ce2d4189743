import type {ReactNode} from 'react';
import {Page} from '@site/src/components/Page';

export default function CooperationPage(): ReactNode {
  return (
    <Page
      title="Kooperationen & Partner"
      description="Kosmetikhersteller und Spa-Hotels: Schlagen Sie mir eine Kooperation vor. Ich arbeite nur mit Marken, die meine Qualitätsansprüche erfüllen."
      keywords={['Kooperation Kosmetikstudio', 'Kosmetikmarke Partner', 'Spa-Hotel Kooperation', 'Berlin Kosmetik']}>
      <div className="site-container">
        <h1 className="site-underlined">Kooperationen mit Kosmetikmarken und Spa-Hotels</h1>
      </div>
    </Page>
  );
}
