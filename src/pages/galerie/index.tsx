import type {ReactNode} from 'react';
import {Page} from '@site/src/components/Page';

export default function GalleryPage(): ReactNode {
  return (
    <Page
      title="Galerie: Vorher & Nachher"
      description="Vorher-Nachher-Bilder und Videos: Permanent Make-up für Augenbrauen, Lippen und Lidstrich sowie Microneedling mit Lichttherapie."
      keywords={['Permanent Make-up Vorher Nachher', 'Microblading Berlin', 'Lippenpigmentierung', 'Microneedling', 'Galerie Kosmetikstudio']}>
      <div className="site-container">
        <h1 className="site-underlined">Sichtbare Ergebnisse, die für sich sprechen – meine Galerie</h1>
      </div>
    </Page>
  );
}
