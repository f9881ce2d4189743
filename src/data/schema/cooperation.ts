/** src/data/cooperation.yml: the page for cosmetics brands and spa hotels. */
import * as z from 'zod';
import {body, cards, heading, headline, label, list, section, text, title} from './fields';

const intro = text.meta(
  label('Einleitung', 'Der einleitende Text des Abschnitts.', {multiline: true}),
);
const outro = text.meta(label('Schlusssatz', 'Der Text unter der Liste.', {multiline: true}));

const titledTexts = z.strictObject({title, text: body});
export const cooperationSchema = z.strictObject({
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
