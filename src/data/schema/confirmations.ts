/** src/data/confirmations.yml: the claims of the sample texts she has confirmed (the launch check asks). */
import * as z from 'zod';
import {label, matching, optionalText} from './fields';

/** The letters of a confirmation code (plugins/content/launch.ts): no digits, so YAML reads it as text. */
export const CODE_LETTERS = 'bcdfghjkmnpqrstv';

/**
 * Claims of the sample texts she has confirmed once (`npm run launch-check` asks for them, each
 * with its code, made from the claim and the texts it stands in: a changed text is asked again).
 */
export const confirmationsSchema = z.strictObject({
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
