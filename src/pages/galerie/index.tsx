import type {ReactNode} from 'react';
import {Page} from '@site/src/components/Page';
import {ResponsiveImage} from '@site/src/components/ResponsiveImage';
import {Video} from '@site/src/components/Video';
import {galleryGroups} from '@site/src/data/gallery';
import type {GalleryItem} from '@site/src/data/types';
import styles from './styles.module.css';

/** One column on phones, two from 600px, three from 900px inside the 1200px container. */
const GRID_SIZES =
  '(min-width: 1200px) 366px, (min-width: 900px) calc((100vw - 6.5rem) / 3), (min-width: 600px) calc((100vw - 3.75rem) / 2), calc(100vw - 2.5rem)';

function GalleryMedia({item}: {readonly item: GalleryItem}): ReactNode {
  if (item.type === 'video') {
    return <Video src={item.source} label={item.alternativeText} sizes={GRID_SIZES} className={styles.media} />;
  }
  return (
    <ResponsiveImage
      src={item.source}
      alt={item.alternativeText}
      sizes={GRID_SIZES}
      priority={!item.lazyLoading}
      className={styles.media}
    />
  );
}

export default function GalleryPage(): ReactNode {
  return (
    <Page
      title="Galerie: Vorher & Nachher"
      description="Vorher-Nachher-Bilder und Videos: Permanent Make-up für Augenbrauen, Lippen und Lidstrich sowie Microneedling mit Lichttherapie."
      keywords={['Permanent Make-up Vorher Nachher', 'Microblading Berlin', 'Lippenpigmentierung', 'Microneedling', 'Galerie Kosmetikstudio']}>
      <div className="site-container">
        <h1 className="site-underlined">Sichtbare Ergebnisse, die für sich sprechen – meine Galerie</h1>
        {galleryGroups.map((group) => (
          <section key={group.title} className={styles.group} aria-labelledby={slug(group.title)}>
            <h2 id={slug(group.title)} className="site-underlined">
              {group.title}
            </h2>
            <ul className={styles.grid}>
              {group.items.map((item) => (
                <li key={item.source} className={styles.item}>
                  <GalleryMedia item={item} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Page>
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
