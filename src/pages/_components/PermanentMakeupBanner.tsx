import type {ReactNode} from 'react';
import {PhoneLink} from '@site/src/components/PhoneLink';
import {ResponsiveImage} from '@site/src/components/ResponsiveImage';
import {banner} from '@site/src/data/home.yml';
import {studio} from '@site/src/data/studio.yml';
import styles from './styles.module.css';

export function PermanentMakeupBanner(): ReactNode {
  return (
    <section className={styles.banner} aria-labelledby="pmu-heading">
      <ResponsiveImage
        src={banner.image}
        alt={banner.alt}
        sizes="(min-width: 900px) 50vw, 100vw"
        className={styles.bannerImage}
      />
      <div className={styles.bannerText}>
        <h2 id="pmu-heading">{banner.heading}</h2>
        <p>{banner.text}</p>
        <PhoneLink className={styles.bannerButton}>
          <span>
            {banner.callToAction}: <span className="site-nowrap">{studio.phone.display}</span>
          </span>
        </PhoneLink>
      </div>
    </section>
  );
}
