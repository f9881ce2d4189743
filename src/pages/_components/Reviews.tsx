import type {ReactNode} from 'react';
import clsx from 'clsx';
import {Carousel} from '@site/src/components/Carousel';
import {RatingWidget} from '@site/src/components/RatingWidget';
import {Stars} from '@site/src/components/Stars';
import {SectionHeading} from './SectionHeading';
import styles from './styles.module.css';
import {useContent, type SiteData} from '@site/src/data/content';

export function ReviewCard({
  review,
}: {
  readonly review: SiteData['reviews']['reviews'][number];
}): ReactNode {
  return (
    <article className={styles.reviewCard}>
      <Stars value={review.stars} />
      <p className={styles.reviewer}>{review.name}</p>
      {review.text ? <p className={styles.reviewText}>{review.text}</p> : null}
      <p className={styles.serviceTag}>{review.service}</p>
    </article>
  );
}

export function Reviews(): ReactNode {
  const {
    home: {reviews: reviewsSection},
    reviews: {asOfLabel, notice, reviews, summary},
    studio,
  } = useContent();
  return (
    <section className={clsx('site-container', styles.section)} aria-labelledby="reviews-heading">
      <SectionHeading id="reviews-heading">{reviewsSection.heading}</SectionHeading>
      <RatingWidget
        summary={summary}
        label={reviewsSection.ratingLabel}
        href={studio.social.treatwell}
      />
      <Carousel
        items={reviews}
        label="Kundenbewertungen"
        previousLabel="Vorherige Bewertungen"
        nextLabel="Nächste Bewertungen"
        getKey={(review) => `${review.name}|${review.date}|${review.stars}|${review.text ?? ''}`}
        renderItem={(review) => <ReviewCard review={review} />}
        className={styles.reviews}
      />
      <p className={styles.reviewSource}>
        Stand: {asOfLabel}. {notice}
      </p>
    </section>
  );
}
