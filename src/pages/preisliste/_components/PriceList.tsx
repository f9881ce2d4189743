import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {PriceCategories} from '@site/src/data/content';
import {ServiceItem} from './ServiceItem';
import {keepDashWithPrecedingWord} from './text';
import styles from './styles.module.css';

/** The categories as h2 sections, each with its treatments (h3) in a list. */
export function PriceList({categories}: {readonly categories: PriceCategories}): ReactNode {
  return (
    <div className={styles.priceList}>
      {categories.map((category) => (
        <section key={category.id} className={styles.category} aria-labelledby={category.id}>
          <h2 id={category.id} className={clsx('site-underlined', styles.categoryTitle)}>
            {keepDashWithPrecedingWord(category.title)}
          </h2>
          <ul className={styles.services}>
            {category.services.map((service) => (
              <ServiceItem key={service.id} service={service} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
