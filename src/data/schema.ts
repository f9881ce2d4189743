/**
 * The one schema of the owner's content: every YAML file in src/data, what each field must look
 * like, and the German message she reads when it does not. The YAML is read with the failsafe
 * schema (every value is text), so "030 …", "01067" or "10:00" stay exactly as typed; numbers and
 * yes/no values are converted here. Types for the site's code are inferred from these schemas.
 *
 * Runs at build time in Node only (plugins/content): zod never ships to visitors.
 */
import * as z from 'zod';
import {ALT_MAX, DESCRIPTION_MAX} from '../lib/contentRules';
import {isValidEmail} from '../lib/email';

/** German weekdays in order, with their schema.org names. */
export const WEEKDAYS = [
  ['Montag', 'Monday'],
  ['Dienstag', 'Tuesday'],
  ['Mittwoch', 'Wednesday'],
  ['Donnerstag', 'Thursday'],
  ['Freitag', 'Friday'],
  ['Samstag', 'Saturday'],
  ['Sonntag', 'Sunday'],
] as const;

export const PRICE = /^(0|[1-9]\d{0,4})(?:,(\d{2}))?[  ]€$/;
export const DURATION =
  /^(?:ca\. )?(?:[1-9]\d* Min\.|\d+(?:,\d{1,2})? Std\.|[1-9]\d* Std\. [1-9]\d? Min\.)$/;
export const PHONE = /^(?:\+49|0)[1-9][\d /-]{4,18}\d$/;
export const TIME_RANGE = /^([01]\d|2[0-3]):([0-5]\d)\s*[–-]\s*([01]\d|2[0-3]):([0-5]\d)(?: Uhr)?$/;

/** Price in cents, or null when the text is not a price like "99 €" or "99,50 €". */
export function parsePrice(value: string): number | null {
  const match = PRICE.exec(value.trim());
  return match ? Number(match[1]) * 100 + Number(match[2] ?? 0) : null;
}

const text = z.string().trim().min(1, 'darf nicht leer sein');
const optionalText = z.string().trim().optional();
const keywords = z.array(text).min(1, 'braucht mindestens ein Suchwort');

const httpsUrl = text.regex(
  /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/,
  'eine Adresse sieht so aus: „https://www.beispiel.de/seite“',
);

const alt = text.max(ALT_MAX, `ist zu lang – höchstens ${ALT_MAX} Zeichen`);

const imagePath = text.regex(
  /^\/images\/[a-z0-9][a-z0-9/_-]*\.(jpg|jpeg|png)$/,
  'ein Bild liegt unter static/images und wird so angegeben: „/images/ordner/name.jpg“ (kleine Buchstaben, keine Umlaute)',
);
const mediaPath = text.regex(
  /^\/(images\/[a-z0-9][a-z0-9/_-]*\.(jpg|jpeg|png)|videos\/[a-z0-9][a-z0-9/_-]*\.mp4)$/,
  'ein Bild oder Video wird so angegeben: „/images/ordner/name.jpg“ oder „/videos/ordner/name.mp4“',
);
const sitePath = text.regex(
  /^\/[a-z0-9/-]*$/,
  'ein Link innerhalb der Website beginnt mit „/“, z. B. „/preisliste“',
);

const yesNo = z
  .enum(['ja', 'nein', 'true', 'false'], {error: 'hier steht „ja“ oder „nein“'})
  .transform((value) => value === 'ja' || value === 'true');

function wholeNumber(min: number, max: number, hint: string) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, hint)
    .transform(Number)
    .pipe(z.number().min(min, hint).max(max, hint));
}

/** "2025-11-01", a day that exists. */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const isoDate = text.refine(isIsoDate, 'ein Datum sieht so aus: „2025-11-01“ (Jahr-Monat-Tag)');

/** A review's date: required, because the rating widget states the period the reviews cover. */
const reviewDate = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? 'das Datum der Bewertung fehlt: Tragen Sie es ein, wie es auf Treatwell steht, z. B. „date: 2025-10-14“. Die Übersicht nennt den Zeitraum, aus dem die Bewertungen stammen.'
        : undefined,
  })
  .pipe(isoDate);

const price = text.refine(
  (value) => parsePrice(value) !== null,
  'ein Preis sieht so aus: „99 €“ oder „99,50 €“',
);

/** "Montag – Freitag", "Samstag" or "Montag, Mittwoch": the days an opening-hours line covers. */
function weekdayIndexes(value: string): number[] | null {
  const names = WEEKDAYS.map(([name]) => name as string);
  const range = /^(\p{L}+)\s*[–-]\s*(\p{L}+)$/u.exec(value);
  if (range) {
    const from = names.indexOf(range[1]!);
    const to = names.indexOf(range[2]!);
    return from >= 0 && to > from ? Array.from({length: to - from + 1}, (_, i) => from + i) : null;
  }
  const days = value.split(/\s*,\s*/).map((day) => names.indexOf(day));
  return days.every((day) => day >= 0) ? days : null;
}

const openingHoursLine = z
  .strictObject({
    days: text.refine(
      (value) => weekdayIndexes(value) !== null,
      'Tage so angeben: „Montag – Freitag“, „Samstag“ oder „Montag, Mittwoch“ (ausgeschrieben)',
    ),
    hours: text.refine(
      (value) => TIME_RANGE.test(value) || /^(nach Vereinbarung|geschlossen)$/i.test(value),
      'Zeiten so angeben: „10:00 – 19:00“, „nach Vereinbarung“ oder „geschlossen“',
    ),
  })
  .transform(({days, hours}) => {
    const time = TIME_RANGE.exec(hours);
    const indexes = weekdayIndexes(days) ?? [];
    return {
      days,
      weekdays: indexes,
      opens: time ? `${time[1]}:${time[2]}` : undefined,
      closes: time ? `${time[3]}:${time[4]}` : undefined,
      hours: time
        ? `${time[1]}:${time[2]} – ${time[3]}:${time[4]} Uhr`
        : /^n/i.test(hours)
          ? 'nach Vereinbarung'
          : 'geschlossen',
    };
  });

const studioSchema = z.strictObject({
  url: httpsUrl.transform((value) => value.replace(/\/+$/, '')),
  studioName: text,
  ownerName: text,
  address: z.strictObject({
    street: text,
    postalCode: text.regex(/^\d{5}$/, 'eine Postleitzahl hat fünf Ziffern, z. B. „14169“'),
    city: text,
    district: text,
    country: text.regex(/^[A-Z]{2}$/, 'das Land als Kürzel mit zwei Großbuchstaben, z. B. „DE“'),
  }),
  phone: text.refine(
    (value) => PHONE.test(value),
    'eine Telefonnummer sieht so aus: „030 12345678“',
  ),
  email: text.refine(isValidEmail, 'eine E-Mail-Adresse sieht so aus: „name@beispiel.de“'),
  openingHours: z.array(openingHoursLine).min(1, 'braucht mindestens eine Zeile'),
  social: z.strictObject({facebook: httpsUrl, instagram: httpsUrl, treatwell: httpsUrl}),
  areaServed: z.array(text).min(1, 'braucht mindestens einen Ort'),
  copyrightYear: wholeNumber(2000, 2100, 'eine Jahreszahl, z. B. „2025“'),
});

const legalSchema = z.strictObject({
  vatId: optionalText.refine(
    (value) => !value || /^DE\d{9}$/.test(value),
    'eine USt-IdNr. sieht so aus: „DE123456789“ – oder leer lassen',
  ),
  businessId: optionalText.refine(
    (value) => !value || /^DE\d{9}(-\d{5})?$/.test(value),
    'eine Wirtschafts-Identifikationsnummer sieht so aus: „DE123456789-00001“ – oder leer lassen',
  ),
  /** Kosmetik is no regulated profession (no "Berufsbezeichnung"); a crafts-chamber entry is shown when set. */
  craftsChamber: z.strictObject({name: text, address: text, register: optionalText}).optional(),
  supervisoryAuthority: z.strictObject({name: text, address: text}).optional(),
  liabilityInsurance: z.strictObject({insurer: text, address: text, area: text}).optional(),
  hosting: z.strictObject({
    provider: text,
    address: text,
    country: text,
    outsideEu: yesNo,
    transferBasis: optionalText,
    /** The day the data processing agreement (Art. 28 GDPR) was made; the launch check requires it outside the EU. */
    dpaDate: optionalText.refine(
      (value) => !value || isIsoDate(value),
      'ein Datum sieht so aus: „2025-11-03“ (Jahr-Monat-Tag) – oder leer lassen',
    ),
    logRetentionDays: wholeNumber(
      1,
      365,
      'eine ganze Zahl von Tagen zwischen 1 und 365, z. B. „7“',
    ),
  }),
  emailProvider: optionalText,
  platforms: z
    .array(z.strictObject({name: text, provider: text, privacyUrl: httpsUrl}))
    .min(1, 'nennen Sie die Anbieter der verlinkten Plattformen'),
  dataProtectionAuthority: z.strictObject({name: text, address: text, url: httpsUrl}),
});

const service = z.strictObject({
  title: text,
  duration: text.refine(
    (value) => DURATION.test(value),
    'eine Dauer sieht so aus: „60 Min.“, „ca. 2 Std.“ oder „1 Std. 30 Min.“',
  ),
  price,
  regularPrice: price.optional(),
  includes: z.array(text).min(2, 'ein Paket enthält mindestens zwei Behandlungen').optional(),
  description: optionalText,
});

const pricesSchema = z.strictObject({
  categories: z
    .array(
      z.strictObject({
        title: text,
        services: z.array(service).min(1, 'die Kategorie braucht mindestens eine Behandlung'),
      }),
    )
    .min(1, 'die Preisliste braucht mindestens eine Kategorie'),
});

const reviewsSchema = z.strictObject({
  asOf: isoDate,
  notice: text,
  reviews: z.array(
    z.strictObject({
      name: text,
      service: text,
      stars: wholeNumber(1, 5, 'die Zahl der Sterne: 1, 2, 3, 4 oder 5'),
      text,
      date: reviewDate,
    }),
  ),
});

const galleryItem = z.strictObject({source: mediaPath, alt, lazy: yesNo});

const gallerySchema = z.strictObject({
  groups: z
    .array(
      z.strictObject({
        title: text,
        items: z.array(galleryItem).min(1, 'die Gruppe braucht mindestens ein Bild oder Video'),
      }),
    )
    .min(1),
});

const picture = {image: imagePath, alt};

const homeSchema = z.strictObject({
  hero: z.strictObject({
    headline: text,
    text,
    callToAction: text,
    secondaryLink: z.strictObject({text, target: sitePath}),
    ...picture,
  }),
  intro: z
    .array(
      z.strictObject({
        title: text,
        paragraphs: z.array(text).min(1),
        image: imagePath.optional(),
        alt: alt.optional(),
      }),
    )
    .min(1),
  services: z.strictObject({
    heading: text,
    text,
    cards: z
      .array(
        z.strictObject({
          title: text,
          label: optionalText,
          /** What the offer is and for whom: a label like "Sonderangebot" promises a price advantage (§ 5 UWG). */
          labelCondition: optionalText,
          labelUntil: isoDate.optional(),
          ...picture,
          category: text,
          services: z.array(text).min(1).optional(),
        }),
      )
      .min(1),
    more: z.strictObject({title: text, text, link: sitePath}),
  }),
  banner: z.strictObject({heading: text, text, callToAction: text, ...picture}),
  blog: z.strictObject({
    heading: text,
    readMore: text,
    allPosts: z.strictObject({text, target: sitePath}),
  }),
  salon: z.strictObject({
    heading: text,
    cards: z.array(z.strictObject({title: text, text, ...picture})).min(1),
  }),
  social: z.strictObject({
    heading: text,
    text,
    cards: z
      .array(
        z.strictObject({
          source: mediaPath,
          alt,
          platform: z.enum(['facebook', 'instagram', 'treatwell'], {
            error: 'eine der Plattformen aus studio.yml: „facebook“, „instagram“ oder „treatwell“',
          }),
        }),
      )
      .min(1),
  }),
  reviews: z.strictObject({heading: text, ratingLabel: text}),
});

const cooperationSchema = z.strictObject({
  headline: text,
  lead: text,
  intro: text,
  partners: z.strictObject({
    heading: text,
    cards: z.array(z.strictObject({title: text, text})).min(1),
  }),
  standards: z.strictObject({
    heading: text,
    intro: text,
    items: z.array(z.strictObject({title: text, text})).min(1),
    outro: text,
  }),
  request: z.strictObject({heading: text, items: z.array(text).min(1), outro: text}),
  contact: z.strictObject({heading: text, intro: text, spamHint: text, phoneHint: text}),
});

const pageMeta = z.strictObject({
  title: text,
  description: text.max(
    DESCRIPTION_MAX,
    `ist zu lang – höchstens ${DESCRIPTION_MAX} Zeichen, denn Google kürzt längere Beschreibungen`,
  ),
  keywords,
});

/** Title, description and keywords of every page that is not a blog article. */
const pagesSchema = z.strictObject({
  home: pageMeta,
  prices: pageMeta.extend({headline: text, intro: z.array(text).min(1)}),
  gallery: pageMeta.extend({headline: text, note: text}),
  cooperation: pageMeta,
  imprint: pageMeta,
  privacy: pageMeta,
  blog: pageMeta.extend({headline: text, feedTitle: text}),
  blogArchive: pageMeta,
  blogTopics: pageMeta,
  blogAuthors: pageMeta,
});

/** Every content file, by its name in src/data (without ".yml"). */
export const contentSchemas = {
  studio: studioSchema,
  legal: legalSchema,
  prices: pricesSchema,
  reviews: reviewsSchema,
  gallery: gallerySchema,
  home: homeSchema,
  cooperation: cooperationSchema,
  pages: pagesSchema,
} as const;

export type ContentName = keyof typeof contentSchemas;
export type Content = {[Name in ContentName]: z.infer<(typeof contentSchemas)[Name]>};

export type Review = Content['reviews']['reviews'][number];
