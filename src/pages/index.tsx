import type {ReactNode} from 'react';
import {Page} from '@site/src/components/Page';
import {studio} from '@site/src/data/studio';

export default function HomePage(): ReactNode {
  return (
    <Page
      title={`${studio.studioName} in Berlin-${studio.address.district}`}
      description="Gesichtsbehandlungen, Aqua Facial, Permanent Make-up und Wimpernverlängerung in ruhiger, grüner Lage in Berlin Steglitz-Zehlendorf."
      keywords={['Kosmetikstudio Berlin', 'Kosmetik Steglitz', 'Kosmetik Zehlendorf', 'Permanent Make-up Berlin', 'Aqua Facial', 'Wimpernverlängerung']}>
      <div className="site-container">
        <h1 className="site-underlined">Ihr Kosmetikstudio in Berlin Steglitz</h1>
      </div>
    </Page>
  );
}
