/**
 * The content schema and its checks, fed broken copies of the owner's files: every kind of field,
 * YAML slips and cross-file mistakes. Each message must name the file, the line, the field and
 * what is expected, in German, and all mistakes must be reported at once.
 */
import {afterAll, afterEach, beforeEach, describe, expect, test} from '@jest/globals';
import {rmSync} from 'node:fs';
import {join} from 'node:path';
import {readContent} from '@site/plugins/content/load';
import {ContentError, formatProblem} from '@site/plugins/content/problems';
import {addDays, berlinToday} from '@site/src/lib/closures';
import {germanDate} from '@site/src/lib/date';

const contentModule = <Name extends 'reviews' | 'home' | 'studio'>(name: Name, dir: string) =>
  siteContent(dir).derived[name];
import {contentSite, siteContent, type ContentSite} from '../__helpers__/contentSite';

let site: ContentSite;
beforeEach(() => {
  site = contentSite();
});
afterEach(() => site.remove());

const messages = () => readContent({siteDir: site.dir}).problems.map(formatProblem);

/** The 1-based line of the first match of `pattern` in the file. */
function lineOf(file: string, pattern: RegExp): number {
  const text = site.read(file);
  const match = pattern.exec(text);
  if (!match) throw new Error(`test setup: ${String(pattern)} not in ${file}`);
  return text.slice(0, match.index + (match[0].startsWith('\n') ? 1 : 0)).split('\n').length;
}

/** Replaces the value of the first `key:` line (at any indentation) and returns its line. */
function setFirst(file: string, key: string, value: string): number {
  const pattern = new RegExp(`\\n(\\s*(?:- )?${key}: )[^\\n]*`);
  const line = lineOf(file, pattern);
  site.edit(file, pattern, `\n$1${value}`);
  return line;
}

// The sample content the broken copies start from (tests/fixtures/samples).
const samples = contentSite();
afterAll(() => samples.remove());
const {content} = siteContent(samples.dir);
const firstService = content.prices.categories[0]!.services[0]!;

test('the frozen sample content (tests/fixtures/samples) is valid', () => {
  expect(readContent({siteDir: samples.dir}).problems.map(formatProblem)).toEqual([]);
});

test('a missing content file: the message names the folder it was looked for in', () => {
  rmSync(join(site.dir, 'src', 'data', 'cooperation.yml'));
  expect(messages()).toEqual([
    `src/data/cooperation.yml: die Datei fehlt im Ordner ${join(site.dir, 'src', 'data')}. Stellen Sie sie aus der Versionsgeschichte wieder her.`,
  ]);
});

describe('field rules', () => {
  test('a price without € names file, line, field, entry and the expected form', () => {
    const line = setFirst('prices.yml', 'price', '"99"');
    expect(messages()).toEqual([
      `src/data/prices.yml, Zeile ${line}, „price“ bei „${firstService.title}“: „99“ – ein Preis sieht so aus: „99 €“ oder „99,50 €“`,
    ]);
  });

  test('„ab 59 €“ and „59 – 69 €“: the message says what to write instead', () => {
    const line = setFirst('prices.yml', 'price', 'ab 59 €');
    const where = `src/data/prices.yml, Zeile ${line}, „price“ bei „${firstService.title}“`;
    const variants =
      'Kostet die Behandlung je nach Aufwand verschieden, legen Sie jede Variante als eigene Behandlung mit ihrem Preis an, z. B. „Augenbrauen zupfen (kurz)“ und „Augenbrauen zupfen (lang)“';
    expect(messages()).toEqual([
      `${where}: „ab 59 €“ – „ab“-Preise nennt die Preisliste nicht: Jede Behandlung steht mit ihrem Endpreis da (Preisangabenverordnung). Schreiben Sie den Preis, den sie kostet, z. B. „59 €“. ${variants}`,
    ]);
    setFirst('prices.yml', 'price', '59 – 69 €');
    expect(messages()).toEqual([
      `${where}: „59 – 69 €“ – eine Preisspanne nennt die Preisliste nicht: Jede Behandlung steht mit ihrem Endpreis da (Preisangabenverordnung). ${variants}: eine mit „59 €“, eine mit „69 €“`,
    ]);
  });

  test.each([
    ['prices.yml', 'duration', '60 Minuten', 'eine Dauer sieht so aus'],
    ['prices.yml', 'regularPrice', '125', 'ein Preis sieht so aus'],
    ['reviews.yml', 'stars', '6', 'die Zahl der Sterne: 1, 2, 3, 4 oder 5'],
    ['reviews.yml', 'stars', 'fünf', 'die Zahl der Sterne: 1, 2, 3, 4 oder 5'],
    ['reviews.yml', 'asOf', '1.11.2025', 'ein Datum sieht so aus: „2025-11-01“'],
    ['studio.yml', 'email', 'kontakt(at)example.de', 'eine E-Mail-Adresse sieht so aus'],
    ['studio.yml', 'phone', 'zwölf', 'diese Nummer lässt sich so nicht wählen'],
    ['studio.yml', 'phone', '030 12', 'diese Nummer lässt sich so nicht wählen'],
    ['studio.yml', 'phone', '0176 123', 'diese Nummer lässt sich so nicht wählen'],
    ['studio.yml', 'phone', '30 12345678', 'diese Nummer lässt sich so nicht wählen'],
    ['studio.yml', 'url', 'www.example.de', 'eine Adresse sieht so aus: „https://'],
    ['studio.yml', 'postalCode', '1416', 'eine Postleitzahl hat fünf Ziffern'],
    ['studio.yml', 'copyrightYear', 'letztes Jahr', 'eine Jahreszahl'],
    ['studio.yml', 'days', 'Mo – Fr', 'Tage so angeben'],
    ['studio.yml', 'hours', '10 bis 19 Uhr', 'Zeiten so angeben'],
    ['legal.yml', 'vatId', '123', 'eine USt-IdNr. sieht so aus'],
    ['legal.yml', 'businessId', 'DE12', 'eine Wirtschafts-Identifikationsnummer sieht so aus'],
    ['legal.yml', 'outsideEu', 'vielleicht', 'hier steht „ja“ oder „nein“'],
    ['legal.yml', 'logRetentionDays', '0', 'eine ganze Zahl von Tagen'],
    ['gallery.yml', 'lazy', 'später', 'hier steht „ja“ oder „nein“'],
    ['gallery.yml', 'source', 'galerie/bild.jpg', 'ein Bild oder Video wird so angegeben'],
    ['home.yml', 'image', '/images/Home/Foto 1.jpg', 'ein Bild liegt unter static/images'],
    ['home.yml', 'alt', '"x"', ''],
    ['home.yml', 'platform', 'tiktok', '„facebook“, „instagram“ oder „treatwell“'],
    ['pages.yml', 'description', 'x'.repeat(151), 'höchstens 150 Zeichen'],
  ])('%s: %s = %s', (file, key, value, expected) => {
    const line = setFirst(file, key, value);
    const found = messages();
    if (expected === '') {
      // A valid value: nothing to report.
      expect(found).toEqual([]);
      return;
    }
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      new RegExp(`^src/data/${file.replace('.', '\\.')}, Zeile ${line}, „${key}“`),
    );
    expect(found[0]).toContain(expected);
  });

  test('an alt text over 125 characters and an empty one', () => {
    const line = setFirst('gallery.yml', 'alt', 'x'.repeat(126));
    site.edit('home.yml', /\n(\s*)alt: [^\n]*/, '\n$1alt: ""');
    const found = messages();
    expect(found).toContainEqual(
      expect.stringContaining(`src/data/gallery.yml, Zeile ${line}, „alt“`),
    );
    expect(found.join('\n')).toContain('ist zu lang – höchstens 125 Zeichen');
    expect(found.join('\n')).toMatch(
      /src\/data\/home\.yml, Zeile \d+, „alt“ bei „[^“]+“: darf nicht leer sein/,
    );
  });

  test('a missing field, an unknown field and a list where text belongs', () => {
    site.edit('prices.yml', /\n\s+duration: [^\n]*/, '');
    site.edit('studio.yml', /\nownerName:/, '\nownerNme:');
    site.edit('studio.yml', /\nareaServed:[^]*?\n\n/, '\nareaServed: Berlin\n\n');
    const found = messages().join('\n');
    expect(found).toContain(`„duration“ bei „${firstService.title}“: fehlt – bitte ergänzen`);
    expect(found).toMatch(/studio\.yml, Zeile \d+, „ownerNme“: dieses Feld gibt es hier nicht/);
    expect(found).toMatch(/studio\.yml, Zeile \d+, „ownerName“: fehlt/);
    expect(found).toMatch(/studio\.yml, Zeile \d+, „areaServed“: „Berlin“ – hier steht eine Liste/);
  });

  test('all mistakes of all files at once', () => {
    setFirst('prices.yml', 'price', '99');
    setFirst('reviews.yml', 'stars', '0');
    setFirst('studio.yml', 'email', 'kein-at.de');
    const files = messages().map((message) => message.split(',')[0]);
    expect(files).toEqual(['src/data/studio.yml', 'src/data/prices.yml', 'src/data/reviews.yml']);
    expect(() => siteContent(site.dir)).toThrow(ContentError);
    expect(() => siteContent(site.dir)).toThrow(/enthalten 3 Fehler/);
  });
});

describe('YAML slips get the line and how to fix them', () => {
  test("an apostrophe inside single quotes („hab's“)", () => {
    const line = lineOf('reviews.yml', /\n\s+text: /);
    site.edit('reviews.yml', /\n(\s+)text: [^\n]*/, "\n$1text: 'Ich hab's sehr genossen'");
    const [message] = messages();
    expect(message).toMatch(
      new RegExp(`^src/data/reviews\\.yml, Zeile ${line}: Die Datei lässt sich nicht lesen: `),
    );
    expect(message).toContain('doppelte Anführungszeichen');
  });

  test('a colon with a space in unquoted text', () => {
    const line = lineOf('home.yml', /\n\s+text: /);
    site.edit('home.yml', /\n(\s+)text: [^\n]*/, '\n$1text: Tipp: immer eincremen');
    expect(messages()[0]).toMatch(new RegExp(`Zeile ${line}: .*Doppelpunkt mit Leerzeichen`));
  });

  // The last entry of a list, before the next group's: yaml's line is exact there too.
  const lastAlt = /\n {8}alt: [^\n]*\n(?=\s*(?:lazy:[^\n]*\n)?\s*- title:)/;
  test.each([
    ['a field', /\n {8}alt:/, '\n\t\talt:'],
    ['a list entry', /\n {6}- source:/, '\n\t- source:'],
    ['the last field of a list', lastAlt, '\n\t\talt: "Vorher und nachher"\n'],
  ])('a tab indenting %s: its own line', (_, from, to) => {
    const line = lineOf('gallery.yml', from);
    site.edit('gallery.yml', from, to);
    expect(messages()[0]).toMatch(
      new RegExp(`^src/data/gallery\\.yml, Zeile ${line}: .*Tabulator`),
    );
  });

  test('a missing closing quote, a tab, a duplicated field', () => {
    site.edit('studio.yml', /\nstudioName: ([^\n]*)/, '\nstudioName: "$1');
    expect(messages().join('\n')).toMatch(/studio\.yml, Zeile \d+: .*Anführungszeichen/);
    site.remove();
    site = contentSite();
    site.edit('gallery.yml', /\n {8}alt:/, '\n\t\talt:');
    expect(messages().join('\n')).toContain('Tabulator');
    site.remove();
    site = contentSite();
    site.edit('studio.yml', /\nphone: ([^\n]*)/, '\nphone: $1\nphone: $1');
    expect(messages().join('\n')).toMatch(
      /studio\.yml, Zeile \d+: .*steht an dieser Stelle zweimal/,
    );
  });
});

describe('checks across fields and files', () => {
  test("a package's regular price must be the sum of what it includes, named with every part", () => {
    const pkg = content.prices.categories
      .flatMap((category) => category.services)
      .find((service) => service.includes)!;
    site.edit('prices.yml', `regularPrice: ${pkg.regularPrice}`, 'regularPrice: 999 €');
    const [message] = messages();
    expect(message).toContain(
      `„regularPrice“ bei „${pkg.title}“: „999 €“ – der reguläre Preis eines Pakets ist die Summe seiner Behandlungen`,
    );
    for (const part of pkg.includes!) expect(message).toContain(part);
  });

  test('a package naming an unknown treatment, a regular price not above the price', () => {
    const pkg = content.prices.categories
      .flatMap((category) => category.services)
      .find((service) => service.includes)!;
    site.edit('prices.yml', `          - ${pkg.includes![0]}\n`, '          - Gibt es nicht\n');
    site.edit('prices.yml', `regularPrice: ${pkg.regularPrice}`, `regularPrice: ${pkg.price}`);
    const found = messages().join('\n');
    expect(found).toContain('eine Behandlung „Gibt es nicht“ gibt es in der Preisliste nicht');
    expect(found).toContain('der reguläre Preis muss höher sein als der Preis');
  });

  test('a home card naming a category or treatment the price list does not have', () => {
    const card = content.home.services.cards[0]!;
    site.edit('home.yml', `category: ${card.category}`, 'category: Fußpflege');
    const found = messages().join('\n');
    expect(found).toMatch(
      /src\/data\/home\.yml, Zeile \d+, „category“ bei „[^“]+“: „Fußpflege“ – diese Kategorie gibt es in src\/data\/prices\.yml nicht/,
    );
  });

  test('a media file that does not exist', () => {
    const line = setFirst('gallery.yml', 'source', '/images/galerie/fehlt.jpg');
    expect(messages()).toEqual([
      `src/data/gallery.yml, Zeile ${line}, „source“ bei „${content.gallery.groups[0]!.title}“: „/images/galerie/fehlt.jpg“ – diese Datei gibt es nicht: legen Sie sie unter static/images/galerie/fehlt.jpg ab oder korrigieren Sie den Pfad`,
    ]);
  });

  test('a weekday listed twice in the opening hours', () => {
    site.edit(
      'studio.yml',
      /\n(\s+)- days: [^\n]*\n(\s+)hours: [^\n]*/,
      '\n$1- days: Montag – Samstag\n$2hours: 10:00 – 19:00\n$1- days: Samstag\n$2hours: geschlossen',
    );
    expect(messages().join('\n')).toMatch(
      /studio\.yml, Zeile \d+, „days“: „Samstag“ – Samstag steht schon in der Zeile „Montag – Samstag“/,
    );
  });

  test('a page title that cannot fit says how many characters to remove', () => {
    const title = 'Alle Preise für Gesichtsbehandlungen, Wimpern, Augenbrauen, Nägel';
    setFirst('pages.yml', 'title', title);
    expect(messages()[0]).toMatch(
      new RegExp(
        `src/data/pages\\.yml, Zeile \\d+, „title“: „.*“ – der Titel ist mit ${title.length} Zeichen zu lang .* um ${title.length - 60} Zeichen kürzen`,
      ),
    );
  });

  test('a review without a date names file, line and reviewer, and says where the date comes from', () => {
    const first = content.reviews.reviews[0]!;
    const line = lineOf('reviews.yml', /\n\s+date: /);
    site.edit('reviews.yml', /\n\s+date: [^\n]*/, '');
    expect(messages()).toEqual([
      `src/data/reviews.yml, Zeile ${line - 3}, „date“ bei „${first.name}“: das Datum der Bewertung fehlt: Tragen Sie es ein, wie es auf Treatwell steht, z. B. „date: 2025-10-14“. Die Übersicht nennt den Zeitraum, aus dem die Bewertungen stammen.`,
    ]);
  });

  test('a review dated after „asOf“ (Stand der Liste) names file, line, reviewer and both days', () => {
    const first = content.reviews.reviews[0]!;
    const later = addDays(content.reviews.asOf, 1);
    const line = setFirst('reviews.yml', 'date', later);
    expect(messages()).toEqual([
      `src/data/reviews.yml, Zeile ${line}, „date“ bei „${first.name}“: „${later}“ – liegt nach dem Stand der Liste („asOf: ${content.reviews.asOf}“ oben in der Datei). Tragen Sie bei „asOf“ den Tag ein, bis zu dem Sie die Bewertungen nachgetragen haben (frühestens ${later}), oder korrigieren Sie das Datum der Bewertung`,
    ]);
  });

  test('a review or „asOf“ in the future is refused, and no message advises a day after today', () => {
    const first = content.reviews.reviews[0]!;
    const tomorrow = addDays(berlinToday(), 1);
    const today = germanDate(berlinToday());
    const line = setFirst('reviews.yml', 'date', tomorrow);
    expect(messages()).toEqual([
      `src/data/reviews.yml, Zeile ${line}, „date“ bei „${first.name}“: „${tomorrow}“ – liegt in der Zukunft (heute ist der ${today}). Tragen Sie das Datum ein, das auf Treatwell bei der Bewertung steht`,
    ]);
    site.edit('reviews.yml', /\nasOf: [^\n]*/, `\nasOf: ${tomorrow}`);
    expect(messages()).toEqual([
      expect.stringMatching(
        /^src\/data\/reviews\.yml, Zeile \d+, „asOf“: „[\d-]+“ – liegt in der Zukunft \(heute ist der .*höchstens den heutigen$/,
      ),
      expect.stringContaining(`„date“ bei „${first.name}“: „${tomorrow}“ – liegt in der Zukunft`),
    ]);
  });

  test('a closure pasted under the commented example, into the opening hours: one message saying where it belongs', () => {
    // studio.yml's example as comments, and under it the closure she pasted without „closures:“.
    const example = '# closures:\n#   - from: 2026-12-23\n#     to: 2027-01-03\n';
    const pasted = '  - from: 2026-12-23\n    to: 2027-01-03\n    note: Urlaub\n';
    site.edit(
      'studio.yml',
      '\n# Ihre Seiten',
      `\n${example}${pasted}closures: []\n\n# Ihre Seiten`,
    );
    const line = lineOf('studio.yml', /\n {2}- from: 2026-12-23/);
    expect(messages()).toEqual([
      `src/data/studio.yml, Zeile ${line}, „${content.studio.openingHours.length + 1}. Eintrag in „openingHours““: das ist eine Schließzeit („from“, „to“), sie steht aber in der Liste „openingHours“ (Öffnungszeiten): Die Zeile „# closures:“ darüber ist nur ein Kommentar, deshalb zählt der Eintrag zu den Öffnungszeiten. Schneiden Sie die Zeilen aus und fügen Sie sie unter der Zeile „closures:“ weiter unten ein; aus „closures: []“ wird dabei „closures:“.`,
    ]);
  });

  test('a struck-through price beside a single treatment (no "includes") is refused', () => {
    const line = lineOf('prices.yml', /\n\s+price: /);
    site.edit('prices.yml', /(\n(\s+)price: [^\n]*)/, `$1\n$2regularPrice: 999 €`);
    expect(messages()).toEqual([
      `src/data/prices.yml, Zeile ${line + 1}, „regularPrice“ bei „${firstService.title}“: „999 €“ – ein durchgestrichener Preis steht nur bei einem Paket (mit „includes“): die Summe der Einzelpreise. Bei einer einzelnen Behandlung läse er sich als Ihr früherer Preis; löschen Sie die Zeile „regularPrice“ und beschreiben Sie ein befristetes Angebot im Text („description“)`,
    ]);
  });

  test('an offer condition or end date without a label is refused', () => {
    const card = content.home.services.cards.find(
      (entry) => entry.label && !entry.labelCondition && !entry.labelUntil,
    )!;
    site.edit(
      'home.yml',
      `- title: ${card.title}\n      label: ${card.label}\n`,
      `- title: ${card.title}\n      labelUntil: 2025-12-31\n`,
    );
    const line = lineOf('home.yml', /\n\s+labelUntil: 2025-12-31/);
    expect(messages()).toEqual([
      `src/data/home.yml, Zeile ${line}, „labelUntil“ bei „${card.title}“: „2025-12-31“ – gehört zu einem Etikett: ergänzen Sie „label“ (z. B. „Kennenlernangebot“) oder löschen Sie die Zeile`,
    ]);
  });

  test('a closure: real days, and the last day not before the first', () => {
    site.write(
      'studio.yml',
      `${site.read('studio.yml').trimEnd()}\nclosures:\n  - from: 2026-12-23\n    to: 2026-12-03\n    note: Urlaub\n  - from: 2026-02-30\n    to: 2026-03-01\n`,
    );
    const lines = site.read('studio.yml').split('\n');
    expect(messages()).toEqual([
      `src/data/studio.yml, Zeile ${lines.indexOf('    to: 2026-12-03') + 1}, „to“: „2026-12-03“ – der letzte Tag liegt vor dem ersten („from“: „2026-12-23“); tauschen Sie die beiden Daten oder korrigieren Sie das Jahr`,
      `src/data/studio.yml, Zeile ${lines.indexOf('  - from: 2026-02-30') + 1}, „from“: „2026-02-30“ – ein Datum sieht so aus: „2025-11-01“ (Jahr-Monat-Tag)`,
    ]);
  });

  test('a permanent make-up price without its touch-up names file, line, field and treatment', () => {
    const [pmu] = content.prices.categories.flatMap((category) =>
      category.services
        .filter((service) => service.touchUp)
        .map((service) => ({...service, category: category.title})),
    );
    const title = pmu!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const line = lineOf('prices.yml', new RegExp(`\\n\\s+- title: ${title}\\n`));
    site.edit('prices.yml', new RegExp(`(- title: ${title}\\n[^]*?)\\n\\s+touchUp: [^\\n]*`), '$1');
    expect(messages()).toEqual([
      `src/data/prices.yml, Zeile ${line}, „touchUp“ bei „${pmu!.title}“: fehlt – bei Permanent Make-up gehört zu jedem Preis die Angabe zur Nacharbeit: „touchUp: inklusive“, wenn sie im Preis enthalten ist, sonst ihr Preis wie „touchUp: 80 €“ (oder „touchUp: keine“, wenn zu dieser Behandlung keine Nacharbeit gehört)`,
    ]);
  });

  test('permanent make-up is known by the category or the treatment; „keine“ and a price are touch-ups too', () => {
    // A microblading treatment added to another category needs its touch-up as well.
    site.edit(
      'prices.yml',
      /(\n(\s+)- title: (Wimpernlifting)\n)/,
      '\n$2- title: Microblading-Auffrischung\n$2  duration: 60 Min.\n$2  price: 150 €$1',
    );
    expect(messages()).toEqual([
      expect.stringMatching(
        /^src\/data\/prices\.yml, Zeile \d+, „touchUp“ bei „Microblading-Auffrischung“: fehlt – bei Permanent Make-up/,
      ),
    ]);
    site.edit('prices.yml', /(price: 150 €)/, '$1\n        touchUp: keine');
    expect(messages()).toEqual([]);
    site.edit('prices.yml', /touchUp: keine/, 'touchUp: 60 €');
    expect(messages()).toEqual([]);
    site.edit('prices.yml', /touchUp: 60 €/, 'touchUp: ja');
    expect(messages()).toEqual([
      expect.stringContaining(
        '„touchUp“ bei „Microblading-Auffrischung“: „ja“ – die Nacharbeit: „inklusive“, wenn sie im Preis enthalten ist, sonst ihr Preis wie „80 €“ – oder „keine“',
      ),
    ]);
  });

  test('an included touch-up says within how many weeks (§ 3 PAngV)', () => {
    const line = lineOf('prices.yml', /\n\s+touchUpWeeks: /);
    site.edit('prices.yml', /\n\s+touchUpWeeks: [^\n]*/, '');
    expect(messages()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^src/data/prices\\.yml, Zeile ${line - 4}, „touchUpWeeks“ bei „[^“]+“: fehlt – bei „touchUp: inklusive“ steht beim Preis, innerhalb welcher Zeit die Nacharbeit enthalten ist: tragen Sie die Zahl der Wochen nach der Behandlung ein, z. B. „touchUpWeeks: 8“$`,
        ),
      ),
    ]);
  });

  test('a before/after gallery group says when its "after" pictures were taken', () => {
    const group = content.gallery.groups.find((entry) => entry.after)!;
    site.edit('gallery.yml', `    after: ${group.after}\n`, '');
    expect(messages()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^src/data/gallery\\.yml, Zeile \\d+, „after“ bei „${group.title.replace(/[+()]/g, '\\$&')}“: fehlt: Unter Vorher-nachher-Bildern steht, wann`,
        ),
      ),
    ]);
  });

  test('BB Glow works a tinted serum into the skin with needles: its before/after group is refused, the rule named', () => {
    const planted = site.read('gallery.yml').split('\n').length;
    site.write(
      'gallery.yml',
      `${site.read('gallery.yml').trimEnd()}\n  - title: BB Glow\n    after: Die Nachher-Aufnahmen entstanden nach vier Sitzungen.\n    items:\n      - source: /images/galerie/augenbrauen-microblading-01.jpg\n        alt: "Ebenmäßiger Teint"\n        lazy: ja\n`,
    );
    const [refused, ...none] = messages();
    expect(none).toEqual([]);
    expect(refused).toMatch(
      new RegExp(
        `^src/data/gallery\\.yml, Zeile ${planted + 1}, „after“ bei „BB Glow“: .+ – zeigt einen Vorher-nachher-Vergleich für „BB Glow“\\. Solche Behandlungen dürfen nicht mit Vorher-nachher-Bildern beworben werden: Nach § 11 Abs\\. 1 S\\. 3 Nr\\. 1 HWG`,
      ),
    );
    expect(refused).toContain('etwa Microneedling, BB Glow, Dermapen');
    expect(refused).toContain('Das gilt auch für Ihre Beiträge auf Instagram und Facebook.');
  });

  test('no before/after group for a form-changing treatment: the rule is named (§ 11 HWG, BGH I ZR 170/24)', () => {
    const rule = [
      'Solche Behandlungen dürfen nicht mit Vorher-nachher-Bildern beworben werden: Nach § 11 Abs. 1 S. 3 Nr. 1 HWG',
      'Bundesgerichtshof, Urteil vom 31. Juli 2025, I ZR 170/24',
      'Zeigen Sie stattdessen, wie eine Behandlung abläuft',
    ];
    const group = (after: string, alt: string) =>
      `  - title: Lippen mit dem Hyaluron-Pen\n${after}    items:\n      - source: /images/galerie/augenbrauen-microblading-01.jpg\n        alt: "${alt}"\n        lazy: ja\n`;
    const planted = site.read('gallery.yml').split('\n').length;
    // With an "after" line: refused there.
    site.write(
      'gallery.yml',
      `${site.read('gallery.yml').trimEnd()}\n${group('    after: Die Nachher-Aufnahme entstand zwei Wochen später.\n', 'Volle Lippen')}`,
    );
    const [withAfter, ...none] = messages();
    expect(none).toEqual([]);
    expect(withAfter).toMatch(
      new RegExp(
        `^src/data/gallery\\.yml, Zeile ${planted + 1}, „after“ bei „Lippen mit dem Hyaluron-Pen“: „Die Nachher-Aufnahme entstand zwei Wochen später\\.“ – zeigt einen Vorher-nachher-Vergleich für „Hyaluron-Pen“\\.`,
      ),
    );
    for (const part of rule) expect(withAfter).toContain(part);
    // Without it, the words of a comparison in a description are refused too.
    site.edit('gallery.yml', '    after: Die Nachher-Aufnahme entstand zwei Wochen später.\n', '');
    site.edit('gallery.yml', '"Volle Lippen"', '"Lippen vor und nach dem Hyaluron-Pen"');
    expect(messages()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^src/data/gallery\\.yml, Zeile ${planted + 3}, „alt“ bei „Lippen mit dem Hyaluron-Pen“: „Lippen vor und nach dem Hyaluron-Pen“ – zeigt einen Vorher-nachher-Vergleich für „Hyaluron-Pen“\\. Solche Behandlungen dürfen nicht`,
        ),
      ),
    ]);
    // Showing the treatment is allowed.
    site.edit(
      'gallery.yml',
      '"Lippen vor und nach dem Hyaluron-Pen"',
      '"So läuft eine Behandlung mit dem Hyaluron-Pen ab"',
    );
    expect(messages()).toEqual([]);
  });

  test('„noch keine zugeteilt“ is a business ID while none is assigned; other text is not', () => {
    site.edit('legal.yml', /^businessId: .*$/m, 'businessId: noch keine zugeteilt');
    expect(messages()).toEqual([]);
    site.edit('legal.yml', /^businessId: .*$/m, 'businessId: 12/345/67890');
    expect(messages()).toEqual([
      expect.stringContaining(
        '„businessId“: „12/345/67890“ – eine Wirtschafts-Identifikationsnummer sieht so aus: „DE123456789-00001“ – oder, solange Sie keine haben, „noch keine zugeteilt“',
      ),
    ]);
  });

  test('a host outside the EU needs the basis of the transfer', () => {
    site.edit('legal.yml', /outsideEu: nein/, 'outsideEu: ja');
    expect(messages().join('\n')).toContain('„transferBasis“');
  });
});

describe('derived facts follow the files', () => {
  test('one more 1-star review changes count, score and the 1-star row', () => {
    const before = contentModule('reviews', site.dir).summary;
    site.write(
      'reviews.yml',
      `${site.read('reviews.yml').trimEnd()}\n  - name: Test K.\n    service: Microblading\n    stars: 1\n    date: 2025-10-30\n    text: "Leider nicht zufrieden, ich hab's anders erwartet."\n`,
    );
    const {summary, reviews} = contentModule('reviews', site.dir);
    const total = reviews.reduce((sum, review) => sum + review.stars, 0);
    expect(summary.count).toBe(before.count + 1);
    expect(summary.counts[1]).toBe(before.counts[1] + 1);
    expect(summary.score).toBe(Math.round((total / reviews.length) * 10) / 10);
  });

  test('a rating with stars only (no text) is valid content and counts in the rating widget', () => {
    const before = contentModule('reviews', site.dir).summary;
    site.write(
      'reviews.yml',
      `${site.read('reviews.yml').trimEnd()}\n  - name: Jana M.\n    service: Wimpernlifting\n    stars: 2\n    date: 2025-10-30\n`,
    );
    expect(messages()).toEqual([]);
    const {summary, reviews} = contentModule('reviews', site.dir);
    expect(reviews.at(-1)).toMatchObject({name: 'Jana M.', stars: 2});
    expect(reviews.at(-1)!.text).toBeUndefined();
    expect(summary.count).toBe(before.count + 1);
    expect(summary.counts[2]).toBe(before.counts[2] + 1);
  });

  test('a card for some of its category’s treatments says „ausgewählte Behandlungen“, not the category’s cheapest to dearest', () => {
    const cards = contentModule('home', site.dir).services.cards;
    const some = content.home.services.cards.map(({category, services}) => {
      const all = content.prices.categories.find(({title}) => title === category)!.services;
      return services !== undefined && services.length < all.length;
    });
    expect(some).toContain(true);
    expect(some).toContain(false);
    cards.forEach(({priceNote}, index) =>
      expect(priceNote.startsWith('ausgewählte Behandlungen: ')).toBe(some[index]),
    );
    // The sample's facial card leaves out the dearest facial (249 €) and says so.
    const facials = cards.find(({title}) => title === 'Gesichtsbehandlungen')!;
    expect(facials.priceNote).toBe('ausgewählte Behandlungen: 55\u00a0€ – 155\u00a0€');
  });

  test('a new price moves the home card range, the phone its tel: link, the hours the structured data', () => {
    const card = contentModule('home', site.dir).services.cards[0]!;
    const cardConfig = content.home.services.cards[0]!;
    const firstOfCard =
      cardConfig.services?.[0] ??
      content.prices.categories.find((c) => c.title === cardConfig.category)!.services[0]!.title;
    site.edit(
      'prices.yml',
      new RegExp(
        `(title: ${firstOfCard.replace(/[()]/g, '\\$&')}\\n(?:\\s+\\w+: [^\\n]*\\n)*?\\s+price: )[^\\n]*`,
      ),
      '$11 €',
    );
    expect(contentModule('home', site.dir).services.cards[0]!.priceNote).toMatch(
      /^(ausgewählte Behandlungen: )?1\u00a0€ – /,
    );
    expect(card.priceNote).not.toMatch(/^1\u00a0€/);

    site.edit('studio.yml', /\nphone: [^\n]*/, '\nphone: 0171 2345678');
    site.edit('studio.yml', /\n(\s+)hours: \d\d:\d\d[^\n]*/, '\n$1hours: 09:30 – 18:00');
    const studio = contentModule('studio', site.dir);
    expect(studio.phone).toEqual({display: '0171 2345678', href: 'tel:+491712345678'});
    expect(studio.openingHours[0]).toMatchObject({
      opens: '09:30',
      closes: '18:00',
      hours: '09:30 – 18:00 Uhr',
    });
  });
});
