/** src/data/pages.yml: title, description and keywords of every page that is not an article. */
import * as z from 'zod';
import {DESCRIPTION_MAX} from '../../lib/contentRules';
import {atMost, headline, label, list, section, text} from './fields';

const keywords = z
  .array(text)
  .min(1, 'braucht mindestens ein Suchwort')
  .meta(
    label('Suchwörter', 'Ein Suchwort je Eintrag; drei bis acht sind sinnvoll.', {
      singular: 'Suchwort',
    }),
  );

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
export const pagesSchema = z.strictObject({
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
