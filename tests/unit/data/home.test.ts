import {describe, expect, test} from '@jest/globals';
import {reviews, reviewSource, reviewsAreSamples} from '@site/src/data/reviews';
import {homeServices, homeServicesMore} from '@site/src/data/homeServices';
import {ratingSummary} from '@site/src/data/ratings';
import {salonInfo} from '@site/src/data/salonInfo';
import {socialCards} from '@site/src/data/social';
import {studio} from '@site/src/data/studio';
import {hero, blogSection, reviewsSection, salonSection, servicesSection, socialSection} from '@site/src/data/home';

/** Fails with the data file, item and field named, the way the owner needs to read it. */
function requireText(file: string, item: string, field: string, value: unknown) {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`${file}: ${item}: field "${field}" is empty`);
  }
}

describe('src/data/reviews.ts', () => {
  test('65 reviews, every field filled in', () => {
    expect(reviews).toHaveLength(65);
    reviews.forEach((review, index) => {
      for (const field of ['user', 'service', 'review'] as const) {
        requireText('src/data/reviews.ts', `review ${index + 1} (${review.user})`, field, review[field]);
      }
    });
  });

  test('no duplicate texts or reviewers', () => {
    const texts = reviews.map((review) => review.review.trim());
    const duplicateTexts = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(duplicateTexts).toEqual([]);
    const users = reviews.map((review) => review.user);
    expect(users.filter((user, index) => users.indexOf(user) !== index)).toEqual([]);
  });

  test('reviews cover many services, and the §5b UWG notice says where they come from', () => {
    expect(new Set(reviews.map((review) => review.service)).size).toBeGreaterThanOrEqual(10);
    expect(reviewSource.text).toMatch(/Treatwell/);
    expect(reviewSource.text).toMatch(/gebucht/);
    // While the texts are samples, the notice must say so.
    if (reviewsAreSamples) {
      expect(reviewSource.text).toMatch(/Beispiel/);
    }
  });
});

describe('src/data/ratings.ts', () => {
  test('overall 5.0, the spec label, counts that add up to the reviews', () => {
    expect(ratingSummary.score).toBe(5.0);
    expect(ratingSummary.label).toBe('Bestbewertungen auf Treawell!');
    expect(studio.rating).toBe(ratingSummary.score);
    const total = Object.values(ratingSummary.counts).reduce<number>((sum, count) => sum + count, 0);
    expect(total).toBe(reviews.length);
  });
});

describe('src/data/homeServices.ts', () => {
  test('the four cards carry the spec constants', () => {
    expect(homeServices.map(({title, priceNote, label}) => [title, priceNote, label])).toEqual([
      ['Aqua Facial', '99 € - 149 €', 'Kennenlernangebot'],
      ['Permanent Makeup', '350 € - 499 €', 'Sonderangebot'],
      ['Wimpernverlängerung', '60 € - 120 €', 'Bestseller'],
      ['Gesichtsbehandlungen', '55 € - 155 €', 'Anti aging empfohlen'],
    ]);
    expect(homeServicesMore).toMatchObject({title: 'Mehr sehen', link: '/preisliste'});
  });

  test('salon cards: three, each with image, alt text, title and text', () => {
    expect(salonInfo).toHaveLength(3);
    salonInfo.forEach((card) => {
      for (const field of ['image', 'alternativeText', 'title', 'text'] as const) {
        requireText('src/data/salonInfo.ts', card.title, field, card[field]);
      }
    });
  });

  test('social strip: 5 cards, 1 video and 4 images, each linking to a studio page', () => {
    expect(socialCards).toHaveLength(5);
    expect(socialCards.filter((card) => card.type === 'video')).toHaveLength(1);
    const pages = Object.values(studio.social) as string[];
    socialCards.forEach((card) => {
      expect(pages).toContain(card.link);
      expect(card.link).toMatch(/^https:\/\//);
    });
  });

  test('section headings are the spec wording', () => {
    expect(hero.headline).toBe('Ihr Kosmetikstudio in Berlin Steglitz');
    expect(servicesSection.heading).toBe('Investitionsmöglichkeiten ins eigene Wohlbefinden');
    expect(blogSection.heading).toBe('Schönheitsgeheimnisse in meinem Beauty-Blog');
    expect(blogSection.readMore).toBe('Weiter lesen');
    expect(salonSection.heading).toBe('Was meinen Schönheitssalon besonders macht');
    expect(socialSection.heading).toBe('Folgen Sie mir in den sozialen Medien');
    requireText('src/data/home.ts', 'reviewsSection', 'heading', reviewsSection.heading);
  });
});
