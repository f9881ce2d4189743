/** The sections of the home page, in the spec's order. Page-only parts: not reused elsewhere. */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {Carousel} from '@site/src/components/Carousel';
import {ExternalLink} from '@site/src/components/ExternalLink';
import {PhoneLink} from '@site/src/components/PhoneLink';
import {RatingWidget} from '@site/src/components/RatingWidget';
import {ResponsiveImage} from '@site/src/components/ResponsiveImage';
import {Stars} from '@site/src/components/Stars';
import {Video} from '@site/src/components/Video';
import {useBlogPreviews} from '@site/src/components/BlogPreviews/useBlogPreviews';
import {useMediaQuery} from '@site/src/hooks/useMediaQuery';
import {blogSection, hero, permanentMakeupBanner, reviewsSection, salonSection, servicesSection, socialSection} from '@site/src/data/home';
import {homeServices, homeServicesMore} from '@site/src/data/homeServices';
import {introSections} from '@site/src/data/intro';
import {ratingSummary} from '@site/src/data/ratings';
import {reviews, reviewSource} from '@site/src/data/reviews';
import {salonInfo} from '@site/src/data/salonInfo';
import {socialCards} from '@site/src/data/social';
import {studio} from '@site/src/data/studio';
import type {Review, SocialMediaCard} from '@site/src/data/types';
import {reviewCarouselMeasures} from '@site/src/lib/carousel';
import {REVIEWS_NARROW_MAX_WIDTH} from '@site/src/lib/breakpoints';
import styles from './home.module.css';

function SectionHeading({id, children}: {readonly id: string; readonly children: ReactNode}): ReactNode {
  return (
    <h2 id={id} className={clsx('site-underlined', 'site-underlined--center', styles.sectionHeading)}>
      {children}
    </h2>
  );
}

export function Hero(): ReactNode {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <ResponsiveImage
        src={hero.image}
        alt={hero.alternativeText}
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

export function Intro(): ReactNode {
  return (
    <div className={clsx('site-container', styles.intro)}>
      {introSections.map((section, index) => (
        <section key={section.title} className={clsx(styles.introSection, index % 2 === 1 && styles.introReversed)} aria-labelledby={`intro-${index}`}>
          <div className={styles.introText}>
            <h2 id={`intro-${index}`} className="site-underlined">
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          {section.image && (
            <ResponsiveImage
              src={section.image}
              alt={section.alternativeText ?? ''}
              sizes="(min-width: 900px) 40vw, 100vw"
              className={styles.introImage}
            />
          )}
        </section>
      ))}
    </div>
  );
}

export function Services(): ReactNode {
  return (
    <section className={clsx('site-container', styles.section)} aria-labelledby="services-heading">
      <SectionHeading id="services-heading">{servicesSection.heading}</SectionHeading>
      <p className={styles.sectionText}>{servicesSection.text}</p>
      <ul className={styles.serviceGrid}>
        {homeServices.map((service) => (
          <li key={service.title} className={styles.serviceCard}>
            <ResponsiveImage
              src={service.image}
              alt={service.alternativeText}
              sizes="(min-width: 1200px) 370px, (min-width: 900px) 30vw, (min-width: 600px) 45vw, 100vw"
              className={styles.cardImage}
            />
            {service.label && <p className={styles.badge}>{service.label}</p>}
            <h3 className={styles.cardTitle}>{service.title}</h3>
            <p className={styles.priceNote}>{service.priceNote}</p>
          </li>
        ))}
        <li className={clsx(styles.serviceCard, styles.moreCard)}>
          <h3 className={styles.cardTitle}>
            <Link to={homeServicesMore.link} className={styles.moreLink}>
              {homeServicesMore.title}
            </Link>
          </h3>
          <p>{homeServicesMore.text}</p>
        </li>
      </ul>
    </section>
  );
}

export function PermanentMakeupBanner(): ReactNode {
  return (
    <section className={styles.banner} aria-labelledby="pmu-heading">
      <ResponsiveImage
        src={permanentMakeupBanner.image}
        alt={permanentMakeupBanner.alternativeText}
        sizes="(min-width: 900px) 50vw, 100vw"
        className={styles.bannerImage}
      />
      <div className={styles.bannerText}>
        <h2 id="pmu-heading">{permanentMakeupBanner.heading}</h2>
        <p>{permanentMakeupBanner.text}</p>
        <PhoneLink className={styles.bannerButton}>
          <span>
            {permanentMakeupBanner.callToAction}: <span className="site-nowrap">{studio.phone.display}</span>
          </span>
        </PhoneLink>
      </div>
    </section>
  );
}

export function BlogTeasers(): ReactNode {
  const posts = useBlogPreviews();
  return (
    <section className={clsx('site-container', styles.section)} aria-labelledby="blog-heading">
      <SectionHeading id="blog-heading">{blogSection.heading}</SectionHeading>
      <ul className={styles.blogGrid}>
        {posts.map((post) => (
          <li key={post.link} className={styles.blogCard}>
            <ResponsiveImage
              src={post.imageSource}
              alt={post.alternativeText}
              sizes="(min-width: 900px) 560px, 100vw"
              className={styles.cardImage}
            />
            <h3 className={styles.cardTitle}>{post.postHeadline}</h3>
            <p>{post.previewText}</p>
            <Link to={post.link} className={styles.readMore}>
              {blogSection.readMore}
              <span className="site-visually-hidden">: {post.postHeadline}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.center}>
        <Link to={blogSection.allPosts.target}>{blogSection.allPosts.text}</Link>
      </p>
    </section>
  );
}

export function SalonInfo(): ReactNode {
  return (
    <section className={clsx('site-container', styles.section)} aria-labelledby="salon-heading">
      <SectionHeading id="salon-heading">{salonSection.heading}</SectionHeading>
      <ul className={styles.salonGrid}>
        {salonInfo.map((card) => (
          <li key={card.title} className={styles.salonCard}>
            <ResponsiveImage
              src={card.image}
              alt={card.alternativeText}
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

/** The platform a social link points to, for the link text. */
function platformName(link: string): string {
  if (link === studio.social.instagram) return 'Instagram';
  if (link === studio.social.facebook) return 'Facebook';
  if (link === studio.social.treatwell) return 'Treatwell';
  return new URL(link).hostname.replace(/^www\./, '');
}

function SocialCard({card}: {readonly card: SocialMediaCard}): ReactNode {
  return (
    <figure className={styles.socialCard}>
      {card.type === 'video' ? (
        <Video src={card.source} label={card.alternativeText} sizes="320px" className={styles.socialMedia} />
      ) : (
        <ResponsiveImage src={card.source} alt={card.alternativeText} sizes="320px" className={styles.socialMedia} />
      )}
      <figcaption>
        <ExternalLink href={card.link} className={styles.socialLink}>
          Auf {platformName(card.link)} ansehen
        </ExternalLink>
      </figcaption>
    </figure>
  );
}

export function SocialStrip(): ReactNode {
  return (
    <section className={clsx('site-container', styles.section)} aria-labelledby="social-heading">
      <SectionHeading id="social-heading">{socialSection.heading}</SectionHeading>
      <p className={styles.sectionText}>{socialSection.text}</p>
      <Carousel
        items={socialCards}
        itemWidth={320}
        gap={15}
        width="100%"
        label="Beiträge aus den sozialen Medien"
        previousLabel="Vorherige Beiträge"
        nextLabel="Nächste Beiträge"
        getKey={(card) => card.source}
        renderItem={(card) => <SocialCard card={card} />}
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

function ReviewCard({review}: {readonly review: Review}): ReactNode {
  return (
    <article className={styles.reviewCard}>
      <Stars value={5} />
      <p className={styles.reviewer}>{review.user}</p>
      <p className={styles.reviewText}>{review.review}</p>
      <p className={styles.serviceTag}>{review.service}</p>
    </article>
  );
}

export function Reviews(): ReactNode {
  const narrow = useMediaQuery(`(max-width: ${REVIEWS_NARROW_MAX_WIDTH}px)`);
  const {itemWidth, gap} = reviewCarouselMeasures(narrow);
  return (
    <section className={clsx('site-container', styles.section)} aria-labelledby="reviews-heading">
      <SectionHeading id="reviews-heading">{reviewsSection.heading}</SectionHeading>
      <RatingWidget
        score={ratingSummary.score}
        counts={ratingSummary.counts}
        label={ratingSummary.label}
        href={studio.social.treatwell}
      />
      <Carousel
        items={reviews}
        itemWidth={itemWidth}
        gap={gap}
        width="70%"
        label="Kundenbewertungen"
        previousLabel="Vorherige Bewertungen"
        nextLabel="Nächste Bewertungen"
        getKey={(review) => review.user}
        renderItem={(review) => <ReviewCard review={review} />}
        className={styles.reviews}
      />
      <p className={styles.reviewSource}>{reviewSource.text}</p>
    </section>
  );
}
