import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {PhoneLink} from '@site/src/components/PhoneLink';
import {ResponsiveImage} from '@site/src/components/ResponsiveImage';
import styles from './styles.module.css';
import {useContent} from '@site/src/data/content';

export function Hero(): ReactNode {
  const {
    home: {hero},
    studio,
  } = useContent();
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <ResponsiveImage
        src={hero.image}
        alt={hero.alt}
        priority
        sizes="(min-width: 900px) 55vw, 100vw"
        className={styles.heroImage}
      />
      <div className={styles.heroText}>
        <h1 id="hero-heading" className="site-underlined">
          {hero.headline}
        </h1>
        <p className={styles.lead}>{hero.text}</p>
        <p className={styles.actions}>
          <PhoneLink className={styles.primaryButton}>
            <span>
              {hero.callToAction}: <span className="site-nowrap">{studio.phone.display}</span>
            </span>
          </PhoneLink>
          <Link className={styles.secondaryButton} to={hero.secondaryLink.target}>
            {hero.secondaryLink.text}
          </Link>
        </p>
      </div>
    </section>
  );
}
