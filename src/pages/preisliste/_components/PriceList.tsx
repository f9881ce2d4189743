import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {PriceCategories} from '@site/src/data/content';
import {ServiceItem} from './ServiceItem';
import {keepDashWithPrecedingWord} from './text';
import styles from './styles.module.css';

/**
 * The categories as h2 sections, each with its treatments (h3) in a list. A treatment's dialog is
 * named by its place on the page (`info-7`): its id stands five times in the HTML, and the
 * treatment's own id (category and title, up to 90 characters) there would cost ~0.5 KB of
 * brotli, enough to push the page out of TCP's first round trip (~14 KB) and so delay its first
 * paint.
 */
export function PriceList({categories}: {readonly categories: PriceCategories}): ReactNode {
  const place = new Map(
    categories.flatMap((category) => category.services).map(({id}, index) => [id, index + 1]),
  );
  return (
    <div className={styles.priceList}>
      {categories.map((category) => (
        <section key={category.id} className={styles.category} aria-labelledby={category.id}>
          <h2 id={category.id} className={clsx('site-underlined', styles.categoryTitle)}>
            {keepDashWithPrecedingWord(category.title)}
          </h2>
          <ul className={styles.services}>
            {category.services.map((service) => (
              <ServiceItem
                key={service.id}
                service={service}
                dialogId={`info-${place.get(service.id)}`}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
