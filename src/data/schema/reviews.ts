/** src/data/reviews.yml: her customers' reviews, newest first. */
import * as z from 'zod';
import {berlinToday} from '../../lib/closures';
import {germanDate} from '../../lib/date';
import {isoDate, label, optionalText, text, wholeNumber} from './fields';

export const reviewsSchema = z
  .strictObject({
    asOf: isoDate.meta(
      label(
        'Stand der Liste',
        'Bis zu welchem Tag die Bewertungen nachgetragen sind, also nie vor dem Datum der neuesten; die Website zeigt „Stand: 1. November 2025“.',
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
          /** Optional: a rating with stars only counts too, or the average would be selective (§ 5b UWG). */
          text: optionalText.meta(
            label(
              'Text der Bewertung',
              'Unverändert übernehmen. Hat die Kundin nur Sterne vergeben, bleibt das Feld leer: Die Bewertung zählt trotzdem mit.',
              {multiline: true},
            ),
          ),
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
  })
  .superRefine(({asOf, reviews}, ctx) => {
    // „Stand“ says up to which day the list is complete, at the latest today: a later review means
    // one of them is wrong. A review from the future is refused before it can move „Stand“.
    const today = berlinToday();
    const future = `liegt in der Zukunft (heute ist der ${germanDate(today)})`;
    if (asOf > today)
      ctx.addIssue({
        code: 'custom',
        path: ['asOf'],
        message: `${future}. Tragen Sie den Tag ein, bis zu dem Sie die Bewertungen nachgetragen haben, höchstens den heutigen`,
      });
    reviews.forEach(({date}, index) => {
      const path = ['reviews', index, 'date'];
      if (date > today)
        ctx.addIssue({
          code: 'custom',
          path,
          message: `${future}. Tragen Sie das Datum ein, das auf Treatwell bei der Bewertung steht`,
        });
      else if (date > asOf)
        ctx.addIssue({
          code: 'custom',
          path,
          message: `liegt nach dem Stand der Liste („asOf: ${asOf}“ oben in der Datei). Tragen Sie bei „asOf“ den Tag ein, bis zu dem Sie die Bewertungen nachgetragen haben (frühestens ${date}), oder korrigieren Sie das Datum der Bewertung`,
        });
    });
  });
