/** src/data/gallery.yml: the gallery's groups of pictures and videos. */
import * as z from 'zod';
import {alt, label, list, mediaPath, text, title, yesNo} from './fields';

export const gallerySchema = z.strictObject({
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
