import {describe, expect, test} from '@jest/globals';
import {periodLabel} from '@site/src/lib/date';
import {formatEuro} from '@site/src/lib/money';
import {
  copyrightNotice,
  keepUnitsTogether,
  offerNote,
  priceRange,
  ratingSummary,
  richText,
  telHref,
  touchUpNote,
  touchUpOf,
} from '@site/src/data/derive';

describe('derived values', () => {
  test('durations and percentages keep their number on the line: non-breaking spaces', () => {
    expect(keepUnitsTogether('60 Min.')).toBe('60\u00a0Min.');
    expect(keepUnitsTogether('ca. 2 Std.')).toBe('ca.\u00a02\u00a0Std.');
    expect(keepUnitsTogether('ca. 2,5 Std.')).toBe('ca.\u00a02,5\u00a0Std.');
    expect(keepUnitsTogether('1 Std. 30 Min.')).toBe('1\u00a0Std. 30\u00a0Min.');
    expect(keepUnitsTogether('10 % Rabatt')).toBe('10\u00a0% Rabatt');
  });

  test('the copyright runs from her first year to the year of the build', () => {
    expect(copyrightNotice(2025, 'Erika Mustermann', '2026-01-01')).toBe(
      '© 2025–2026 Erika Mustermann',
    );
    expect(copyrightNotice(2025, 'Erika Mustermann', '2025-12-31')).toBe('© 2025 Erika Mustermann');
  });

  test('the period of the reviews, from their dates, in months', () => {
    expect(periodLabel(['2025-10-14', '2023-03-09', '2024-06-01'])).toBe(
      'von März 2023 bis Oktober 2025',
    );
    expect(periodLabel(['2025-05-02', '2025-05-30'])).toBe('im Mai 2025');
    expect(periodLabel([])).toBeUndefined();
  });

  test('an offer label’s note: condition and end date', () => {
    expect(offerNote('10 % Rabatt für Neukundinnen.', '2025-12-31')).toBe(
      '10\u00a0% Rabatt für Neukundinnen, gültig bis 31. Dezember 2025',
    );
    expect(offerNote(undefined, '2026-01-05')).toBe('gültig bis 5. Januar 2026');
    expect(offerNote('  ', undefined)).toBeUndefined();
  });

  test('euro amounts and ranges: non-breaking space before €, en dash between', () => {
    expect(formatEuro(9900)).toBe('99\u00a0€');
    expect(formatEuro(9950)).toBe('99,50\u00a0€');
    expect(formatEuro(5)).toBe('0,05\u00a0€');
    expect(priceRange([14900, 9900, 12900])).toBe('99\u00a0€ – 149\u00a0€');
    expect(priceRange([6000, 6000])).toBe('60\u00a0€');
  });

  test('a permanent make-up touch-up: included, its own price, or none', () => {
    expect(touchUpOf('inklusive')).toEqual({included: true});
    expect(touchUpOf('inklusive', 8)).toEqual({
      included: true,
      within: 'innerhalb von acht Wochen nach der Behandlung',
    });
    expect(touchUpOf('80 €', 8)).toEqual({included: false, price: '80\u00a0€'});
    expect(touchUpOf('80 €')).toEqual({included: false, price: '80\u00a0€'});
    expect(touchUpOf('keine')).toBeUndefined();
    expect(touchUpOf(undefined)).toBeUndefined();
  });

  test('a home card’s touch-up note, from the treatments it stands for', () => {
    expect(touchUpNote(['inklusive', 'inklusive'])).toBe('inklusive Nacharbeit');
    expect(touchUpNote(['80 €'])).toBe('zuzüglich Nacharbeit 80\u00a0€');
    expect(touchUpNote(['120 €', '80 €', '90 €'])).toBe(
      'zuzüglich Nacharbeit 80\u00a0€ – 120\u00a0€',
    );
    expect(touchUpNote(['inklusive', '80 €'])).toBe(
      'Nacharbeit je nach Behandlung inklusive oder zuzüglich 80\u00a0€',
    );
    // Some without a touch-up: the note must not read as if it held for all.
    expect(touchUpNote(['inklusive', 'keine'])).toBe('Nacharbeit je nach Behandlung inklusive');
    expect(touchUpNote(['80 €', undefined])).toBe(
      'Nacharbeit je nach Behandlung zuzüglich 80\u00a0€',
    );
    expect(touchUpNote([undefined, 'keine'])).toBeUndefined();
    // An included touch-up says within how many weeks.
    expect(touchUpNote(['inklusive', 'inklusive'], [8, 8])).toBe(
      'inklusive Nacharbeit innerhalb von acht Wochen nach der Behandlung',
    );
    expect(touchUpNote(['inklusive', 'inklusive'], [6, 8])).toBe(
      'inklusive Nacharbeit innerhalb von sechs bis acht Wochen nach der Behandlung',
    );
    expect(touchUpNote(['inklusive', '80 €'], [8])).toBe(
      'Nacharbeit je nach Behandlung inklusive innerhalb von acht Wochen nach der Behandlung oder zuzüglich 80\u00a0€',
    );
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
    // One 1-star review among 65 five-star ones shows: 4.9, not a rounded-up 5.
    expect(ratingSummary([...fiveStars, {stars: 1}])).toEqual({
      score: 4.9,
      count: 66,
      counts: {5: 65, 4: 0, 3: 0, 2: 0, 1: 1},
    });
    expect(ratingSummary([])).toEqual({score: 0, count: 0, counts: {5: 0, 4: 0, 3: 0, 2: 0, 1: 0}});
  });
});
