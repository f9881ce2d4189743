import {describe, expect, test} from '@jest/globals';
import {formatPageTitle} from '@site/src/lib/pageTitle';

const base = {siteTitle: 'Kosmetikstudio Erika Mustermann', shortBrand: 'Erika Mustermann'};

describe('formatPageTitle', () => {
  test('adds the studio name when the result fits into 60 characters', () => {
    expect(formatPageTitle({...base, title: 'Preise & Behandlungen'})).toBe(
      'Preise & Behandlungen | Kosmetikstudio Erika Mustermann',
    );
  });

  test('falls back to the shorter brand when the studio name does not fit', () => {
    expect(formatPageTitle({...base, title: 'Fehler 404: Seite nicht gefunden'})).toBe(
      'Fehler 404: Seite nicht gefunden | Erika Mustermann',
    );
  });

  test('keeps titles that already name the studio or are long enough', () => {
    const home = 'Kosmetikstudio Erika Mustermann in Berlin-Zehlendorf';
    expect(formatPageTitle({...base, title: home})).toBe(home);
    const long = 'Ein sehr langer Titel, der schon fünfzig Zeichen hat!';
    expect(formatPageTitle({...base, title: long})).toBe(long);
  });

  test('an empty title becomes the site title', () => {
    expect(formatPageTitle({...base, title: '  '})).toBe(base.siteTitle);
  });

  test('uses the configured delimiter', () => {
    expect(formatPageTitle({...base, title: 'Galerie', delimiter: '–'})).toBe('Galerie – Kosmetikstudio Erika Mustermann');
  });
});
