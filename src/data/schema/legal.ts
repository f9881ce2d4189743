/** src/data/legal.yml: the facts of the imprint and the privacy statement. */
import * as z from 'zod';
import {
  httpsUrl,
  isIsoDate,
  label,
  optionalText,
  section,
  text,
  wholeNumber,
  yesNo,
} from './fields';

const BUSINESS_ID_ERROR =
  'eine Wirtschafts-Identifikationsnummer sieht so aus: „DE123456789-00001“ – oder, solange Sie keine haben, „noch keine zugeteilt“';
const name = text.meta(label('Name', 'Der Name, wie er auf der Website erscheint.'));
const address = text.meta(
  label('Anschrift', 'Straße und Hausnummer, Postleitzahl und Ort in einer Zeile.'),
);

export const legalSchema = z.strictObject({
  vatId: z
    .string()
    .trim()
    .regex(/^(DE\d{9})?$/, 'eine USt-IdNr. sieht so aus: „DE123456789“ – oder leer lassen')
    .optional()
    .meta(
      label(
        'Umsatzsteuer-Identifikationsnummer',
        '„DE123456789“, ohne Leerzeichen. Leer lassen, wenn Sie keine haben.',
        {error: 'eine USt-IdNr. sieht so aus: „DE123456789“ – oder leer lassen'},
      ),
    ),
  businessId: z
    .string()
    .trim()
    .regex(/^(DE\d{9}(-\d{5})?|noch keine zugeteilt)?$/, BUSINESS_ID_ERROR)
    .optional()
    .meta(
      label(
        'Wirtschafts-Identifikationsnummer',
        '„DE123456789-00001“. Das Impressum zeigt sie, wenn Sie keine USt-IdNr. haben. Hat das Bundeszentralamt für Steuern Ihnen noch keine mitgeteilt: „noch keine zugeteilt“.',
        {error: BUSINESS_ID_ERROR},
      ),
    ),
  /** Kosmetik is no regulated profession (no "Berufsbezeichnung"); a crafts-chamber entry is shown when set. */
  craftsChamber: section(
    {
      name: text.meta(label('Kammer', 'z. B. „Handwerkskammer Berlin“.')),
      address,
      register: optionalText.meta(
        label(
          'Eintragung',
          'Verzeichnis und Nummer, wie auf Ihrer Eintragung, z. B. „Verzeichnis der Inhaber handwerksähnlicher Gewerbe, Nr. 12345“.',
        ),
      ),
    },
    label(
      'Handwerkskammer',
      'Nur falls Ihr Betrieb bei der Handwerkskammer eingetragen ist; das Impressum nennt dann die Eintragung.',
    ),
  ).optional(),
  supervisoryAuthority: section(
    {name: text.meta(label('Behörde', 'Name der Aufsichtsbehörde.')), address},
    label('Aufsichtsbehörde', 'Nur falls Ihre Tätigkeit eine behördliche Zulassung braucht.'),
  ).optional(),
  liabilityInsurance: section(
    {
      insurer: text.meta(label('Versicherung', 'Name Ihrer Versicherung.')),
      address,
      area: text.meta(label('Geltungsbereich', 'z. B. „Deutschland“.')),
    },
    label('Berufshaftpflichtversicherung', 'Nur falls Sie eine angeben müssen oder möchten.'),
  ).optional(),
  hosting: section(
    {
      provider: text.meta(label('Anbieter', 'Firmenname, z. B. „Netlify, Inc.“.')),
      address,
      country: text.meta(label('Land', 'Das Land, ausgeschrieben.')),
      outsideEu: yesNo.meta(
        label(
          'Sitz außerhalb der EU',
          '„ja“ z. B. bei Netlify (USA); dann gehört die Rechtsgrundlage in das nächste Feld.',
        ),
      ),
      transferBasis: optionalText.meta(
        label(
          'Rechtsgrundlage der Übermittlung',
          'Nur bei „ja“ oben, z. B. „EU-US Data Privacy Framework (Angemessenheitsbeschluss der EU-Kommission vom 10. Juli 2023)“.',
        ),
      ),
      /** The day the data processing agreement (Art. 28 GDPR) was made; the launch check requires it outside the EU. */
      dpaDate: optionalText
        .pipe(
          z
            .string()
            .refine(
              (value) => !value || isIsoDate(value),
              'ein Datum sieht so aus: „2025-11-03“ (Jahr-Monat-Tag) – oder leer lassen',
            ),
        )
        .meta(
          label(
            'Vertrag über die Auftragsverarbeitung',
            'Nur bei „ja“ oben: der Tag, an dem Sie den Vertrag (bei Netlify das „Data Processing Agreement“) abgeschlossen haben. Der Launch-Check verlangt ihn.',
            {date: true},
          ),
        ),
      logRetentionDays: wholeNumber(
        1,
        365,
        'eine ganze Zahl von Tagen zwischen 1 und 365, z. B. „7“',
      ).meta(
        label(
          'Aufbewahrung der Protokolle (Tage)',
          'Wie viele Tage der Anbieter die Zugriffsprotokolle aufbewahrt, laut seinen Bedingungen. Die Zahl trägt Ihre technische Hilfe ein.',
        ),
      ),
    },
    label(
      'Anbieter, der die Website ausliefert',
      'Für die Datenschutzerklärung (siehe Anleitung, Abschnitt 9).',
    ),
  ).refine(({outsideEu, transferBasis}) => !outsideEu || transferBasis, {
    path: ['outsideEu'],
    error:
      'bei einem Anbieter außerhalb der EU gehört in „transferBasis“, worauf die Übermittlung beruht (z. B. „EU-US Data Privacy Framework“)',
  }),
  emailProvider: optionalText.meta(
    label(
      'E-Mail-Anbieter',
      'Über welchen Anbieter Ihre E-Mails laufen, mit Anschrift, z. B. „IONOS SE, Elgendorfer Str. 57, 56410 Montabaur“. Steht in der Datenschutzerklärung.',
    ),
  ),
  platforms: z
    .array(
      z.strictObject({
        name,
        provider: text.meta(label('Betreiber', 'Firmenname und Sitz des Betreibers.')),
        privacyUrl: httpsUrl.meta(
          label('Datenschutzerklärung des Betreibers', 'Die Adresse mit https://.'),
        ),
        /** Her own page there with the operator's statistics: joint controllers (Art. 26 GDPR, CJEU C-210/16). */
        jointControllerAgreement: httpsUrl
          .meta(
            label(
              'Vereinbarung zur gemeinsamen Verantwortung',
              'Nur wenn Sie dort eine eigene Seite mit Statistiken haben (Facebook, Instagram): die Adresse der Vereinbarung des Betreibers nach Art. 26 DSGVO. Die Datenschutzerklärung verlinkt sie.',
            ),
          )
          .optional(),
      }),
    )
    .min(1, 'nennen Sie die Anbieter der verlinkten Plattformen')
    .meta(
      label(
        'Verlinkte Plattformen',
        'Die Plattformen, auf die Ihre Website verlinkt (Facebook, Instagram, Treatwell).',
        {
          singular: 'Plattform',
          plural: 'verlinkte Plattformen',
          summary: '{{fields.name}}',
          samples: false,
        },
      ),
    ),
  /** Stock photos: the credit their licence asks for, in the imprint. */
  imageCredits: z
    .array(text)
    .meta(
      label(
        'Bildnachweise',
        'Nur für gekaufte oder lizenzierte Fotos (z. B. von Adobe Stock): je Foto der Nachweis, den die Lizenz verlangt, z. B. „Foto Behandlungsraum: © Anna Beispiel – stock.adobe.com“. Das Impressum zeigt sie unter „Bildnachweise“.',
        {singular: 'Bildnachweis'},
      ),
    )
    .optional(),
  dataProtectionAuthority: section(
    {
      name,
      address,
      url: httpsUrl.meta(label('Website der Behörde', 'Die Adresse mit https://.')),
    },
    label('Datenschutz-Aufsichtsbehörde', 'In Berlin schon eingetragen.', {samples: false}),
  ),
});
