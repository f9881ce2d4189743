/**
 * The one schema of the owner's content, modelled on Astro's content collections: every YAML file
 * in src/data and the blog's front matter, topics and authors are collections, and every field is
 * described here once – its type and rule, the German message she reads when it is broken, and
 * (in `.meta()`) its German label and hint. From this one description come the checks of the
 * build and `npm start` (plugins/content), the editor at /admin (plugins/admin/config.ts), the
 * field names of the launch check, the types of the site's code (z.infer) and the field lists in
 * the YAML files' header comments (tests/unit/data/schema.test.ts compares them).
 *
 * The YAML is read with the failsafe schema (every value is text), so "030 …", "01067" or "10:00"
 * stay exactly as typed; numbers and yes/no values are converted here. Runs at build time in Node
 * only: zod never ships to visitors.
 */
import * as z from 'zod';
import {CLOSURE_NOTICE_DAYS} from '../lib/closures';
import {ALT_MAX, DESCRIPTION_MAX} from '../lib/contentRules';
import {EMAIL} from '../lib/email';
import {slugify} from '../lib/slug';

declare module 'zod' {
  interface GlobalMeta {
    /** The German label (the editor's field name, the launch check's name of the field). */
    title?: string;
    /** The German hint under the field in the editor. */
    description?: string;
    /** The rule's message for the editor, which checks the field's pattern while she types. */
    error?: string;
    /** A text box of several lines instead of one line. */
    multiline?: boolean;
    /** A whole number (the file holds text): the editor's number field with these bounds. */
    number?: {readonly min: number; readonly max: number};
    /** A date picker; the file gets "JJJJ-MM-TT". */
    date?: boolean;
    /** Lists: one entry, as the "hinzufügen" button and the count of one say it. */
    singular?: string;
    /** Lists whose label is no plural noun: what the count says, e.g. "4 Orte" (not "4 Einzugsgebiet"). */
    plural?: string;
    /** Lists of entries: what a collapsed entry shows, e.g. "{{fields.title}}". */
    summary?: string;
    /** Lists: new entries at the top (the reviews are newest first). */
    addToTop?: boolean;
    /** False: the launch check does not look for sample values here (real third-party facts). */
    samples?: boolean;
  }
}

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

const PRICE = /^(0|[1-9]\d{0,4})(?:,(\d{2}))?[  ]€$/;
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
const PHONE = /^(?:\+49|0)[1-9][\d /-]{4,18}\d$/;
const TIME_RANGE = /^([01]\d|2[0-3]):([0-5]\d)\s*[–-]\s*([01]\d|2[0-3]):([0-5]\d)(?: Uhr)?$/;
const DAY = `(?:${WEEKDAYS.map(([name]) => name).join('|')})`;
const DAYS = new RegExp(`^${DAY}(?:\\s*[–-]\\s*${DAY}|(?:\\s*,\\s*${DAY})*)$`);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ALT_HINT = `Was auf dem Bild zu sehen ist, in höchstens ${ALT_MAX} Zeichen – für Menschen, die das Bild nicht sehen, und für Google. Nicht „Bild von …“, sondern einfach beschreiben.`;
const DESCRIPTION_MIN = 50;
export const BLOG_IMAGES = '/images/blog/';
export const TRUNCATE = '<!-- truncate -->';

/** Price in cents, or null when the text is not a price like "99 €" or "99,50 €". */
export function parsePrice(value: string): number | null {
  const match = PRICE.exec(value.trim());
  return match ? Number(match[1]) * 100 + Number(match[2] ?? 0) : null;
}

/** "99 €", "99,50 €": with a non-breaking space before the euro sign. */
export function formatEuro(cents: number): string {
  const rest = cents % 100;
  return `${Math.floor(cents / 100)}${rest ? `,${String(rest).padStart(2, '0')}` : ''}\u00a0€`;
}

const label = (title: string, description: string, more: z.GlobalMeta = {}) => ({
  title,
  description,
  ...more,
});

const text = z.string().trim().min(1, {error: 'darf nicht leer sein', abort: true});
const optionalText = z.string().trim().optional();

/** A text that must match `pattern`; the editor checks the same pattern with the same message. */
const matching = (pattern: RegExp, message: string) =>
  text.regex(pattern, {error: message, abort: true}).meta({error: message});

/** "ist zu lang – höchstens 125 Zeichen" with what to cut: the owner counts nothing herself. */
function atMost(max: number, why = '', base = text) {
  return base.max(max, {
    error: (issue) => {
      const length = String(issue.input).length;
      return `ist zu lang – höchstens ${max} Zeichen${why}. Es sind ${length}: kürzen Sie um ${length - max} Zeichen.`;
    },
  });
}

const httpsUrl = matching(
  /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/,
  'eine Adresse sieht so aus: „https://www.beispiel.de/seite“',
);
const alt = atMost(ALT_MAX).meta(label('Bildbeschreibung (Alt-Text)', ALT_HINT));
const IMAGE_HINT =
  'Pfad ohne „static“, z. B. „/images/home/hero.jpg“: kleine Buchstaben, keine Umlaute, Endung .jpg oder .png. Die Datei legen Sie unter static/images ab.';
const imagePath = matching(
  /^\/images\/[a-z0-9][a-z0-9/_-]*\.(jpg|jpeg|png)$/,
  'ein Bild liegt unter static/images und wird so angegeben: „/images/ordner/name.jpg“ (kleine Buchstaben, keine Umlaute)',
).meta(label('Bild', IMAGE_HINT));
const mediaPath = matching(
  /^\/(images\/[a-z0-9][a-z0-9/_-]*\.(jpg|jpeg|png)|videos\/[a-z0-9][a-z0-9/_-]*\.mp4)$/,
  'ein Bild oder Video wird so angegeben: „/images/ordner/name.jpg“ oder „/videos/ordner/name.mp4“',
).meta(
  label(
    'Bild oder Video',
    'Ein Bild „/images/galerie/name.jpg“ oder ein Video „/videos/galerie/name.mp4“ (mit Vorschaubild name-poster.jpg unter static/images).',
  ),
);
const sitePath = matching(
  /^\/[a-z0-9/-]*$/,
  'ein Link innerhalb der Website beginnt mit „/“, z. B. „/preisliste“',
).meta(label('Link', 'Eine Seite dieser Website, beginnend mit „/“, z. B. „/preisliste“.'));

const yesNo = z
  .enum(['ja', 'nein', 'true', 'false'], {error: 'hier steht „ja“ oder „nein“'})
  .transform((value) => value === 'ja' || value === 'true');

function wholeNumber(min: number, max: number, hint: string) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, hint)
    .transform(Number)
    .pipe(z.number().min(min, hint).max(max, hint))
    .meta({number: {min, max}});
}

/** "2025-11-01", a day that exists. */
function isIsoDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    ISO_DATE.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  );
}

const DATE_MESSAGE = 'ein Datum sieht so aus: „2025-11-01“ (Jahr-Monat-Tag)';
const isoDate = matching(ISO_DATE, DATE_MESSAGE).refine(isIsoDate, DATE_MESSAGE).meta({date: true});

const price = matching(PRICE, 'ein Preis sieht so aus: „99 €“ oder „99,50 €“');

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

const DAYS_MESSAGE =
  'Tage so angeben: „Montag – Freitag“, „Samstag“ oder „Montag, Mittwoch“ (ausgeschrieben)';
const HOURS_MESSAGE = 'Zeiten so angeben: „10:00 – 19:00“, „nach Vereinbarung“ oder „geschlossen“';

const openingHoursLine = z
  .strictObject({
    days: matching(DAYS, DAYS_MESSAGE)
      .refine((value) => weekdayIndexes(value) !== null, DAYS_MESSAGE)
      .meta(
        label('Tage', 'Ausgeschrieben: „Montag – Freitag“, „Samstag“ oder „Dienstag, Donnerstag“.'),
      ),
    hours: matching(
      new RegExp(`${TIME_RANGE.source.slice(0, -1)}|^[Nn]ach [Vv]ereinbarung$|^[Gg]eschlossen$`),
      HOURS_MESSAGE,
    ).meta(
      label(
        'Zeiten',
        '„10:00 – 19:00“ (Stunden immer zweistellig), „nach Vereinbarung“ oder „geschlossen“.',
      ),
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

// Fields that mean the same wherever they appear.
const title = text.meta(label('Titel', 'Die Überschrift dieses Eintrags.'));
const heading = text.meta(label('Überschrift', 'Die Überschrift des Abschnitts.'));
const headline = text.meta(label('Hauptüberschrift', 'Die große Überschrift oben auf der Seite.'));
const body = text.meta(
  label('Text', 'Der Text, wie er auf der Website erscheinen soll.', {multiline: true}),
);
const intro = text.meta(
  label('Einleitung', 'Der einleitende Text des Abschnitts.', {multiline: true}),
);
const outro = text.meta(label('Schlusssatz', 'Der Text unter der Liste.', {multiline: true}));
const name = text.meta(label('Name', 'Der Name, wie er auf der Website erscheint.'));
const address = text.meta(
  label('Anschrift', 'Straße und Hausnummer, Postleitzahl und Ort in einer Zeile.'),
);
const callToAction = text.meta(
  label(
    'Aufruf zum Anrufen',
    'Der Text der Schaltfläche, die Ihre Telefonnummer wählt, z. B. „Termin vereinbaren“.',
  ),
);
const linkText = text.meta(label('Text des Links', 'z. B. „Preise ansehen“.'));
const keywords = z
  .array(text)
  .min(1, 'braucht mindestens ein Suchwort')
  .meta(
    label('Suchwörter', 'Ein Suchwort je Eintrag; drei bis acht sind sinnvoll.', {
      singular: 'Suchwort',
    }),
  );
const cards = <T extends z.ZodType>(item: T, more: z.GlobalMeta = {}) =>
  z
    .array(item)
    .min(1, 'die Liste braucht mindestens einen Eintrag')
    .meta(
      label('Karten', 'Die Karten des Abschnitts, in der Reihenfolge der Website.', {
        singular: 'Karte',
        summary: '{{fields.title}}',
        ...more,
      }),
    );
const list = <T extends z.ZodType>(item: T, meta: z.GlobalMeta, min = 1) =>
  z
    .array(item)
    .min(
      min,
      min === 1
        ? 'die Liste braucht mindestens einen Eintrag'
        : `die Liste braucht mindestens ${min} Einträge`,
    )
    .meta(meta);
const section = <Shape extends z.core.$ZodLooseShape>(shape: Shape, meta: z.GlobalMeta) =>
  z.strictObject(shape).meta(meta);

/** A period the studio is closed (holidays, training): announced on every page before it starts. */
const closure = z
  .strictObject({
    from: isoDate.meta(
      label('Erster Tag', 'Der erste Tag, an dem das Studio geschlossen ist.', {date: true}),
    ),
    to: isoDate.meta(
      label(
        'Letzter Tag',
        'Der letzte geschlossene Tag; bei einem einzelnen Tag derselbe wie der erste.',
        {date: true},
      ),
    ),
    note: atMost(160, ', damit der Hinweis kurz bleibt', z.string().trim())
      .meta(
        label(
          'Hinweis',
          'Ein Satz für Ihre Kundinnen, z. B. „Ab dem 5. Januar bin ich wieder für Sie da.“',
        ),
      )
      .optional(),
  })
  .refine(({from, to}) => to >= from, {
    path: ['to'],
    error: (issue) =>
      `der letzte Tag liegt vor dem ersten („from“: „${String((issue.input as {from?: unknown}).from)}“); tauschen Sie die beiden Daten oder korrigieren Sie das Jahr`,
  });

const studioSchema = z.strictObject({
  url: httpsUrl
    .transform((value) => value.replace(/\/+$/, ''))
    .meta(
      label(
        'Adresse der Website',
        'Mit https:// und ohne „/“ am Ende, z. B. „https://www.mein-kosmetikstudio.de“.',
      ),
    ),
  studioName: text.meta(
    label('Name des Studios', 'Erscheint im Logo, in der Fußzeile und in jedem Seitentitel.'),
  ),
  ownerName: text.meta(label('Ihr Name', 'Vor- und Nachname, wie im Impressum.')),
  address: section(
    {
      street: text.meta(label('Straße und Hausnummer', 'z. B. „Lindenweg 5“.')),
      postalCode: matching(/^\d{5}$/, 'eine Postleitzahl hat fünf Ziffern, z. B. „14169“').meta(
        label('Postleitzahl', 'Fünf Ziffern, z. B. „14169“.'),
      ),
      city: text.meta(label('Ort', 'z. B. „Berlin“.')),
      district: text.meta(label('Ortsteil', 'z. B. „Zehlendorf“.')),
      country: matching(
        /^[A-Z]{2}$/,
        'das Land als Kürzel mit zwei Großbuchstaben, z. B. „DE“',
      ).meta(label('Land (Kürzel)', 'Zwei Großbuchstaben: „DE“ für Deutschland.')),
    },
    label(
      'Anschrift des Studios',
      'Erscheint in der Fußzeile, im Impressum und in den Angaben für Google.',
    ),
  ),
  phone: matching(PHONE, 'eine Telefonnummer sieht so aus: „030 12345678“').meta(
    label(
      'Telefonnummer',
      'So, wie Besucherinnen sie lesen: „030 12345678“. Beginnt mit 0 oder +49; nur Ziffern, Leerzeichen, „/“ oder „-“.',
    ),
  ),
  email: matching(EMAIL, 'eine E-Mail-Adresse sieht so aus: „name@beispiel.de“').meta(
    label(
      'E-Mail-Adresse',
      'Ganz normal mit @ geschrieben. Die Website zeigt sie nie im Klartext, sondern als „name (at) domain (punkt) de“.',
    ),
  ),
  openingHours: list(
    openingHoursLine,
    label('Öffnungszeiten', 'Eine Zeile je Tag oder Tagesbereich; jeder Tag nur einmal.', {
      singular: 'Öffnungszeit',
      summary: '{{fields.days}}: {{fields.hours}}',
    }),
  ).superRefine((lines, ctx) => {
    const seen = new Map<number, string>();
    lines.forEach(({days, weekdays}, index) =>
      weekdays.forEach((day) => {
        const other = seen.get(day);
        if (other !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: [index, 'days'],
            message: `${WEEKDAYS[day]![0]} steht schon in der Zeile „${other}“; jeder Tag darf nur einmal vorkommen`,
          });
        seen.set(day, days);
      }),
    );
  }),
  closures: z
    .array(closure)
    .meta(
      label(
        'Betriebsferien und Urlaub',
        `Zeiträume, in denen das Studio geschlossen ist. Ab ${CLOSURE_NOTICE_DAYS} Tage vorher steht auf jeder Seite ein Hinweis, bis zum letzten Tag; danach verschwindet er von selbst.`,
        {
          singular: 'Schließzeit',
          plural: 'Schließzeiten',
          summary: "{{fields.from | date('DD.MM.YYYY')}} – {{fields.to | date('DD.MM.YYYY')}}",
        },
      ),
    )
    .optional(),
  social: section(
    {
      facebook: httpsUrl.meta(label('Facebook', 'z. B. „https://www.facebook.com/meinstudio“.')),
      instagram: httpsUrl.meta(label('Instagram', 'z. B. „https://www.instagram.com/meinstudio“.')),
      treatwell: httpsUrl.meta(label('Treatwell', 'Die Adresse Ihrer Salonseite bei Treatwell.')),
    },
    label('Ihre Seiten in sozialen Medien', 'Vollständige Adressen mit https://.'),
  ),
  areaServed: list(
    text,
    label(
      'Einzugsgebiet',
      'Orte, aus denen Ihre Kundinnen kommen (für Suchmaschinen), einer je Eintrag.',
      {singular: 'Ort', plural: 'Orte'},
    ),
  ),
  copyrightYear: wholeNumber(2000, 2100, 'eine Jahreszahl, z. B. „2025“').meta(
    label('Jahr im Copyright-Vermerk', 'Das Jahr in „© 2025 …“ unten auf jeder Seite.'),
  ),
});

const legalSchema = z.strictObject({
  vatId: z
    .string()
    .trim()
    .regex(/^(DE\d{9})?$/, 'eine USt-IdNr. sieht so aus: „DE123456789“ – oder leer lassen')
    .optional()
    .meta(
      label(
        'Umsatzsteuer-Identifikationsnummer',
        '„DE123456789“, ohne Leerzeichen. Leer lassen, wenn Sie keine haben.',
        {error: 'eine USt-IdNr. sieht so aus: „DE123456789“ – oder leer lassen'},
      ),
    ),
  businessId: z
    .string()
    .trim()
    .regex(
      /^(DE\d{9}(-\d{5})?)?$/,
      'eine Wirtschafts-Identifikationsnummer sieht so aus: „DE123456789-00001“ – oder leer lassen',
    )
    .optional()
    .meta(
      label(
        'Wirtschafts-Identifikationsnummer',
        '„DE123456789-00001“. Das Impressum zeigt sie, wenn Sie keine USt-IdNr. haben.',
        {
          error:
            'eine Wirtschafts-Identifikationsnummer sieht so aus: „DE123456789-00001“ – oder leer lassen',
        },
      ),
    ),
  /** Kosmetik is no regulated profession (no "Berufsbezeichnung"); a crafts-chamber entry is shown when set. */
  craftsChamber: section(
    {
      name: text.meta(label('Kammer', 'z. B. „Handwerkskammer Berlin“.')),
      address,
      register: optionalText.meta(
        label(
          'Eintragung',
          'Verzeichnis und Nummer, wie auf Ihrer Eintragung, z. B. „Verzeichnis der Inhaber handwerksähnlicher Gewerbe, Nr. 12345“.',
        ),
      ),
    },
    label(
      'Handwerkskammer',
      'Nur falls Ihr Betrieb bei der Handwerkskammer eingetragen ist; das Impressum nennt dann die Eintragung.',
    ),
  ).optional(),
  supervisoryAuthority: section(
    {name: text.meta(label('Behörde', 'Name der Aufsichtsbehörde.')), address},
    label('Aufsichtsbehörde', 'Nur falls Ihre Tätigkeit eine behördliche Zulassung braucht.'),
  ).optional(),
  liabilityInsurance: section(
    {
      insurer: text.meta(label('Versicherung', 'Name Ihrer Versicherung.')),
      address,
      area: text.meta(label('Geltungsbereich', 'z. B. „Deutschland“.')),
    },
    label('Berufshaftpflichtversicherung', 'Nur falls Sie eine angeben müssen oder möchten.'),
  ).optional(),
  hosting: section(
    {
      provider: text.meta(label('Anbieter', 'Firmenname, z. B. „Netlify, Inc.“.')),
      address,
      country: text.meta(label('Land', 'Das Land, ausgeschrieben.')),
      outsideEu: yesNo.meta(
        label(
          'Sitz außerhalb der EU',
          '„ja“ z. B. bei Netlify (USA); dann gehört die Rechtsgrundlage in das nächste Feld.',
        ),
      ),
      transferBasis: optionalText.meta(
        label(
          'Rechtsgrundlage der Übermittlung',
          'Nur bei „ja“ oben, z. B. „EU-US Data Privacy Framework (Angemessenheitsbeschluss der EU-Kommission vom 10. Juli 2023)“.',
        ),
      ),
      /** The day the data processing agreement (Art. 28 GDPR) was made; the launch check requires it outside the EU. */
      dpaDate: optionalText
        .pipe(
          z
            .string()
            .refine(
              (value) => !value || isIsoDate(value),
              'ein Datum sieht so aus: „2025-11-03“ (Jahr-Monat-Tag) – oder leer lassen',
            ),
        )
        .meta(
          label(
            'Vertrag über die Auftragsverarbeitung',
            'Nur bei „ja“ oben: der Tag, an dem Sie den Vertrag (bei Netlify das „Data Processing Agreement“) abgeschlossen haben. Der Launch-Check verlangt ihn.',
            {date: true},
          ),
        ),
      logRetentionDays: wholeNumber(
        1,
        365,
        'eine ganze Zahl von Tagen zwischen 1 und 365, z. B. „7“',
      ).meta(
        label(
          'Aufbewahrung der Protokolle (Tage)',
          'Wie viele Tage der Anbieter die Zugriffsprotokolle aufbewahrt, laut seinen Angaben.',
        ),
      ),
    },
    label(
      'Anbieter, der die Website ausliefert',
      'Für die Datenschutzerklärung (siehe Anleitung, Abschnitt 9).',
    ),
  ).refine(({outsideEu, transferBasis}) => !outsideEu || transferBasis, {
    path: ['outsideEu'],
    error:
      'bei einem Anbieter außerhalb der EU gehört in „transferBasis“, worauf die Übermittlung beruht (z. B. „EU-US Data Privacy Framework“)',
  }),
  emailProvider: optionalText.meta(
    label(
      'E-Mail-Anbieter',
      'Über welchen Anbieter Ihre E-Mails laufen, mit Anschrift, z. B. „IONOS SE, Elgendorfer Str. 57, 56410 Montabaur“. Steht in der Datenschutzerklärung.',
    ),
  ),
  platforms: z
    .array(
      z.strictObject({
        name,
        provider: text.meta(label('Betreiber', 'Firmenname und Sitz des Betreibers.')),
        privacyUrl: httpsUrl.meta(
          label('Datenschutzerklärung des Betreibers', 'Die Adresse mit https://.'),
        ),
        /** Her own page there with the operator's statistics: joint controllers (Art. 26 GDPR, CJEU C-210/16). */
        jointControllerAgreement: httpsUrl
          .meta(
            label(
              'Vereinbarung zur gemeinsamen Verantwortung',
              'Nur wenn Sie dort eine eigene Seite mit Statistiken haben (Facebook, Instagram): die Adresse der Vereinbarung des Betreibers nach Art. 26 DSGVO. Die Datenschutzerklärung verlinkt sie.',
            ),
          )
          .optional(),
      }),
    )
    .min(1, 'nennen Sie die Anbieter der verlinkten Plattformen')
    .meta(
      label(
        'Verlinkte Plattformen',
        'Die Plattformen, auf die Ihre Website verlinkt (Facebook, Instagram, Treatwell).',
        {
          singular: 'Plattform',
          plural: 'verlinkte Plattformen',
          summary: '{{fields.name}}',
          samples: false,
        },
      ),
    ),
  dataProtectionAuthority: section(
    {
      name,
      address,
      url: httpsUrl.meta(label('Website der Behörde', 'Die Adresse mit https://.')),
    },
    label('Datenschutz-Aufsichtsbehörde', 'In Berlin schon eingetragen.', {samples: false}),
  ),
});

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
    category.services.forEach(({title, price, regularPrice, includes, touchUp}, s) => {
      const at = (...path: PropertyKey[]) => [c, 'services', s, ...path];
      // § 3 PAngV, § 5a UWG: a permanent make-up price says what the touch-up costs.
      if (!touchUp && (PERMANENT_MAKEUP.test(category.title) || PERMANENT_MAKEUP.test(title)))
        issue(
          at('touchUp'),
          'fehlt – bei Permanent Make-up gehört zu jedem Preis die Angabe zur Nacharbeit: ' +
            '„touchUp: inklusive“, wenn sie im Preis enthalten ist, sonst ihr Preis wie „touchUp: 80 €“ ' +
            '(oder „touchUp: keine“, wenn zu dieser Behandlung keine Nacharbeit gehört)',
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

const pricesSchema = z
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

const reviewsSchema = z.strictObject({
  asOf: isoDate.meta(
    label(
      'Stand der Liste',
      'Bis zu welchem Tag die Bewertungen nachgetragen sind; die Website zeigt „Stand: 1. November 2025“.',
    ),
  ),
  notice: text.meta(
    label(
      'Hinweis unter den Bewertungen',
      'Woher die Bewertungen stammen und wie sie geprüft werden.',
      {multiline: true},
    ),
  ),
  reviews: z
    .array(
      z.strictObject({
        name: text.meta(label('Name', 'Wie auf Treatwell angezeigt, z. B. „Sabine K.“.')),
        service: text.meta(label('Behandlung', 'Die bewertete Behandlung.')),
        stars: wholeNumber(1, 5, 'die Zahl der Sterne: 1, 2, 3, 4 oder 5').meta(
          label('Sterne', 'Eine ganze Zahl von 1 bis 5.'),
        ),
        text: text.meta(label('Text der Bewertung', 'Unverändert übernehmen.', {multiline: true})),
        /** Required: the rating widget states the period the reviews cover. */
        date: z
          .string({
            error: (issue) =>
              issue.input === undefined
                ? 'das Datum der Bewertung fehlt: Tragen Sie es ein, wie es auf Treatwell steht, z. B. „date: 2025-10-14“. Die Übersicht nennt den Zeitraum, aus dem die Bewertungen stammen.'
                : undefined,
          })
          .pipe(isoDate)
          .meta(
            label(
              'Datum',
              'Der Tag der Bewertung, wie auf Treatwell. Die Übersicht nennt daraus den Zeitraum der Bewertungen.',
              {date: true},
            ),
          ),
      }),
    )
    .meta(
      label(
        'Bewertungen',
        'Neue Bewertungen oben. Nur echte Bewertungen, Wort für Wort – auch die weniger guten (UWG).',
        {
          singular: 'Bewertung',
          // "von 5 Sternen" is right for 1 and for 5 (Decap's summary has no plural).
          summary: '{{fields.name}} ({{fields.stars}} von 5 Sternen): {{fields.service}}',
          addToTop: true,
        },
      ),
    ),
});

const gallerySchema = z.strictObject({
  groups: list(
    z.strictObject({
      title,
      /** When the "after" pictures were taken: an after picture right after the treatment misleads (§ 5 UWG). */
      after: text.meta(
        label(
          'Wann die Nachher-Aufnahmen entstanden',
          'Steht unter der Überschrift der Gruppe, z. B. „Die Nachher-Aufnahmen entstanden nach der Abheilung, etwa vier Wochen nach der Nacharbeit.“',
          {multiline: true},
        ),
      ),
      items: list(
        z.strictObject({
          source: mediaPath,
          alt,
          lazy: yesNo.meta(
            label(
              'Erst beim Hinscrollen laden',
              '„nein“ für die ersten zwei Einträge der Seite (sie laden sofort), sonst „ja“.',
            ),
          ),
        }),
        label('Bilder und Videos', 'In der Reihenfolge der Galerie.', {
          singular: 'Bild oder Video',
          summary: '{{fields.source}}',
        }),
      ).min(1, 'die Gruppe braucht mindestens ein Bild oder Video'),
    }),
    label('Gruppen', 'Die Abschnitte der Galerie.', {
      singular: 'Gruppe',
      summary: '{{fields.title}}',
    }),
  ),
});

const picture = {image: imagePath, alt};
const link = section({text: linkText, target: sitePath}, label('Link', 'Text und Ziel des Links.'));

const homeSchema = z.strictObject({
  hero: section(
    {
      headline: headline.meta(label('Hauptüberschrift', 'Die große Überschrift auf dem Bild.')),
      text: body,
      callToAction,
      secondaryLink: link.meta(label('Zweiter Link', 'Der Link neben dem Anruf-Knopf.')),
      ...picture,
    },
    label('Großes Bild oben', 'Der erste Bildschirm der Startseite.'),
  ),
  intro: list(
    z
      .strictObject({
        title,
        paragraphs: list(text, label('Absätze', 'Ein Absatz je Eintrag.', {singular: 'Absatz'})),
        image: imagePath.meta({title: 'Bild'}).optional(),
        alt: alt
          .meta({
            description: `Gehört zum Bild: was darauf zu sehen ist, höchstens ${ALT_MAX} Zeichen.`,
          })
          .optional(),
      })
      .refine(({image, alt}) => !image || alt, {
        path: ['alt'],
        error: 'zu einem Bild gehört „alt“: ein Satz, der beschreibt, was darauf zu sehen ist',
      }),
    label('Willkommensabschnitte', 'Die Abschnitte unter dem großen Bild.', {
      singular: 'Abschnitt',
      summary: '{{fields.title}}',
    }),
  ),
  services: section(
    {
      heading,
      text: body,
      cards: cards(
        z
          .strictObject({
            title,
            label: optionalText.meta(
              label(
                'Etikett',
                'z. B. „Bestseller“ oder „Neu“. Ein Etikett wie „Sonderangebot“ nur für ein echtes Angebot, mit Bedingung oder Enddatum.',
              ),
            ),
            /** What the offer is and for whom: a label like "Sonderangebot" promises a price advantage (§ 5 UWG). */
            labelCondition: optionalText.meta(
              label(
                'Angebot: was und für wen',
                'z. B. „10 % Rabatt auf die erste Behandlung für Neukundinnen“. Erscheint unter dem Preis.',
              ),
            ),
            labelUntil: isoDate
              .meta(
                label(
                  'Angebot gültig bis',
                  'Der letzte Tag des Angebots; die Karte zeigt „gültig bis …“.',
                ),
              )
              .optional(),
            ...picture,
            category: text.meta(
              label(
                'Kategorie der Preisliste',
                'Der Titel einer Kategorie aus der Preisliste, genau wie dort geschrieben.',
              ),
            ),
            services: list(
              text,
              label(
                'Nur diese Behandlungen',
                'Ohne Einträge zählen alle Behandlungen der Kategorie; sonst Titel genau wie in der Preisliste.',
                {singular: 'Behandlung', plural: 'Behandlungen'},
              ),
            ).optional(),
          })
          .superRefine((card, ctx) => {
            // An offer's condition or end date belongs to a label.
            for (const key of ['labelCondition', 'labelUntil'] as const)
              if (card[key] && !card.label)
                ctx.addIssue({
                  code: 'custom',
                  path: [key],
                  message:
                    'gehört zu einem Etikett: ergänzen Sie „label“ (z. B. „Kennenlernangebot“) oder löschen Sie die Zeile',
                });
          }),
      ),
      more: section(
        {title, text: body, link: sitePath},
        label('Karte „Mehr sehen“', 'Die letzte Karte, die zur Preisliste führt.'),
      ),
    },
    label(
      'Behandlungen mit Preisspanne',
      'Die Karten rechnen ihre Preisspanne aus der Preisliste aus.',
    ),
  ),
  banner: section(
    {heading, text: body, callToAction, ...picture},
    label('Banner', 'Das breite Bild mit Aufruf zum Anrufen.'),
  ),
  blog: section(
    {
      heading,
      readMore: text.meta(label('Text „Weiter lesen“', 'Der Link unter jeder Vorschau.')),
      allPosts: link.meta(
        label('Link zu allen Beiträgen', 'Unter den Vorschauen, z. B. „Alle Beiträge“.'),
      ),
    },
    label('Blog-Vorschau', 'Die Überschrift über den zwei neuesten Beiträgen.'),
  ),
  salon: section(
    {heading, cards: cards(z.strictObject({title, text: body, ...picture}))},
    label('Was Ihr Studio besonders macht', 'Drei Karten mit Bild.'),
  ),
  social: section(
    {
      heading,
      text: body,
      cards: cards(
        z.strictObject({
          source: mediaPath,
          alt,
          platform: z
            .enum(['facebook', 'instagram', 'treatwell'], {
              error:
                'eine der Plattformen aus studio.yml: „facebook“, „instagram“ oder „treatwell“',
            })
            .meta(label('Plattform', 'Facebook, Instagram oder Treatwell.')),
        }),
        {
          description:
            'Jede Karte verlinkt auf Ihre Seite der gewählten Plattform (aus „Studio und Kontakt“).',
          summary: '{{fields.platform}}: {{fields.source}}',
        },
      ),
    },
    label('Soziale Medien', 'Karten, die auf Ihre Seiten verlinken.'),
  ),
  reviews: section(
    {
      heading,
      ratingLabel: text.meta(
        label('Text des Treatwell-Links', 'z. B. „Bestbewertungen auf Treatwell!“.'),
      ),
    },
    label('Bewertungen', 'Die Überschrift über den Bewertungen.'),
  ),
});

const titledTexts = z.strictObject({title, text: body});
const cooperationSchema = z.strictObject({
  headline,
  lead: text.meta(
    label('Vorspann', 'Der hervorgehobene erste Absatz unter der Überschrift.', {multiline: true}),
  ),
  intro,
  partners: section(
    {heading, cards: cards(titledTexts)},
    label('Partner', 'Für wen die Zusammenarbeit gedacht ist.'),
  ),
  standards: section(
    {
      heading,
      intro,
      items: list(
        titledTexts,
        label('Ansprüche', 'Ein Anspruch je Eintrag.', {
          singular: 'Anspruch',
          summary: '{{fields.title}}',
        }),
      ),
      outro,
    },
    label('Ihre Qualitätsansprüche', 'Was Partner mitbringen sollten.'),
  ),
  request: section(
    {
      heading,
      items: list(text, label('Punkte', 'Ein Punkt je Eintrag.', {singular: 'Punkt'})),
      outro,
    },
    label('Was eine Anfrage enthalten sollte', 'Die Liste für Anfragen.'),
  ),
  contact: section(
    {
      heading,
      intro,
      spamHint: text.meta(
        label('Hinweis zur Schreibweise der E-Mail', 'Erklärt „(at)“ und „(punkt)“.', {
          multiline: true,
        }),
      ),
      phoneHint: text.meta(
        label('Hinweis zum Telefon', '„{telefon}“ wird auf der Website zu Ihrer Telefonnummer.', {
          multiline: true,
        }),
      ),
    },
    label('Kontakt', 'Der Abschnitt mit der E-Mail-Adresse aus „Studio und Kontakt“.'),
  ),
});

const description = atMost(DESCRIPTION_MAX, ', denn Google kürzt längere Beschreibungen').meta(
  label(
    'Beschreibung',
    `Ein bis zwei Sätze, höchstens ${DESCRIPTION_MAX} Zeichen; Google zeigt sie in den Suchergebnissen.`,
    {multiline: true},
  ),
);

/** Title, description and keywords of a page. */
const pageFields = {
  title: text.meta(
    label(
      'Seitentitel',
      'Für den Browser-Tab und Google. Zeichen zählen müssen Sie nicht: Die Website hängt den Namen des Studios an; nur über 60 Zeichen ist ein Fehler.',
    ),
  ),
  description,
  keywords,
};
/** The editor's label of a page's entry. */
const page = (what: string, also = '') => label(what, `Titel, Beschreibung und Suchwörter${also}.`);

/** Title, description and keywords of every page that is not a blog article. */
const pagesSchema = z.strictObject({
  home: section(pageFields, page('Startseite')),
  prices: section(
    {
      ...pageFields,
      headline,
      intro: list(
        text,
        label('Einleitung', 'Ein Absatz je Eintrag; „{telefon}“ wird zu Ihrer Telefonnummer.', {
          singular: 'Absatz',
          plural: 'Absätze',
        }),
      ),
    },
    page('Preisliste', ', Überschrift und Einleitung'),
  ),
  gallery: section(
    {
      ...pageFields,
      headline,
      note: text.meta(
        label(
          'Hinweis zu den Aufnahmen',
          'Steht unter der Überschrift: dass die Aufnahmen mit Einwilligung und unbearbeitet gezeigt werden und Ergebnisse verschieden ausfallen. Er muss stimmen.',
          {multiline: true},
        ),
      ),
    },
    page('Galerie', ', Überschrift und der Hinweis zu den Aufnahmen'),
  ),
  cooperation: section(pageFields, page('Kooperation')),
  imprint: section(pageFields, page('Impressum')),
  privacy: section(pageFields, page('Datenschutz')),
  blog: section(
    {
      ...pageFields,
      headline,
      feedTitle: text.meta(label('Name des Feeds', 'Wie Feed-Reader Ihren Blog nennen.')),
    },
    page('Blog', ', Überschrift und Name des Feeds'),
  ),
  blogArchive: section(pageFields, page('Blog-Archiv')),
  blogTopics: section(pageFields, page('Blog-Themen')),
  blogAuthors: section(pageFields, page('Blog-Autorinnen')),
});

/** The letters of a confirmation code (plugins/content/launch.ts): no digits, so YAML reads it as text. */
export const CODE_LETTERS = 'bcdfghjkmnpqrstv';

/**
 * Claims of the sample texts she has confirmed once (`npm run launch-check` asks for them, each
 * with its code, made from the claim and the texts it stands in: a changed text is asked again).
 */
const confirmationsSchema = z.strictObject({
  confirmed: z
    .array(
      z.strictObject({
        code: matching(
          new RegExp(`^[${CODE_LETTERS}]{8}$`, 'i'),
          'eine Kennung aus dem Launch-Check hat acht Buchstaben, z. B. „kqbtmfhs“; kopieren Sie sie genau so',
        ).meta(
          label(
            'Kennung',
            'Die acht Buchstaben, die der Launch-Check hinter der Aussage nennt, z. B. „kqbtmfhs“.',
          ),
        ),
        note: optionalText.meta(
          label(
            'Was Sie bestätigt haben',
            'Eine Notiz für Sie, z. B. die Aussage; die Website liest sie nicht.',
            {samples: false},
          ),
        ),
      }),
    )
    .meta(
      label(
        'Bestätigte Aussagen',
        'Eine Bestätigung je Aussage, die für Ihr Studio stimmt. Alte Kennungen stören nicht.',
        {singular: 'Bestätigung', summary: '{{fields.code}}: {{fields.note}}'},
      ),
    ),
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
  confirmations: confirmationsSchema,
} as const;

export type ContentName = keyof typeof contentSchemas;
export type Content = {[Name in ContentName]: z.infer<(typeof contentSchemas)[Name]>};

// The blog: blog/tags.yml, blog/authors.yml and each article's front matter.

const blogDescription = z
  .string({
    error: `fehlt oder ist leer. Fassen Sie den Beitrag in ${DESCRIPTION_MIN} bis ${DESCRIPTION_MAX} Zeichen zusammen.`,
  })
  .trim()
  .min(1, {
    error: `fehlt oder ist leer. Fassen Sie den Beitrag in ${DESCRIPTION_MIN} bis ${DESCRIPTION_MAX} Zeichen zusammen.`,
    abort: true,
  })
  .min(DESCRIPTION_MIN, {
    error: (issue) =>
      `hat nur ${String(issue.input).length} Zeichen; schreiben Sie ${DESCRIPTION_MIN} bis ${DESCRIPTION_MAX}.`,
    abort: true,
  })
  .max(DESCRIPTION_MAX, {
    error: (issue) =>
      `hat ${String(issue.input).length} Zeichen; erlaubt sind höchstens ${DESCRIPTION_MAX}: kürzen Sie um ${String(issue.input).length - DESCRIPTION_MAX}.`,
  });

const ALT_MISSING = `fehlt oder ist leer. Beschreiben Sie, was auf dem Bild zu sehen ist (höchstens ${ALT_MAX} Zeichen).`;

/** One entry or a list of them: "authors: erika" or "tags: [pflege, wissen]". */
const keys = (missing: string) =>
  z
    .union([z.string().trim().min(1, missing), z.array(z.string().trim().min(1, missing))], {
      error: missing,
    })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.string()).min(1, missing));

const SLUG = /^post\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An article's front matter (blog/README.md, section 2). */
export const postSchema = z.strictObject({
  title: z
    .string({
      error:
        'fehlt oder ist leer. Jeder Beitrag braucht einen Titel; er wird zur Überschrift des Artikels.',
    })
    .trim()
    .min(
      1,
      'fehlt oder ist leer. Jeder Beitrag braucht einen Titel; er wird zur Überschrift des Artikels.',
    )
    .meta(
      label(
        'Überschrift',
        'Steht groß über dem Beitrag, auf der Übersicht und in den Feeds. Höchstens 60 Zeichen, sonst zusätzlich einen kürzeren Seitentitel angeben.',
      ),
    ),
  title_meta: z
    .string()
    .trim()
    .min(1, 'ist leer. Löschen Sie die Zeile oder tragen Sie einen Seitentitel ein.')
    .meta(
      label(
        'Kürzerer Seitentitel',
        'Für den Browser-Tab und Google, falls die Überschrift lang ist. Die Website hängt den Namen des Studios an.',
      ),
    )
    .optional(),
  description: blogDescription.meta(
    label(
      'Zusammenfassung',
      `${DESCRIPTION_MIN} bis ${DESCRIPTION_MAX} Zeichen. Google zeigt sie in den Suchergebnissen, die Startseite als Vorschautext.`,
      {multiline: true},
    ),
  ),
  keywords: z
    .array(z.string().trim().min(1), {
      error:
        'fehlt oder enthält leere Einträge. Beispiel: keywords: [Hautpflege, Sonnenschutz, Slow Aging]',
    })
    .min(
      1,
      'fehlt oder enthält leere Einträge. Beispiel: keywords: [Hautpflege, Sonnenschutz, Slow Aging]',
    )
    .meta(
      label('Suchbegriffe', 'Ein Begriff je Eintrag; 3 bis 8 sind sinnvoll.', {
        singular: 'Suchbegriff',
      }),
    ),
  slug: z
    .string({
      error:
        'fehlt. Beispiel: slug: post/sonnenschutz-im-winter (ergibt /blog/post/sonnenschutz-im-winter).',
    })
    .trim()
    .regex(
      SLUG,
      'hat nicht die Form „post/<adresse>“ aus Kleinbuchstaben, Ziffern und Bindestrichen (ohne Umlaute), z. B. post/sonnenschutz-im-winter.',
    )
    .meta(
      label(
        'Adresse des Beitrags',
        'Nur Kleinbuchstaben, Ziffern und Bindestriche, keine Umlaute („ernaehrung“ statt „Ernährung“). Der Beitrag erscheint unter /blog/post/<Adresse>; die Datei heißt Datum-Adresse.md.',
        {error: 'Nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. „sonnenschutz-im-winter“'},
      ),
    ),
  date: isoDate.meta(label('Erscheinungsdatum', 'Die Seite zeigt es als „15. September 2025“.')),
  authors: keys('fehlt. Tragen Sie Ihr Kürzel aus blog/authors.yml ein, z. B. authors: erika').meta(
    label('Autorin', 'Aus blog/authors.yml.'),
  ),
  tags: keys(
    'fehlt. Tragen Sie mindestens ein Thema aus blog/tags.yml ein, z. B. tags: [hautpflege]',
  ).meta(label('Themen', 'Ein bis drei Themen aus blog/tags.yml.', {singular: 'Thema'})),
  image: z
    .string({error: `fehlt. Beispiel: image: ${BLOG_IMAGES}sonnenschutz-im-winter.jpg`})
    .trim()
    .regex(
      /^\/images\/blog\/[a-z0-9][a-z0-9/_-]*\.(jpg|jpeg|png)$/,
      `muss so aussehen: ${BLOG_IMAGES}sonnenschutz-im-winter.jpg – das Bild liegt in static${BLOG_IMAGES}, sein Name hat nur Kleinbuchstaben, Ziffern und Bindestriche und endet auf .jpg, .jpeg oder .png`,
    )
    .meta(
      label(
        'Beitragsbild',
        `JPEG im Querformat, am besten 1600 × 900 Pixel; es wird unter static${BLOG_IMAGES} gespeichert. Dateiname in Kleinbuchstaben, ohne Umlaute und Leerzeichen.`,
        {error: `das Bild liegt unter ${BLOG_IMAGES}`},
      ),
    ),
  image_alt: atMost(
    ALT_MAX,
    '',
    z.string({error: ALT_MISSING}).trim().min(1, {error: ALT_MISSING, abort: true}),
  ).meta(
    label(
      'Bildbeschreibung (Alt-Text)',
      `Was auf dem Bild zu sehen ist, in höchstens ${ALT_MAX} Zeichen.`,
    ),
  ),
  draft: yesNo
    .meta(
      label(
        'Entwurf',
        'Eingeschaltet: Der Beitrag erscheint nur in der Vorschau auf Ihrem Computer, nicht auf der veröffentlichten Website.',
      ),
    )
    .optional(),
});

export const tagsSchema = z.record(
  z.string(),
  z.strictObject({
    label: text,
    permalink: matching(/^\/[a-z0-9-]+$/, 'eine Themenadresse sieht so aus: „/hautpflege“'),
    description: z
      .string({error: 'fehlt. Beschreiben Sie das Thema in einem Satz.'})
      .trim()
      .min(1, 'fehlt. Beschreiben Sie das Thema in einem Satz.')
      .max(DESCRIPTION_MAX, {
        error: (issue) =>
          `hat ${String(issue.input).length} Zeichen; erlaubt sind höchstens ${DESCRIPTION_MAX}: kürzen Sie um ${String(issue.input).length - DESCRIPTION_MAX}.`,
      }),
  }),
);

export const authorsSchema = z.record(
  z.string(),
  z.strictObject({
    name: text.meta(label('Name der Autorin', 'Vor- und Nachname.')),
    title: text.meta(label('Berufsbezeichnung der Autorin', 'z. B. „Kosmetikerin und Inhaberin“.')),
    page: yesNo.optional(),
    image_url: imagePath
      .meta(
        label(
          'Foto der Autorin',
          'Ein Foto aus static/images, z. B. „/images/blog/erika.jpg“; die Website lädt keine Bilder von anderen Servern.',
        ),
      )
      .optional(),
    url: httpsUrl.optional(),
  }),
);

export type Post = z.infer<typeof postSchema>;
