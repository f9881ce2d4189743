import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {ResponsiveImage} from '@site/src/components/ResponsiveImage';
import {SectionHeading} from './SectionHeading';
import styles from './styles.module.css';
import {useContent} from '@site/src/data/content';

export function Services(): ReactNode {
  const {services} = useContent().home;
  return (
    <section className={clsx('site-container', styles.section)} aria-labelledby="services-heading">
      <SectionHeading id="services-heading">{services.heading}</SectionHeading>
      <p className={styles.sectionText}>{services.text}</p>
      <ul className={styles.serviceGrid}>
        {services.cards.map((service) => (
          <li key={service.title} className={styles.serviceCard}>
            <ResponsiveImage
              src={service.image}
              alt={service.alt}
              sizes="(min-width: 1200px) 370px, (min-width: 900px) 30vw, (min-width: 600px) 45vw, 100vw"
              className={styles.cardImage}
            />
            {service.label && <p className={styles.badge}>{service.label}</p>}
            <h3 className={styles.cardTitle}>{service.title}</h3>
            <p className={styles.priceNote}>{service.priceNote}</p>
            {/* Permanent make-up: whether the touch-up is included or costs extra (prices.yml). */}
            {service.touchUpNote && <p className={styles.touchUpNote}>{service.touchUpNote}</p>}
            {/* An offer label states what the offer is and until when (home.yml). */}
            {service.labelNote && (
              <p className={styles.labelNote}>
                {service.label}: {service.labelNote}
              </p>
            )}
          </li>
        ))}
        <li className={clsx(styles.serviceCard, styles.moreCard)}>
          <h3 className={styles.cardTitle}>
            <Link to={services.more.link} className={styles.moreLink}>
              {services.more.title}
            </Link>
          </h3>
          <p>{services.more.text}</p>
        </li>
      </ul>
    </section>
  );
}
