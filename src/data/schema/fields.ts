/**
 * What every collection of the content schema (../schema.ts) is made of: the German words of
 * `.meta()` that the editor (plugins/admin/config.ts) and the launch check read, the rules of
 * text, links, pictures, numbers and dates, and the fields that mean the same wherever they appear.
 */
import * as z from 'zod';
import {ALT_MAX} from '../../lib/contentRules';

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
    /** A path under static/: the editor's image field, or its photo-or-video field (plugins/admin). */
    upload?: 'photo' | 'photo or video';
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ALT_HINT = `Was auf dem Bild zu sehen ist, in höchstens ${ALT_MAX} Zeichen – für Menschen, die das Bild nicht sehen, und für Google. Nicht „Bild von …“, sondern einfach beschreiben.`;

export const label = (title: string, description: string, more: z.GlobalMeta = {}) => ({
  title,
  description,
  ...more,
});

export const text = z.string().trim().min(1, {error: 'darf nicht leer sein', abort: true});
export const optionalText = z.string().trim().optional();

/** A text that must match `pattern`; the editor checks the same pattern with the same message. */
export const matching = (pattern: RegExp, message: string) =>
  text.regex(pattern, {error: message, abort: true}).meta({error: message});

/** "ist zu lang – höchstens 125 Zeichen" with what to cut: the owner counts nothing herself. */
export function atMost(max: number, why = '', base = text) {
  return base.max(max, {
    error: (issue) => {
      const length = String(issue.input).length;
      return `ist zu lang – höchstens ${max} Zeichen${why}. Es sind ${length}: kürzen Sie um ${length - max} Zeichen.`;
    },
  });
}

export const httpsUrl = matching(
  /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/,
  'eine Adresse sieht so aus: „https://www.beispiel.de/seite“',
);
export const alt = atMost(ALT_MAX).meta(label('Bildbeschreibung (Alt-Text)', ALT_HINT));
const IMAGE_HINT =
  'Mit „Bild auswählen“ laden Sie ein Foto hoch (JPEG oder PNG) oder wählen eines, das schon da ist. Ein neues Foto kommt in den Ordner dieses Abschnitts unter static/images.';
export const imagePath = matching(
  /^\/images\/[a-z0-9][a-z0-9/_-]*\.(jpg|jpeg|png)$/,
  'ein Bild liegt unter static/images und wird so angegeben: „/images/ordner/name.jpg“ (kleine Buchstaben, keine Umlaute)',
).meta(label('Bild', IMAGE_HINT, {upload: 'photo'}));
export const mediaPath = matching(
  /^\/(images\/[a-z0-9][a-z0-9/_-]*\.(jpg|jpeg|png)|videos\/[a-z0-9][a-z0-9/_-]*\.mp4)$/,
  'ein Bild oder Video wird so angegeben: „/images/ordner/name.jpg“ oder „/videos/ordner/name.mp4“',
).meta(
  label(
    'Bild oder Video',
    'Ein Foto (JPEG oder PNG) laden Sie mit „Foto auswählen“ hoch oder wählen eines, das schon da ist; ein Video (MP4) ebenso mit „Video auswählen“. Zu einem Video laden Sie dann mit „Vorschaubild hochladen“ ein Standbild als JPEG hoch.',
    {upload: 'photo or video'},
  ),
);
export const sitePath = matching(
  /^\/[a-z0-9/-]*$/,
  'ein Link innerhalb der Website beginnt mit „/“, z. B. „/preisliste“',
).meta(label('Link', 'Eine Seite dieser Website, beginnend mit „/“, z. B. „/preisliste“.'));

export const yesNo = z
  .enum(['ja', 'nein', 'true', 'false'], {error: 'hier steht „ja“ oder „nein“'})
  .transform((value) => value === 'ja' || value === 'true');

export function wholeNumber(min: number, max: number, hint: string) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, hint)
    .transform(Number)
    .pipe(z.number().min(min, hint).max(max, hint))
    .meta({number: {min, max}});
}

/** "2025-11-01", a day that exists. */
export function isIsoDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    ISO_DATE.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  );
}

const DATE_MESSAGE = 'ein Datum sieht so aus: „2025-11-01“ (Jahr-Monat-Tag)';
export const isoDate = matching(ISO_DATE, DATE_MESSAGE)
  .refine(isIsoDate, DATE_MESSAGE)
  .meta({date: true});

// Fields that mean the same wherever they appear.
export const title = text.meta(label('Titel', 'Die Überschrift dieses Eintrags.'));
export const heading = text.meta(label('Überschrift', 'Die Überschrift des Abschnitts.'));
export const headline = text.meta(
  label('Hauptüberschrift', 'Die große Überschrift oben auf der Seite.'),
);
export const body = text.meta(
  label('Text', 'Der Text, wie er auf der Website erscheinen soll.', {multiline: true}),
);

export const cards = <T extends z.ZodType>(item: T, more: z.GlobalMeta = {}) =>
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
export const list = <T extends z.ZodType>(item: T, meta: z.GlobalMeta, min = 1) =>
  z
    .array(item)
    .min(
      min,
      min === 1
        ? 'die Liste braucht mindestens einen Eintrag'
        : `die Liste braucht mindestens ${min} Einträge`,
    )
    .meta(meta);
export const section = <Shape extends z.core.$ZodLooseShape>(shape: Shape, meta: z.GlobalMeta) =>
  z.strictObject(shape).meta(meta);
