/** schema.org JSON-LD for the studio, built from src/data/studio.ts. */
import type {Studio} from '../data/studio';

export interface StructuredDataOptions {
  readonly siteUrl: string;
  readonly imageUrl?: string;
}

/**
 * A BeautySalon with address, phone, opening hours, area served, price range and social
 * profiles. No aggregateRating: search engines ignore self-served review stars for local
 * businesses (and may penalise them).
 */
export function beautySalonJsonLd(studio: Studio, {siteUrl, imageUrl}: StructuredDataOptions): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    '@id': `${siteUrl}/#studio`,
    name: studio.studioName,
    url: `${siteUrl}/`,
    ...(imageUrl ? {image: imageUrl} : {}),
    telephone: studio.phone.e164,
    founder: {'@type': 'Person', name: studio.ownerName},
    address: {
      '@type': 'PostalAddress',
      streetAddress: studio.address.street,
      postalCode: studio.address.postalCode,
      addressLocality: studio.address.city,
      addressRegion: studio.address.city,
      addressCountry: studio.address.country,
    },
    areaServed: studio.areaServed.map((name) => ({'@type': 'Place', name})),
    priceRange: studio.priceRange,
    openingHoursSpecification: studio.openingHours
      .filter((entry) => entry.schemaDays.length > 0 && entry.opens && entry.closes)
      .map((entry) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: entry.schemaDays.map((day) => `https://schema.org/${day}`),
        opens: entry.opens,
        closes: entry.closes,
      })),
    sameAs: [studio.social.facebook, studio.social.instagram, studio.social.treatwell],
  };
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so the text cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
