/** src/data/gallery.yml: the gallery's groups of pictures and videos. */
import * as z from 'zod';
import {alt, label, list, mediaPath, optionalText, title, yesNo} from './fields';

/**
 * Treatments that change the body's form with an instrument (needles suffice): since BGH
 * 31.07.2025, I ZR 170/24, § 11 (1) sentence 3 no. 1 HWG forbids advertising them with a
 * before/after comparison. BB Glow works a tinted serum into the skin with needles, as
 * microneedling does. Permanent make-up changes colour, not form.
 */
const FORM_CHANGING =
  /[\p{L}-]*(?:needling|bb[\s-]*glow|dermapen|hyaluron[\s-]*pen|mesotherap|faden[\s-]*lift|plasma[\s-]*(?:pen|lift)|injektion|unterspritz|spritze|filler|botox|lipolyse)[\p{L}-]*/iu;
const BEFORE_AFTER = /\bvorher|nachher|\bvor und nach\b/i;

const BEFORE_AFTER_RULE =
  'dürfen nicht mit Vorher-nachher-Bildern beworben werden: Nach § 11 Abs. 1 S. 3 Nr. 1 HWG ist das bei Behandlungen verboten, die mit Nadeln, Spritzen oder anderen Instrumenten die Form des Körpers verändern – etwa Microneedling, BB Glow, Dermapen, Hyaluron-Pen, Mesotherapie, Fadenlifting, Plasma-Pen, Spritzen und Filler (Bundesgerichtshof, Urteil vom 31. Juli 2025, I ZR 170/24). Löschen Sie in dieser Gruppe „after“ und die Wörter „vorher“, „nachher“ und „vor und nach“. Zeigen Sie stattdessen, wie eine Behandlung abläuft, Ihren Behandlungsraum oder Ihre Geräte – ohne Vergleich. Das gilt auch für Ihre Beiträge auf Instagram und Facebook.';

type Group = {title: string; after?: string; items: {alt: string}[]};

/**
 * A before/after group says when its "after" pictures were taken; for a form-changing treatment
 * there is none (no "after" line, no before/after words).
 */
function checkBeforeAfter({title, after, items}: Group, ctx: z.RefinementCtx) {
  const treatment = [title, ...items.map(({alt}) => alt)]
    .map((text) => FORM_CHANGING.exec(text)?.[0])
    .find(Boolean);
  const comparing = items.findIndex(({alt}) => BEFORE_AFTER.test(alt));
  if (!treatment) {
    if (!after && (comparing >= 0 || BEFORE_AFTER.test(title)))
      ctx.addIssue({
        code: 'custom',
        path: ['after'],
        message:
          'fehlt: Unter Vorher-nachher-Bildern steht, wann die Nachher-Aufnahmen entstanden sind, z. B. „after: Die Nachher-Aufnahmen entstanden nach der Abheilung, etwa vier Wochen nach der Nacharbeit.“ – direkt nach der Behandlung sieht das Ergebnis anders aus (§ 5 UWG)',
      });
    return;
  }
  const path = after
    ? ['after']
    : BEFORE_AFTER.test(title)
      ? ['title']
      : comparing >= 0
        ? ['items', comparing, 'alt']
        : undefined;
  if (path)
    ctx.addIssue({
      code: 'custom',
      path,
      message: `zeigt einen Vorher-nachher-Vergleich für „${treatment}“. Solche Behandlungen ${BEFORE_AFTER_RULE}`,
    });
}

export const gallerySchema = z.strictObject({
  groups: list(
    z
      .strictObject({
        title,
        /** When the "after" pictures were taken: an after picture right after the treatment misleads (§ 5 UWG). */
        after: optionalText.meta(
          label(
            'Wann die Nachher-Aufnahmen entstanden',
            'Nur bei Vorher-nachher-Bildern: steht unter der Überschrift der Gruppe, z. B. „Die Nachher-Aufnahmen entstanden nach der Abheilung, etwa vier Wochen nach der Nacharbeit.“ Bei Microneedling, BB Glow, Spritzen, Fillern und ähnlichen Behandlungen sind Vorher-nachher-Bilder verboten.',
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
      })
      .superRefine(checkBeforeAfter),
    label('Gruppen', 'Die Abschnitte der Galerie.', {
      singular: 'Gruppe',
      summary: '{{fields.title}}',
    }),
  ),
});
