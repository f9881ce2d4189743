/** The blog: each article's front matter, blog/tags.yml and blog/authors.yml. */
import * as z from 'zod';
import {ALT_MAX, DESCRIPTION_MAX} from '../../lib/contentRules';
import {atMost, httpsUrl, imagePath, isoDate, label, matching, text, yesNo} from './fields';

const DESCRIPTION_MIN = 50;
export const BLOG_IMAGES = '/images/blog/';
export const TRUNCATE = '<!-- truncate -->';

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
    page: yesNo
      .meta(
        label(
          'Eigene Seite mit allen Beiträgen',
          '„ja“: Ihr Name unter einem Beitrag führt zu einer Seite mit all Ihren Beiträgen. Bei einer Autorin genügt „nein“.',
        ),
      )
      .optional(),
    image_url: imagePath
      .meta(
        label(
          'Foto der Autorin',
          'Ein Foto aus static/images, z. B. „/images/blog/erika.jpg“; die Website lädt keine Bilder von anderen Servern.',
        ),
      )
      .optional(),
    url: httpsUrl
      .meta(
        label(
          'Link hinter Ihrem Namen',
          'Freiwillig: eine Adresse mit https://, z. B. Ihre Seite bei Instagram.',
        ),
      )
      .optional(),
  }),
);

export type Post = z.infer<typeof postSchema>;
