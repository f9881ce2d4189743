import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ResponsiveImage} from '@site/src/components/ResponsiveImage';
import {SectionHeading} from './SectionHeading';
import styles from './styles.module.css';
import {useContent} from '@site/src/data/content';

export function SalonInfo(): ReactNode {
  const {salon} = useContent().home;
  return (
    <section className={clsx('site-container', styles.section)} aria-labelledby="salon-heading">
      <SectionHeading id="salon-heading">{salon.heading}</SectionHeading>
      <ul className={styles.salonGrid}>
        {salon.cards.map((card) => (
          <li key={card.title} className={styles.salonCard}>
            <ResponsiveImage
              src={card.image}
              alt={card.alt}
              sizes="(min-width: 900px) 360px, (min-width: 600px) 45vw, 100vw"
              className={styles.cardImage}
            />
            <h3 className={styles.cardTitle}>{card.title}</h3>
            <p>{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
