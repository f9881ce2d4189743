/** src/data/studio.yml: the studio, its address, contact, opening hours and social pages. */
import {isValidPhoneNumber} from 'libphonenumber-js/max';
import * as z from 'zod';
import {CLOSURE_NOTICE_DAYS} from '../../lib/closures';
import {WEEKDAYS} from '../../lib/date';
import {EMAIL} from '../../lib/email';
import {
  atMost,
  httpsUrl,
  imagePath,
  isoDate,
  label,
  list,
  matching,
  section,
  text,
  wholeNumber,
} from './fields';

const TIME_RANGE = /^([01]\d|2[0-3]):([0-5]\d)\s*[–-]\s*([01]\d|2[0-3]):([0-5]\d)(?: Uhr)?$/;
const DAY = `(?:${WEEKDAYS.map(([name]) => name).join('|')})`;
const DAYS = new RegExp(`^${DAY}(?:\\s*[–-]\\s*${DAY}|(?:\\s*,\\s*${DAY})*)$`);

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

export const studioSchema = z.strictObject({
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
  // Dialled as written (with 0 or +: the tel: link, src/data/derive.ts), by the numbering plans
  // libphonenumber keeps (German unless it starts with +).
  phone: text
    .refine(
      (value) => /^[+0]/.test(value) && isValidPhoneNumber(value, 'DE'),
      'diese Nummer lässt sich so nicht wählen: Vorwahl oder Ziffern stimmen nicht. Eine Telefonnummer sieht so aus: „030 12345678“ oder „0176 12345678“',
    )
    .meta(
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
  favicon: matching(
    /^\/images\/[a-z0-9][a-z0-9/_-]*\.(svg|png)$/,
    'das Symbol liegt unter static/images und wird so angegeben: „/images/symbol.svg“ (SVG oder PNG, kleine Buchstaben)',
  ).meta(
    label(
      'Symbol im Browser-Tab (Favicon)',
      'Ein quadratisches Bild als SVG oder PNG (mindestens 48 × 48 Pixel), etwa Ihr Logo oder Ihre Initialen. Mit „Bild auswählen“ laden Sie es hoch oder wählen eines, das schon da ist.',
      {upload: 'photo'},
    ),
  ),
  shareImage: imagePath.meta(
    label(
      'Vorschaubild für geteilte Links',
      'Das Bild, das WhatsApp, Facebook und andere zeigen, wenn jemand einen Link auf Ihre Website teilt: ein Foto im Querformat, 1200 × 630 Pixel. Mit „Bild auswählen“ laden Sie es hoch oder wählen eines, das schon da ist.',
      {upload: 'photo'},
    ),
  ),
  copyrightYear: wholeNumber(2000, 2100, 'eine Jahreszahl, z. B. „2025“').meta(
    label(
      'Erstes Jahr im Copyright-Vermerk',
      'Das Jahr, seit dem es die Website gibt. Unten auf jeder Seite steht „© 2025–2026 …“: das laufende Jahr ergänzt die Website selbst.',
    ),
  ),
});
