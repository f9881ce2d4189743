import {siteData} from '../__helpers__/siteData';
import {describe, expect, test} from '@jest/globals';
import {
  composeTitle,
  documentTitle,
  TITLE_MAX,
  TITLE_MIN,
  titleSuffixes,
} from '@site/src/lib/pageTitle';
const {studio} = siteData;

const sample = {
  studioName: 'Kosmetikstudio Erika Mustermann',
  ownerName: 'Erika Mustermann',
  address: {city: 'Berlin', district: 'Zehlendorf'},
};
const other = {
  studioName: 'Beauty Lounge Anna Schmidt-Köhler',
  ownerName: 'Anna Schmidt-Köhler',
  address: {city: 'Potsdam', district: 'Babelsberg'},
};

describe('composeTitle', () => {
  test('prefers the studio name as suffix when the result fits', () => {
    expect(documentTitle('Preise & Behandlungen', sample)).toBe(
      'Preise & Behandlungen | Kosmetikstudio Erika Mustermann',
    );
  });

  test('a short title gets a longer suffix, a long one a shorter suffix', () => {
    expect(documentTitle('Galerie', sample)).toBe(
      'Galerie | Kosmetikstudio Erika Mustermann in Berlin',
    );
    expect(documentTitle('Fehler 404: Seite nicht gefunden', sample)).toBe(
      'Fehler 404: Seite nicht gefunden | Erika Mustermann',
    );
  });

  test('a title of 50 to 60 characters that fits no suffix stays as it is', () => {
    const home = 'Kosmetikstudio Erika Mustermann in Berlin-Zehlendorf';
    expect(composeTitle(home, sample)).toEqual({title: home});
  });

  test.each([
    ['the sample studio', sample],
    ['another owner', other],
  ])('%s: every title of 1 to 60 characters is composed to 50–60 characters', (_name, brand) => {
    const unfit = [];
    for (let length = 1; length <= TITLE_MAX; length += 1) {
      const {title, problem} = composeTitle('x'.repeat(length), brand);
      if (problem || title.length < TITLE_MIN || title.length > TITLE_MAX) unfit.push(length);
    }
    expect(unfit).toEqual([]);
  });

  test('with the studio in studio.yml, a title either fits 50–60 characters or is reported, never silently off', () => {
    for (let length = 1; length <= TITLE_MAX + 5; length += 1) {
      const {title, problem} = composeTitle('x'.repeat(length), studio);
      expect([
        length,
        problem !== undefined || (title.length >= TITLE_MIN && title.length <= TITLE_MAX),
      ]).toEqual([length, true]);
    }
  });

  test('only a title longer than 60 characters is an error, saying how many characters to remove', () => {
    const long = 'Ein sehr ausführlicher Titel, der für den Browser-Tab viel zu lang ist';
    const {problem} = composeTitle(long, sample);
    expect(problem).toContain(`um ${long.length - TITLE_MAX} Zeichen kürzen`);
    expect(composeTitle('   ', sample).problem).toBe('der Titel ist leer');
  });

  test('the suffixes are made from the studio data', () => {
    expect(titleSuffixes(other)).toEqual([
      'Beauty Lounge Anna Schmidt-Köhler',
      'Beauty Lounge Anna Schmidt-Köhler in Potsdam-Babelsberg',
      'Beauty Lounge Anna Schmidt-Köhler in Potsdam',
      'Anna Schmidt-Köhler',
      'Anna Schmidt-Köhler in Potsdam-Babelsberg',
      'Anna Schmidt-Köhler, Potsdam',
      'Potsdam-Babelsberg',
      'Potsdam',
    ]);
  });

  test('uses the given delimiter', () => {
    expect(documentTitle('Preise & Behandlungen', sample, '–')).toBe(
      'Preise & Behandlungen – Kosmetikstudio Erika Mustermann',
    );
  });
});
