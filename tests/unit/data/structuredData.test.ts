import {siteData} from '../__helpers__/siteData';
import {describe, expect, test} from '@jest/globals';
import {beautySalonJsonLd} from '@site/src/data/structuredData';
import {serializeJsonLd, withGermanImageCaption} from '@site/src/lib/structuredData';
import {currentClosures} from '@site/src/lib/closures';
const {priceRange} = siteData.home;
const {summary} = siteData.reviews;
const {studio} = siteData;

describe('beautySalonJsonLd', () => {
  const data = beautySalonJsonLd(studio, {priceRange});

  test('describes the studio from studio.yml', () => {
    expect(data).toMatchObject({
      '@type': 'BeautySalon',
      name: studio.studioName,
      url: `${studio.url}/`,
      telephone: studio.phone.href.slice('tel:'.length),
      priceRange: priceRange.replace(/\u00a0/g, ' '),
      address: {
        streetAddress: studio.address.street,
        postalCode: studio.address.postalCode,
        addressLocality: studio.address.city,
      },
    });
    expect(data.sameAs).toEqual([
      studio.social.facebook,
      studio.social.instagram,
      studio.social.treatwell,
    ]);
    expect(data.areaServed).toHaveLength(studio.areaServed.length);
  });

  test('opening hours only for days with times, from the same lines as the footer', () => {
    const withTimes = studio.openingHours.filter((line) => line.opens);
    expect(data.openingHoursSpecification).toEqual(
      withTimes.map((line) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: line.schemaDays.map((day) => `https://schema.org/${day}`),
        opens: line.opens,
        closes: line.closes,
      })),
    );
  });

  test('closures not over are special opening hours, closed all day (00:00 to 00:00)', () => {
    const closures = currentClosures(
      [
        {from: '2026-05-01', to: '2026-05-01'},
        {from: '2026-12-23', to: '2027-01-03', note: 'Ab dem 4. Januar wieder da.'},
      ],
      '2026-11-25',
    );
    const withClosures = beautySalonJsonLd({...studio, closures}, {priceRange});
    expect(withClosures.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-12-23',
        validThrough: '2027-01-03',
      },
    ]);
    const none = beautySalonJsonLd({...studio, closures: []}, {priceRange});
    expect(none).not.toHaveProperty('specialOpeningHoursSpecification');
  });

  test('no aggregate rating: ratings a business shows about itself are self-serving for Google', () => {
    expect(summary.count).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/aggregateRating|AggregateRating|ratingValue/);
  });

  test('serialisation cannot close the script tag', () => {
    expect(serializeJsonLd({x: '</script><script>alert(1)</script>'})).not.toContain('</script>');
  });
});

describe('withGermanImageCaption', () => {
  test('a blog post’s image caption reads „Beitragsbild: …“, the rest as it was', () => {
    const post = {
      '@type': 'BlogPosting',
      headline: 'Was mit „Detox“ gemeint ist',
      image: {
        '@type': 'ImageObject',
        url: 'https://example.org/a.jpg',
        caption: 'title image for the blog post: Was mit „Detox“ gemeint ist',
      },
    };
    expect(withGermanImageCaption(post)).toEqual({
      ...post,
      image: {...post.image, caption: 'Beitragsbild: Was mit „Detox“ gemeint ist'},
    });
    expect(withGermanImageCaption({headline: 'ohne Bild'})).toEqual({headline: 'ohne Bild'});
  });
});
