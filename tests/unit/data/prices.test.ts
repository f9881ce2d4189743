/**
 * The owner's price list against the rules (src/lib/priceRules.ts) and the spec's constants.
 * A failure names the file, the category, the service and the field.
 */
import {describe, expect, test} from '@jest/globals';
import {priceCategories} from '@site/src/data/prices';
import {formatPriceProblem, parseDuration, parsePrice, validatePriceList} from '@site/src/lib/priceRules';

const problems = validatePriceList(priceCategories);

function failOn(found: ReturnType<typeof validatePriceList>): void {
  if (found.length > 0) {
    throw new Error(found.map((problem) => formatPriceProblem(problem)).join('\n'));
  }
}

describe('src/data/prices.ts follows the price rules', () => {
  test('categories', () => {
    failOn(problems.filter((problem) => problem.service === undefined));
  });

  for (const category of priceCategories) {
    for (const service of category.services) {
      test(`${category.title} › ${service.title}`, () => {
        failOn(problems.filter((problem) => problem.category === category.title && problem.service === service.title));
      });
    }
  }

  test('no problem is left unreported', () => {
    failOn(problems);
  });
});

describe('src/data/prices.ts matches the spec', () => {
  const find = (categoryTitle: string, serviceTitle: string) => {
    const service = priceCategories.find((c) => c.title === categoryTitle)?.services.find((s) => s.title === serviceTitle);
    if (!service) {
      throw new Error(`src/data/prices.ts: "${categoryTitle}" › "${serviceTitle}" is missing`);
    }
    return service;
  };

  test('five categories in the spec order and wording', () => {
    expect(priceCategories.map((c) => c.title)).toEqual([
      'Gesichtsbehandlungen - Sparpakete',
      'Wimpernverlängerung',
      'Augenbrauen & Wimpernbehandlungen',
      'Permanent Make-Up',
      'Nagelmodellage & Maniküre',
    ]);
  });

  test('facial treatments: about 22 services from 55 € to 249 €, packages, Aqua Facial, BB Glow, Perfect Glow', () => {
    const facial = priceCategories[0]!;
    expect(facial.services.length).toBeGreaterThanOrEqual(20);
    expect(facial.services.length).toBeLessThanOrEqual(24);
    const prices = facial.services.map((s) => parsePrice(s.price)!);
    expect(Math.min(...prices)).toBe(5500);
    expect(Math.max(...prices)).toBe(24900);
    const packages = facial.services.filter((s) => s.regularPrice !== undefined).map((s) => [s.regularPrice, s.price]);
    expect(packages).toEqual([
      ['125 €', '105 €'],
      ['165 €', '135 €'],
      ['170 €', '135 €'],
    ]);
    expect(facial.services.filter((s) => s.title.startsWith('Aqua Facial')).length).toBeGreaterThanOrEqual(2);
    expect(find('Gesichtsbehandlungen - Sparpakete', 'BB Glow').price).toBe('99 €');
    expect(find('Gesichtsbehandlungen - Sparpakete', 'Perfect Glow').price).toBe('129 €');
  });

  test.each([
    ['Wimpernverlängerung', 'Neues Set (1:1)', '120 €', undefined],
    ['Wimpernverlängerung', 'Auffüllen', '60 €', undefined],
    ['Wimpernverlängerung', 'Braune Wimpern – neues Set', '120 €', undefined],
    ['Augenbrauen & Wimpernbehandlungen', 'Wimpernlifting', '60 €', undefined],
    ['Augenbrauen & Wimpernbehandlungen', 'Wimpern färben', '20 €', '30 Min.'],
    ['Augenbrauen & Wimpernbehandlungen', 'Augenbrauen färben und zupfen', '25 €', '20 Min.'],
    ['Augenbrauen & Wimpernbehandlungen', 'Brow Lifting', '60 €', undefined],
    ['Augenbrauen & Wimpernbehandlungen', 'Henna Brows', '60 €', '40 Min.'],
    ['Permanent Make-Up', 'Microblading', '350 €', undefined],
    ['Permanent Make-Up', 'Augenbrauen (Powder Brows)', '400 €', undefined],
    ['Permanent Make-Up', 'Lippenkontur', '350 €', undefined],
    ['Permanent Make-Up', 'Lippenschattierung', '499 €', undefined],
    ['Nagelmodellage & Maniküre', 'UV-Gel Neumodellage', '80 €', undefined],
    ['Nagelmodellage & Maniküre', 'Auffüllen', '70 €', undefined],
    ['Nagelmodellage & Maniküre', 'Maniküre mit Shellac', '60 €', undefined],
  ])('%s › %s costs %s', (category, title, price, duration) => {
    const service = find(category, title);
    expect(service.price).toBe(price);
    if (duration) {
      expect(service.duration).toBe(duration);
    }
  });

  test('durations range from 20 minutes to about 3 hours', () => {
    const minutes = priceCategories.flatMap((c) => c.services.map((s) => parseDuration(s.duration)!));
    expect(Math.min(...minutes)).toBe(20);
    expect(Math.max(...minutes)).toBe(180);
  });

  test('a package regular price is the sum of the single treatments it lists', () => {
    const byTitle = new Map(priceCategories.flatMap((c) => c.services.map((s) => [s.title, s] as const)));
    const packages = priceCategories.flatMap((c) => c.services).filter((s) => s.regularPrice !== undefined);
    expect(packages.length).toBeGreaterThan(0);
    for (const pkg of packages) {
      const included = (pkg.description ?? []).flatMap((block) => (typeof block === 'string' ? [] : block.list));
      const parts = included.map((title) => byTitle.get(title));
      expect({package: pkg.title, unknown: included.filter((_, i) => !parts[i])}).toEqual({package: pkg.title, unknown: []});
      const sum = parts.reduce((total, part) => total + parsePrice(part!.price)!, 0);
      expect({package: pkg.title, regularPrice: parsePrice(pkg.regularPrice!)}).toEqual({package: pkg.title, regularPrice: sum});
    }
  });

  test('every service has a description for its dialog', () => {
    const without = priceCategories.flatMap((c) => c.services.filter((s) => !s.description?.length).map((s) => `${c.title} › ${s.title}`));
    expect(without).toEqual([]);
  });

  test.each([
    ['Gesichtsbehandlungen - Sparpakete', 'Feuchtigkeitsbehandlung (Hydro)', /nur alle 4 Wochen/],
    ['Nagelmodellage & Maniküre', 'UV-Gel Neumodellage', /alle 3–4 Wochen/],
    ['Nagelmodellage & Maniküre', 'Auffüllen', /alle 3–4 Wochen/],
    ['Permanent Make-Up', 'Microblading', /2–3 Jahre/],
    ['Permanent Make-Up', 'Augenbrauen (Powder Brows)', /2–3 Jahre/],
    ['Permanent Make-Up', 'Lippenkontur', /2–3 Jahre/],
    ['Permanent Make-Up', 'Lippenschattierung', /2–3 Jahre/],
    ['Nagelmodellage & Maniküre', 'Maniküre mit Shellac', /bis zu 4 Wochen/],
    ['Wimpernverlängerung', 'Neues Set (1:1)', /24 Stunden.*intensiv.*48 Stunden.*heißes Wasser, Sauna und Dampf/],
    ['Wimpernverlängerung', 'Braune Wimpern – neues Set', /24 Stunden.*intensiv.*48 Stunden.*heißes Wasser, Sauna und Dampf/],
    ['Gesichtsbehandlungen - Sparpakete', 'Microneedling', /24 Stunden lang kein Make-up/],
    ['Gesichtsbehandlungen - Sparpakete', 'Microneedling mit Lichttherapie (LED)', /24 Stunden lang kein Make-up/],
    ['Gesichtsbehandlungen - Sparpakete', 'BB Glow', /4 Behandlungen im Abstand von jeweils zwei Wochen/],
  ])('%s › %s gives the spec care advice', (category, title, advice) => {
    const text = (find(category, title).description ?? [])
      .map((block) => (typeof block === 'string' ? block : block.list.join(' ')))
      .join(' ');
    expect(text).toMatch(advice);
  });
});
