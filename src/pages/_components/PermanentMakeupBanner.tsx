import type {ReactNode} from 'react';
import {PhoneLink} from '@site/src/components/PhoneLink';
import {ResponsiveImage} from '@site/src/components/ResponsiveImage';
import styles from './styles.module.css';
import {useContent} from '@site/src/data/content';

export function PermanentMakeupBanner(): ReactNode {
  const {
    home: {banner},
    studio,
  } = useContent();
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
