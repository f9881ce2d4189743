import type {ReactNode} from 'react';
import {Page} from '@site/src/components/Page';
import {ResponsiveImage} from '@site/src/components/ResponsiveImage';
import {Video} from '@site/src/components/Video';
import {slugify} from '@site/src/lib/slug';
import styles from './styles.module.css';
import {useContent, type SiteData} from '@site/src/data/content';

/** One column on phones, two from 600px, three from 900px inside the 1200px container. */
const GRID_SIZES =
  '(min-width: 1200px) 366px, (min-width: 900px) calc((100vw - 6.5rem) / 3), (min-width: 600px) calc((100vw - 3.75rem) / 2), calc(100vw - 2.5rem)';

function GalleryMedia({
  item,
}: {
  readonly item: SiteData['gallery']['groups'][number]['items'][number];
}): ReactNode {
  if (item.type === 'video') {
    return <Video src={item.source} label={item.alt} sizes={GRID_SIZES} className={styles.media} />;
  }
  return (
    <ResponsiveImage
      src={item.source}
      alt={item.alt}
      sizes={GRID_SIZES}
      priority={!item.lazy}
      className={styles.media}
    />
  );
}

export default function GalleryPage(): ReactNode {
  const {
    gallery: {groups},
    pages: {gallery: meta},
  } = useContent();
  return (
    <Page title={meta.title} description={meta.description} keywords={meta.keywords}>
      <div className="site-container">
        <h1 className="site-underlined">{meta.headline}</h1>
        {/* One caption for all pictures: shown with consent, unedited, results vary (pages.yml). */}
        <p className={styles.note}>{meta.note}</p>
        {groups.map((group) => (
          <section
            key={group.title}
            className={styles.group}
            aria-labelledby={slugify(group.title)}>
            <h2 id={slugify(group.title)} className="site-underlined">
              {group.title}
            </h2>
            {/* Before/after groups: when the "after" pictures were taken (gallery.yml). */}
            {group.after && <p className={styles.after}>{group.after}</p>}
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
