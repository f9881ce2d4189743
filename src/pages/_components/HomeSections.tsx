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
import {useContent, type SiteData} from '@site/src/data/content';
import {reviewCarouselMeasures} from '@site/src/lib/carousel';
import styles from './home.module.css';

function SectionHeading({
  id,
  children,
}: {
  readonly id: string;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <h2
      id={id}
      className={clsx('site-underlined', 'site-underlined--center', styles.sectionHeading)}>
      {children}
    </h2>
  );
}

export function Hero(): ReactNode {
  const {
    home: {hero},
    studio: {studio},
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

export function Intro(): ReactNode {
  const {intro} = useContent().home;
  return (
    <div className={clsx('site-container', styles.intro)}>
      {intro.map((section, index) => (
        <section
          key={section.title}
          className={clsx(styles.introSection, index % 2 === 1 && styles.introReversed)}
          aria-labelledby={`intro-${index}`}>
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
              alt={section.alt ?? ''}
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

export function PermanentMakeupBanner(): ReactNode {
  const {
    home: {banner},
    studio: {studio},
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

export function BlogTeasers(): ReactNode {
  const {blog} = useContent().home;
  const posts = useBlogPreviews();
  return (
    <section className={clsx('site-container', styles.section)} aria-labelledby="blog-heading">
      <SectionHeading id="blog-heading">{blog.heading}</SectionHeading>
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
              {blog.readMore}
              <span className="site-visually-hidden">: {post.postHeadline}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.center}>
        <Link to={blog.allPosts.target}>{blog.allPosts.text}</Link>
      </p>
    </section>
  );
}

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
    studio: {studio},
  } = useContent();
  return (
    <section className={clsx('site-container', styles.section)} aria-labelledby="social-heading">
      <SectionHeading id="social-heading">{social.heading}</SectionHeading>
      <p className={styles.sectionText}>{social.text}</p>
      <Carousel
        items={social.cards}
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

function ReviewCard({
  review,
}: {
  readonly review: SiteData['reviews']['reviews'][number];
}): ReactNode {
  return (
    <article className={styles.reviewCard}>
      <Stars value={review.stars} />
      <p className={styles.reviewer}>{review.name}</p>
      <p className={styles.reviewText}>{review.text}</p>
      <p className={styles.serviceTag}>{review.service}</p>
    </article>
  );
}

export function Reviews(): ReactNode {
  const {
    home: {reviews: reviewsSection},
    reviews: {asOfLabel, notice, reviews, summary},
    studio: {studio},
  } = useContent();
  // The spec's measures: CSS switches to the narrow ones at 480px or less (Carousel's styles).
  const {itemWidth, gap} = reviewCarouselMeasures(false);
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
        itemWidth={itemWidth}
        gap={gap}
        narrow={reviewCarouselMeasures(true)}
        width="70%"
        label="Kundenbewertungen"
        previousLabel="Vorherige Bewertungen"
        nextLabel="Nächste Bewertungen"
        getKey={(review) => `${review.name}|${review.text}`}
        renderItem={(review) => <ReviewCard review={review} />}
        className={styles.reviews}
      />
      <p className={styles.reviewSource}>
        Stand: {asOfLabel}. {notice}
      </p>
    </section>
  );
}
