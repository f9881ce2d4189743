/** src/data/prices.yml: the price list, with the rules across its entries (packages, touch-ups). */
import * as z from 'zod';
import {PRICE, formatEuro, parsePrice} from '../../lib/money';
import {slugify} from '../../lib/slug';
import {label, matching, optionalText, text, wholeNumber} from './fields';

/** A permanent make-up touch-up: included in the price, its own price, or none belongs to it. */
const TOUCH_UP = new RegExp(`^(?:[Ii]nklusive|[Kk]eine|${PRICE.source.slice(1, -1)})$`);
/**
 * Permanent make-up, recognised by the category's or the treatment's name: its price must say
 * whether the touch-up is included or what it costs (§ 3 PAngV, § 5a UWG).
 */
const PERMANENT_MAKEUP =
  /permanent[\s-]*make[\s-]*up|\bpmu\b|microblading|powder[\s-]*brows|pigmentier/i;
const DURATION =
  /^(?:ca\. )?(?:[1-9]\d* Min\.|\d+(?:,\d{1,2})? Std\.|[1-9]\d* Std\. [1-9]\d? Min\.)$/;

const PRICE_FORM = 'ein Preis sieht so aus: „99 €“ oder „99,50 €“';
const AMOUNT = /\d{1,5}(?:,\d{2})?/g;

/**
 * Every treatment has its final price (§ 1, § 3 PAngV): „ab 59 €“ or „59 – 69 €“ would need the
 * factors that decide the price beside it, and the home page's ranges and the data for search
 * engines need one price. Her message says what to write instead: each variant as its own entry.
 */
function priceMessage(input: unknown): string {
  const value = String(input).trim();
  const amounts = (value.match(AMOUNT) ?? []).map((amount) => `„${amount} €“`);
  const variants =
    'Kostet die Behandlung je nach Aufwand verschieden, legen Sie jede Variante als eigene Behandlung mit ihrem Preis an, z. B. „Augenbrauen zupfen (kurz)“ und „Augenbrauen zupfen (lang)“';
  if (/^ab\b/i.test(value) && amounts.length === 1)
    return `„ab“-Preise nennt die Preisliste nicht: Jede Behandlung steht mit ihrem Endpreis da (Preisangabenverordnung). Schreiben Sie den Preis, den sie kostet, z. B. ${amounts[0]}. ${variants}`;
  if (amounts.length === 2 && /\d\s*(?:[–-]|bis)\s*\d/.test(value))
    return `eine Preisspanne nennt die Preisliste nicht: Jede Behandlung steht mit ihrem Endpreis da (Preisangabenverordnung). ${variants}: eine mit ${amounts[0]}, eine mit ${amounts[1]}`;
  return PRICE_FORM;
}

const price = text
  .regex(PRICE, {error: (issue) => priceMessage(issue.input), abort: true})
  .meta({error: PRICE_FORM});

const service = z.strictObject({
  title: text.meta(
    label('Behandlung', 'Der Name, wie er auf der Preisliste steht; in der Kategorie eindeutig.'),
  ),
  duration: matching(
    DURATION,
    'eine Dauer sieht so aus: „60 Min.“, „ca. 2 Std.“ oder „1 Std. 30 Min.“',
  ).meta(
    label(
      'Dauer',
      '„45 Min.“, „2 Std.“, „2,5 Std.“ oder „1 Std. 30 Min.“, jeweils auch mit „ca. “ davor.',
    ),
  ),
  price: price.meta(label('Preis', '„99 €“ oder „99,50 €“: Betrag, Leerzeichen, €.')),
  regularPrice: price
    .meta(
      label(
        'Summe der Einzelpreise (nur Pakete)',
        'Nur bei Paketen: die Summe der Einzelpreise, durchgestrichen mit „einzeln gebucht“ gezeigt; die Website rechnet nach. Bei einer einzelnen Behandlung nicht erlaubt.',
      ),
    )
    .optional(),
  touchUp: matching(
    TOUCH_UP,
    'die Nacharbeit: „inklusive“, wenn sie im Preis enthalten ist, sonst ihr Preis wie „80 €“ – oder „keine“',
  )
    .transform((value) => (/^(inklusive|keine)$/i.test(value) ? value.toLowerCase() : value))
    .meta(
      label(
        'Nacharbeit (Permanent Make-up)',
        'Bei Permanent Make-up Pflicht: „inklusive“, wenn die Nacharbeit im Preis enthalten ist, sonst ihr Preis wie „80 €“; „keine“ nur, wenn zu dieser Behandlung keine Nacharbeit gehört.',
      ),
    )
    .optional(),
  touchUpWeeks: wholeNumber(
    1,
    52,
    'die Zahl der Wochen nach der Behandlung, in denen die Nacharbeit enthalten ist, z. B. „8“',
  )
    .meta(
      label(
        'Nacharbeit enthalten innerhalb von … Wochen',
        'Bei „inklusive“ Pflicht: wie viele Wochen nach der Behandlung die Nacharbeit im Preis enthalten ist, z. B. „8“. Die Preisliste zeigt „inklusive Nacharbeit innerhalb von acht Wochen nach der Behandlung“.',
      ),
    )
    .optional(),
  includes: z
    .array(text)
    .min(2, 'ein Paket enthält mindestens zwei Behandlungen')
    .meta(
      label(
        'Enthaltene Behandlungen (nur Pakete)',
        'Mindestens zwei, Buchstabe für Buchstabe wie ihre Titel in der Preisliste.',
        {singular: 'Behandlung', plural: 'enthaltene Behandlungen'},
      ),
    )
    .optional(),
  description: optionalText.meta(
    label(
      'Beschreibung („Mehr erfahren“)',
      'Eine Leerzeile trennt zwei Absätze; Zeilen, die mit „- “ beginnen, werden zu einer Aufzählung.',
      {multiline: true},
    ),
  ),
});

/** A package's price is its single prices' sum; a single treatment has no struck-through price. */
type Categories = {title: string; services: z.infer<typeof service>[]}[];
function checkPrices({categories}: {categories: Categories}, ctx: z.RefinementCtx) {
  const cents = new Map(
    categories.flatMap((c) => c.services.map((s) => [s.title, parsePrice(s.price)!] as const)),
  );
  const issue = (path: PropertyKey[], message: string) =>
    ctx.addIssue({code: 'custom', path: ['categories', ...path], message});
  const anchors = new Map<string, string>();
  categories.forEach((category, c) => {
    const other = anchors.get(slugify(category.title));
    if (other)
      issue(
        [c, 'title'],
        `ist (fast) gleich wie die Kategorie „${other}“; wählen Sie einen anderen Titel`,
      );
    anchors.set(slugify(category.title), category.title);
    const titles = new Set<string>();
    category.services.forEach((service, s) => {
      const {title, price, regularPrice, includes, touchUp, touchUpWeeks} = service;
      const at = (...path: PropertyKey[]) => [c, 'services', s, ...path];
      // § 3 PAngV, § 5a UWG: a permanent make-up price says what the touch-up costs.
      if (!touchUp && (PERMANENT_MAKEUP.test(category.title) || PERMANENT_MAKEUP.test(title)))
        issue(
          at('touchUp'),
          'fehlt – bei Permanent Make-up gehört zu jedem Preis die Angabe zur Nacharbeit: ' +
            '„touchUp: inklusive“, wenn sie im Preis enthalten ist, sonst ihr Preis wie „touchUp: 80 €“ ' +
            '(oder „touchUp: keine“, wenn zu dieser Behandlung keine Nacharbeit gehört)',
        );
      // An included touch-up says until when (§ 3 PAngV): „inklusive“ alone promises it for ever.
      if (touchUp === 'inklusive' && !touchUpWeeks)
        issue(
          at('touchUpWeeks'),
          'fehlt – bei „touchUp: inklusive“ steht beim Preis, innerhalb welcher Zeit die Nacharbeit enthalten ist: ' +
            'tragen Sie die Zahl der Wochen nach der Behandlung ein, z. B. „touchUpWeeks: 8“',
        );
      else if (touchUpWeeks && touchUp && touchUp !== 'inklusive')
        issue(
          at('touchUpWeeks'),
          'gehört nur zu „touchUp: inklusive“ (die Nacharbeit ist im Preis enthalten); löschen Sie die Zeile',
        );
      if (titles.has(slugify(title)))
        issue(
          at('title'),
          `eine andere Behandlung in „${category.title}“ heißt (fast) genauso; wählen Sie einen eindeutigen Titel`,
        );
      titles.add(slugify(title));
      const regular = regularPrice ? parsePrice(regularPrice)! : undefined;
      const sum = (includes ?? []).reduce((total, part) => total + (cents.get(part) ?? 0), 0);
      const unknown = (includes ?? []).filter((part) => !cents.has(part));
      unknown.forEach((part) =>
        issue(
          at('includes', includes!.indexOf(part)),
          `eine Behandlung „${part}“ gibt es in der Preisliste nicht; schreiben Sie den Titel genau wie dort`,
        ),
      );
      // Beside a single treatment a struck-through price reads as her former price (§ 5 (2) no. 2
      // UWG); only a package's sum of single prices is a truthful one.
      if (regular !== undefined && !includes)
        issue(
          at('regularPrice'),
          'ein durchgestrichener Preis steht nur bei einem Paket (mit „includes“): die Summe der Einzelpreise. ' +
            'Bei einer einzelnen Behandlung läse er sich als Ihr früherer Preis; löschen Sie die Zeile ' +
            '„regularPrice“ und beschreiben Sie ein befristetes Angebot im Text („description“)',
        );
      else if (regular !== undefined && regular <= parsePrice(price)!)
        issue(at('regularPrice'), `der reguläre Preis muss höher sein als der Preis „${price}“`);
      if (includes && regular === undefined)
        issue(
          at('regularPrice'),
          `ein Paket (mit „includes“) braucht „regularPrice“: die Summe der Einzelpreise, ${formatEuro(sum)}`,
        );
      else if (includes && unknown.length === 0 && regular !== sum) {
        const parts = includes.map((part) => `${part} ${formatEuro(cents.get(part)!)}`);
        issue(
          at('regularPrice'),
          `der reguläre Preis eines Pakets ist die Summe seiner Behandlungen (${parts.join(' + ')} = ${formatEuro(sum)}); passen Sie „regularPrice“ oder die Einzelpreise an`,
        );
      }
    });
  });
}

export const pricesSchema = z
  .strictObject({
    categories: z
      .array(
        z.strictObject({
          title: text.meta(
            label(
              'Name der Kategorie',
              'z. B. „Wimpernverlängerung“. Benennen Sie sie um, passen Sie die Karten der Startseite an.',
            ),
          ),
          services: z
            .array(service)
            .min(1, 'die Kategorie braucht mindestens eine Behandlung')
            .meta(
              label('Behandlungen', 'Die Behandlungen dieser Kategorie.', {
                singular: 'Behandlung',
                summary: '{{fields.title}} – {{fields.price}}',
              }),
            ),
        }),
      )
      .min(1, 'die Preisliste braucht mindestens eine Kategorie')
      .meta(
        label('Kategorien', 'Die Abschnitte der Preisliste, in der Reihenfolge der Seite.', {
          singular: 'Kategorie',
          summary: '{{fields.title}}',
        }),
      ),
  })
  .superRefine(checkPrices);
