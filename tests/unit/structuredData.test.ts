import {describe, expect, test} from '@jest/globals';
import {studio} from '@site/src/data/studio';
import {beautySalonJsonLd, serializeJsonLd} from '@site/src/lib/structuredData';

describe('beautySalonJsonLd', () => {
  const data = beautySalonJsonLd(studio, {siteUrl: 'https://www.example.de'});

  test('describes the studio from studio.ts', () => {
    expect(data).toMatchObject({
      '@type': 'BeautySalon',
      name: studio.studioName,
      telephone: studio.phone.e164,
      priceRange: studio.priceRange,
      address: {streetAddress: studio.address.street, postalCode: studio.address.postalCode, addressLocality: 'Berlin'},
    });
    expect(data.sameAs).toEqual([studio.social.facebook, studio.social.instagram, studio.social.treatwell]);
    expect(data.areaServed).toHaveLength(studio.areaServed.length);
  });

  test('opening hours only for days with times; no rating markup', () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
        opens: '10:00',
        closes: '19:00',
      },
    ]);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });

  test('serialisation cannot close the script tag', () => {
    expect(serializeJsonLd({x: '</script><script>alert(1)</script>'})).not.toContain('</script>');
  });
});
