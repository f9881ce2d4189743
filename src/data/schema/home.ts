/** src/data/home.yml: the home page's texts and cards, top to bottom. */
import * as z from 'zod';
import {ALT_MAX} from '../../lib/contentRules';
import {
  alt,
  body,
  cards,
  heading,
  headline,
  imagePath,
  isoDate,
  label,
  list,
  mediaPath,
  optionalText,
  section,
  sitePath,
  text,
  title,
} from './fields';

const callToAction = text.meta(
  label(
    'Aufruf zum Anrufen',
    'Der Text der Schaltfläche, die Ihre Telefonnummer wählt, z. B. „Termin vereinbaren“.',
  ),
);
const linkText = text.meta(label('Text des Links', 'z. B. „Preise ansehen“.'));

const picture = {image: imagePath, alt};
const link = section({text: linkText, target: sitePath}, label('Link', 'Text und Ziel des Links.'));

export const homeSchema = z.strictObject({
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
                'z. B. „Bestseller“ oder „Neu“. Ein Etikett wie „Sonderangebot“ nur für ein echtes Angebot, mit „Angebot: was und für wen“.',
              ),
            ),
            /** What the offer is and for whom: a label like "Sonderangebot" promises a price advantage (§ 5 UWG). */
            labelCondition: optionalText.meta(
              label(
                'Angebot: was und für wen',
                'Pflicht bei einem Etikett wie „Sonderangebot“, z. B. „10 % Rabatt auf die erste Behandlung für Neukundinnen“. Erscheint unter dem Preis.',
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
        label(
          'Text des Treatwell-Links',
          'z. B. „Alle Bewertungen auf Treatwell ansehen“. Ein Superlativ wie „Bestbewertungen“ ist eine Behauptung, die Sie belegen müssen (§ 5 UWG).',
        ),
      ),
    },
    label('Bewertungen', 'Die Überschrift über den Bewertungen.'),
  ),
});
