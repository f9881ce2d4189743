import {describe, expect, test} from '@jest/globals';
import {
  formatEuro,
  priceRange,
  ratingSummary,
  richText,
  telHref,
} from '@site/plugins/content/derive';

describe('derived values', () => {
  test('euro amounts and ranges: non-breaking space before €, en dash between', () => {
    expect(formatEuro(9900)).toBe('99\u00a0€');
    expect(formatEuro(9950)).toBe('99,50\u00a0€');
    expect(formatEuro(5)).toBe('0,05\u00a0€');
    expect(priceRange([14900, 9900, 12900])).toBe('99\u00a0€ – 149\u00a0€');
    expect(priceRange([6000, 6000])).toBe('60\u00a0€');
  });

  test('the tel: link from the number as people read it', () => {
    expect(telHref('030 12345678')).toBe('tel:+493012345678');
    expect(telHref('0171 / 234 56-78')).toBe('tel:+491712345678');
    expect(telHref('+49 30 1234567')).toBe('tel:+49301234567');
  });

  test('descriptions: blank lines separate paragraphs, "- " lines make a list', () => {
    expect(
      richText(
        'Erster Absatz\nüber zwei Zeilen.\n\nDas erwartet Sie:\n\n- Reinigung\n- Maske\n\nZum Schluss.\n',
      ),
    ).toEqual([
      'Erster Absatz über zwei Zeilen.',
      'Das erwartet Sie:',
      {list: ['Reinigung', 'Maske']},
      'Zum Schluss.',
    ]);
    expect(richText('  ')).toBeUndefined();
  });

  test('the rating: average to one decimal, count per star level', () => {
    const fiveStars = Array.from({length: 65}, () => ({stars: 5}));
    expect(ratingSummary(fiveStars)).toEqual({
      score: 5,
      count: 65,
      counts: {5: 65, 4: 0, 3: 0, 2: 0, 1: 0},
    });
    // The example: one 1-star review among 65 five-star ones.
    expect(ratingSummary([...fiveStars, {stars: 1}])).toEqual({
      score: 4.9,
      count: 66,
      counts: {5: 65, 4: 0, 3: 0, 2: 0, 1: 1},
    });
    expect(ratingSummary([])).toEqual({score: 0, count: 0, counts: {5: 0, 4: 0, 3: 0, 2: 0, 1: 0}});
  });
});
