import type {ReactNode} from 'react';
import clsx from 'clsx';
import {Carousel} from '@site/src/components/Carousel';
import {ExternalLink} from '@site/src/components/ExternalLink';
import {ResponsiveImage} from '@site/src/components/ResponsiveImage';
import {Video} from '@site/src/components/Video';
import {SectionHeading} from './SectionHeading';
import styles from './styles.module.css';
import {useContent, type SiteData} from '@site/src/data/content';

function SocialCard({
  card,
}: {
  readonly card: SiteData['home']['social']['cards'][number];
}): ReactNode {
  return (
    <figure className={styles.socialCard}>
      {card.type === 'video' ? (
        <Video src={card.source} label={card.alt} sizes="320px" className={styles.socialMedia} />
      ) : (
        <ResponsiveImage
          src={card.source}
          alt={card.alt}
          sizes="320px"
          className={styles.socialMedia}
        />
      )}
      <figcaption>
        <ExternalLink href={card.link} className={styles.socialLink}>
          Auf {card.platform} ansehen
        </ExternalLink>
      </figcaption>
    </figure>
  );
}

export function SocialStrip(): ReactNode {
  const {
    home: {social},
    studio,
  } = useContent();
  return (
    <section className={clsx('site-container', styles.section)} aria-labelledby="social-heading">
      <SectionHeading id="social-heading">{social.heading}</SectionHeading>
      <p className={styles.sectionText}>{social.text}</p>
      <Carousel
        items={social.cards}
        label="Beiträge aus den sozialen Medien"
        previousLabel="Vorherige Beiträge"
        nextLabel="Nächste Beiträge"
        getKey={(card) => card.source}
        renderItem={(card) => <SocialCard card={card} />}
        className={styles.socialCarousel}
      />
      <p className={styles.socialButtons}>
        <ExternalLink href={studio.social.facebook} className={styles.secondaryButton}>
          Facebook
        </ExternalLink>
        <ExternalLink href={studio.social.instagram} className={styles.secondaryButton}>
          Instagram
        </ExternalLink>
      </p>
    </section>
  );
}
