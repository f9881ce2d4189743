/** schema.org JSON-LD for the studio, built from src/data/studio.yml and what the build derives. */
import type {Studio} from './content';

export interface StructuredDataOptions {
  readonly imageUrl?: string;
  /** All prices of the price list, e.g. "20 € – 499 €". */
  readonly priceRange: string;
}

/**
 * A BeautySalon with address, phone, opening hours (closures as special opening hours, closed all
 * day: opens and closes at 00:00, as schema.org says), area served, price range and social
 * profiles. No `aggregateRating`: Google treats ratings a business shows about itself as
 * self-serving (not eligible for review snippets); the page's rating widget stays.
 */
export function beautySalonJsonLd(
  studio: Studio,
  {imageUrl, priceRange}: StructuredDataOptions,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    '@id': `${studio.url}/#studio`,
    name: studio.studioName,
    url: `${studio.url}/`,
    ...(imageUrl ? {image: imageUrl} : {}),
    telephone: studio.phone.href.replace(/^tel:/, ''),
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
    priceRange: priceRange.replace(/\u00a0/g, ' '),
    openingHoursSpecification: studio.openingHours
      .filter((entry) => entry.schemaDays.length > 0 && entry.opens && entry.closes)
      .map((entry) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: entry.schemaDays.map((day) => `https://schema.org/${day}`),
        opens: entry.opens,
        closes: entry.closes,
      })),
    ...(studio.closures.length > 0
      ? {
          specialOpeningHoursSpecification: studio.closures.map(({from, to}) => ({
            '@type': 'OpeningHoursSpecification',
            opens: '00:00',
            closes: '00:00',
            validFrom: from,
            validThrough: to,
          })),
        }
      : {}),
    sameAs: [studio.social.facebook, studio.social.instagram, studio.social.treatwell],
  };
}
