/** The price rules against broken fixtures: each mistake is found and named precisely. */
import {describe, expect, test} from '@jest/globals';
import type {PriceCategory, TreatmentService} from '@site/src/data/types';
import {
  assertValidPriceList,
  formatPriceProblem,
  parseDuration,
  parsePrice,
  serviceId,
  validatePriceList,
} from '@site/src/lib/priceRules';
import {slugify} from '@site/src/lib/slug';

const good: TreatmentService = {
  title: 'Wimpern färben',
  duration: '30 Min.',
  price: '20 €',
  description: ['Ein Absatz.', {list: ['eins', 'zwei']}],
};

function list(...services: Array<Partial<TreatmentService>>): PriceCategory[] {
  return [{title: 'Augenbrauen & Wimpernbehandlungen', services: services.map((s) => ({...good, ...s}) as TreatmentService)}];
}

function messages(categories: readonly PriceCategory[]): string[] {
  return validatePriceList(categories).map((problem) => formatPriceProblem(problem));
}

describe('parsePrice', () => {
  test.each([
    ['99 €', 9900],
    ['99,50 €', 9950],
    ['0 €', 0],
    ['1250 €', 125000],
  ])('%s is %d cents', (text, cents) => {
    expect(parsePrice(text)).toBe(cents);
  });

  test.each(['99€', '99  €', '€ 99', '99 EUR', '99,5 €', '99.50 €', '099 €', ' 99 €', '99 € ', '', 'ab 99 €', '99\u00a0€', '1.250 €'])(
    '"%s" is not a price',
    (text) => {
      expect(parsePrice(text)).toBeNull();
    },
  );
});

describe('parseDuration', () => {
  test.each([
    ['20 Min.', 20],
    ['ca. 45 Min.', 45],
    ['1 Std.', 60],
    ['ca. 2 Std.', 120],
    ['ca. 2,5 Std.', 150],
    ['1 Std. 30 Min.', 90],
    ['ca. 3 Std.', 180],
  ])('%s is %d minutes', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  test.each(['', '60', '60 min', '60 Min', '60 Minuten', '2 h', 'ca 2 Std.', 'ca. 2.5 Std.', '1-2 Std.', 'ab 60 Min.', '0 Min.'])(
    '"%s" is not a known duration',
    (text) => {
      expect(parseDuration(text)).toBeNull();
    },
  );
});

describe('validatePriceList', () => {
  test('a correct list has no problems', () => {
    expect(validatePriceList(list(good, {title: 'Henna Brows', regularPrice: '70 €', price: '60 €'}))).toEqual([]);
  });

  test('a price without the space before € names category, service and field', () => {
    expect(messages(list({price: '20€'}))).toEqual([
      'src/data/prices.ts › "Augenbrauen & Wimpernbehandlungen" › "Wimpern färben" › price: "20€" must read like "99 €" or "99,50 €" (digits, optional ",50", a normal space, €)',
    ]);
  });

  test('a missing price', () => {
    expect(messages(list({price: undefined as unknown as string}))).toEqual([
      expect.stringContaining('"Wimpern färben" › price: "" must read like "99 €"'),
    ]);
  });

  test('a regular price that is not higher than the price', () => {
    expect(messages(list({regularPrice: '20 €'}))).toEqual([
      expect.stringContaining('"Wimpern färben" › regularPrice: "20 €" must be higher than the price "20 €"'),
    ]);
    expect(messages(list({regularPrice: '15 €'}))).toEqual([expect.stringContaining('regularPrice: "15 €" must be higher')]);
    expect(messages(list({price: '20,50 €', regularPrice: '20,49 €'}))).toEqual([expect.stringContaining('must be higher')]);
  });

  test('a malformed regular price', () => {
    expect(messages(list({regularPrice: '30 Euro'}))).toEqual([
      expect.stringContaining('"Wimpern färben" › regularPrice: "30 Euro" must read like "99 €"'),
    ]);
  });

  test('duplicate titles within a category, case and spaces ignored', () => {
    expect(messages(list(good, {title: 'Wimpern  Färben'}))).toEqual([
      expect.stringContaining('"Wimpern  Färben" › title: another service in "Augenbrauen & Wimpernbehandlungen" has the same title'),
    ]);
  });

  test('the same title in two categories is fine', () => {
    const categories: PriceCategory[] = [
      {title: 'Wimpernverlängerung', services: [{...good, title: 'Auffüllen'}]},
      {title: 'Nagelmodellage & Maniküre', services: [{...good, title: 'Auffüllen'}]},
    ];
    expect(validatePriceList(categories)).toEqual([]);
  });

  test('titles that differ only in umlaut spelling would share an anchor', () => {
    expect(messages(list({title: 'Auffüllen'}, {title: 'Auffuellen'}))).toEqual([
      expect.stringContaining('"Auffuellen" › title: gives the same page anchor'),
    ]);
  });

  test('empty and unknown durations', () => {
    expect(messages(list({duration: ''}))).toEqual([expect.stringContaining('"Wimpern färben" › duration: must not be empty')]);
    expect(messages(list({duration: '30 Minuten'}))).toEqual([
      expect.stringContaining('"Wimpern färben" › duration: "30 Minuten" must read like "30 Min."'),
    ]);
    expect(messages(list({duration: '600 Min.'}))).toEqual([expect.stringContaining('duration: "600 Min." is 600 minutes')]);
  });

  test('blank titles, descriptions with markup, empty lists', () => {
    expect(messages(list({title: ' '}))).toEqual([expect.stringContaining('"#1" › title: must be a non-empty text')]);
    expect(messages(list({description: ['Ein <b>fetter</b> Absatz.']}))).toEqual([
      expect.stringContaining('"Wimpern färben" › description[0]: paragraph contains HTML markup'),
    ]);
    expect(messages(list({description: ['Ok.', {list: []}]}))).toEqual([
      expect.stringContaining('description[1]: a list must have at least one item'),
    ]);
    expect(messages(list({description: [{list: ['ok', '']}]}))).toEqual([
      expect.stringContaining('description[0].list[1]: list item must be a non-empty text'),
    ]);
    expect(messages(list({description: []}))).toEqual([expect.stringContaining('description: must contain at least one paragraph')]);
  });

  test('categories: empty, duplicate, without services', () => {
    expect(messages([])).toEqual([expect.stringContaining('the price list has no categories')]);
    const categories: PriceCategory[] = [
      {title: 'Permanent Make-Up', services: [good]},
      {title: 'Permanent Make-up', services: [good]},
      {title: 'Permanent Make Up', services: [good]},
      {title: 'Nagelmodellage & Maniküre', services: []},
    ];
    expect(messages(categories)).toEqual([
      'src/data/prices.ts › "Permanent Make-up" › title: another category has the same title',
      'src/data/prices.ts › "Permanent Make Up" › title: gives the same page anchor "#permanent-make-up" as "Permanent Make-Up"',
      'src/data/prices.ts › "Nagelmodellage & Maniküre" › services: the category has no services',
    ]);
  });

  test('every problem is reported, not only the first', () => {
    expect(validatePriceList(list({price: '20', duration: 'lang', regularPrice: 'x'}))).toHaveLength(3);
  });

  test('assertValidPriceList throws one error listing all problems', () => {
    expect(() => assertValidPriceList(list({price: '20'}, {title: 'Henna Brows', duration: ''}))).toThrow(
      /2 problem\(s\):\n {2}- src\/data\/prices\.ts › .*"Wimpern färben" › price: .*\n {2}- .*"Henna Brows" › duration: must not be empty/,
    );
    expect(() => assertValidPriceList(list(good))).not.toThrow();
  });
});

describe('anchors', () => {
  test('German titles become readable, unique ids', () => {
    expect(slugify('Wellness-Paket „Kleine Auszeit“')).toBe('wellness-paket-kleine-auszeit');
    expect(slugify('Nagelmodellage & Maniküre')).toBe('nagelmodellage-manikuere');
    expect(serviceId({title: 'Wimpernverlängerung'}, {title: 'Auffüllen'})).toBe('wimpernverlaengerung--auffuellen');
  });
});
