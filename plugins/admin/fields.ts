/**
 * What the editor at /admin says about each field of the content schema (src/data/schema.ts): a
 * German label and hint, and where the schema's rule is a function rather than a pattern the
 * editor can read, the pattern that expresses the same rule. Which fields exist, their types,
 * their required-ness, lengths and patterns come from the schema itself (./config.ts); a schema
 * field without an entry here stops the build (and tests/unit/admin/config.test.ts).
 *
 * Keys: a dotted path without list positions ("prices.categories.services.price"), looked up
 * first; then the field's own name ("alt"), for fields that mean the same everywhere.
 */
import {DURATION, PHONE, PRICE, TIME_RANGE, WEEKDAYS} from '../../src/data/schema';
import {EMAIL} from '../../src/lib/email';

export interface FieldText {
  readonly label: string;
  readonly hint: string;
  /** A multi-line text box instead of a one-line field. */
  readonly multiline?: boolean;
  /** For refined fields: the same rule as a pattern the editor checks while typing, with its message. */
  readonly pattern?: readonly [RegExp, string];
  /** For whole numbers (the schema reads them as text): the editor's number field with these bounds. */
  readonly number?: {readonly min: number; readonly max: number};
  /** A date picker; the file gets "JJJJ-MM-TT". */
  readonly date?: boolean;
  /** For lists: what one collapsed entry shows, e.g. "{{fields.title}}". */
  readonly summary?: string;
  /** For lists: one entry, as the button says it ("Kategorie hinzufügen"). */
  readonly singular?: string;
  /** For lists: "hinzufügen" puts the new entry at the top (Decap `add_to_top`), where the hint says new entries go. */
  readonly addToTop?: boolean;
}

const PRICE_MESSAGE =
  'Ein Preis sieht so aus: „99 €“ oder „99,50 €“ (mit Leerzeichen vor dem €, ohne „ab“).';
const DAY = `(?:${WEEKDAYS.map(([name]) => name).join('|')})`;
/** The days rule of the schema (a range forwards, one day or a list) as far as a pattern can say it; the build checks the order. */
const DAYS = new RegExp(`^${DAY}(?:\\s*[–-]\\s*${DAY}|(?:\\s*,\\s*${DAY})*)$`);
const HOURS = new RegExp(
  `${TIME_RANGE.source.slice(0, -1)}|^[Nn]ach [Vv]ereinbarung$|^[Gg]eschlossen$`,
);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const IMAGE_HINT =
  'Pfad ohne „static“, z. B. „/images/home/hero.jpg“: kleine Buchstaben, keine Umlaute, Endung .jpg oder .png. Die Datei legen Sie unter static/images ab.';
const MEDIA_HINT =
  'Ein Bild „/images/galerie/name.jpg“ oder ein Video „/videos/galerie/name.mp4“ (mit Vorschaubild name-poster.jpg unter static/images).';

/** Labels by the field's name, where it means the same in every file. */
const byName: Readonly<Record<string, FieldText>> = {
  title: {label: 'Titel', hint: 'Die Überschrift dieses Eintrags.'},
  heading: {label: 'Überschrift', hint: 'Die Überschrift des Abschnitts.'},
  headline: {label: 'Hauptüberschrift', hint: 'Die große Überschrift oben auf der Seite.'},
  text: {label: 'Text', hint: 'Der Text, wie er auf der Website erscheinen soll.', multiline: true},
  intro: {label: 'Einleitung', hint: 'Der einleitende Text des Abschnitts.', multiline: true},
  outro: {label: 'Schlusssatz', hint: 'Der Text unter der Liste.', multiline: true},
  lead: {
    label: 'Vorspann',
    hint: 'Der hervorgehobene erste Absatz unter der Überschrift.',
    multiline: true,
  },
  alt: {
    label: 'Bildbeschreibung (Alt-Text)',
    hint: 'Was auf dem Bild zu sehen ist, in höchstens 125 Zeichen – für Menschen, die das Bild nicht sehen, und für Google. Nicht „Bild von …“, sondern einfach beschreiben.',
  },
  image: {label: 'Bild', hint: IMAGE_HINT},
  source: {label: 'Bild oder Video', hint: MEDIA_HINT},
  callToAction: {
    label: 'Aufruf zum Anrufen',
    hint: 'Der Text der Schaltfläche, die Ihre Telefonnummer wählt, z. B. „Termin vereinbaren“.',
  },
  target: {
    label: 'Link',
    hint: 'Eine Seite dieser Website, beginnend mit „/“, z. B. „/preisliste“.',
  },
  link: {label: 'Link', hint: 'Eine Seite dieser Website, beginnend mit „/“, z. B. „/preisliste“.'},
  description: {
    label: 'Beschreibung',
    hint: 'Ein bis zwei Sätze, höchstens 150 Zeichen; Google zeigt sie in den Suchergebnissen.',
    multiline: true,
  },
  keywords: {
    label: 'Suchwörter',
    hint: 'Ein Suchwort je Eintrag; drei bis acht sind sinnvoll.',
    singular: 'Suchwort',
  },
  name: {label: 'Name', hint: 'Der Name, wie er auf der Website erscheint.'},
  address: {
    label: 'Anschrift',
    hint: 'Straße und Hausnummer, Postleitzahl und Ort in einer Zeile.',
  },
  country: {label: 'Land', hint: 'Das Land, ausgeschrieben.'},
  items: {label: 'Punkte', hint: 'Ein Punkt je Eintrag.', singular: 'Punkt'},
  cards: {
    label: 'Karten',
    singular: 'Karte',
    hint: 'Die Karten des Abschnitts, in der Reihenfolge der Website.',
    summary: '{{fields.title}}',
  },
};

/** Labels by path; these win over byName. */
export const byPath: Readonly<Record<string, FieldText>> = {
  // studio.yml
  'studio.url': {
    label: 'Adresse der Website',
    hint: 'Mit https:// und ohne „/“ am Ende, z. B. „https://www.mein-kosmetikstudio.de“.',
  },
  'studio.studioName': {
    label: 'Name des Studios',
    hint: 'Erscheint im Logo, in der Fußzeile und in jedem Seitentitel.',
  },
  'studio.ownerName': {label: 'Ihr Name', hint: 'Vor- und Nachname, wie im Impressum.'},
  'studio.address': {
    label: 'Anschrift des Studios',
    hint: 'Erscheint in der Fußzeile, im Impressum und in den Angaben für Google.',
  },
  'studio.address.street': {label: 'Straße und Hausnummer', hint: 'z. B. „Lindenweg 5“.'},
  'studio.address.postalCode': {
    label: 'Postleitzahl',
    hint: 'Fünf Ziffern, z. B. „14169“.',
    pattern: [/^\d{5}$/, 'Eine Postleitzahl hat fünf Ziffern, z. B. „14169“.'],
  },
  'studio.address.city': {label: 'Ort', hint: 'z. B. „Berlin“.'},
  'studio.address.district': {label: 'Ortsteil', hint: 'z. B. „Zehlendorf“.'},
  'studio.address.country': {
    label: 'Land (Kürzel)',
    hint: 'Zwei Großbuchstaben: „DE“ für Deutschland.',
    pattern: [/^[A-Z]{2}$/, 'Das Land als Kürzel mit zwei Großbuchstaben, z. B. „DE“.'],
  },
  'studio.phone': {
    label: 'Telefonnummer',
    hint: 'So, wie Besucherinnen sie lesen: „030 12345678“. Beginnt mit 0 oder +49; nur Ziffern, Leerzeichen, „/“ oder „-“.',
    pattern: [PHONE, 'Eine Telefonnummer sieht so aus: „030 12345678“.'],
  },
  'studio.email': {
    label: 'E-Mail-Adresse',
    hint: 'Ganz normal mit @ geschrieben. Die Website zeigt sie nie im Klartext, sondern als „name (at) domain (punkt) de“.',
    pattern: [EMAIL, 'Eine E-Mail-Adresse sieht so aus: „name@beispiel.de“.'],
  },
  'studio.openingHours': {
    label: 'Öffnungszeiten',
    singular: 'Öffnungszeit',
    hint: 'Eine Zeile je Tag oder Tagesbereich; jeder Tag nur einmal.',
    summary: '{{fields.days}}: {{fields.hours}}',
  },
  'studio.openingHours.days': {
    label: 'Tage',
    hint: 'Ausgeschrieben: „Montag – Freitag“, „Samstag“ oder „Dienstag, Donnerstag“.',
    pattern: [
      DAYS,
      'Tage so angeben: „Montag – Freitag“, „Samstag“ oder „Montag, Mittwoch“ (ausgeschrieben).',
    ],
  },
  'studio.openingHours.hours': {
    label: 'Zeiten',
    hint: '„10:00 – 19:00“ (Stunden immer zweistellig), „nach Vereinbarung“ oder „geschlossen“.',
    pattern: [HOURS, 'Zeiten so angeben: „10:00 – 19:00“, „nach Vereinbarung“ oder „geschlossen“.'],
  },
  'studio.social': {
    label: 'Ihre Seiten in sozialen Medien',
    hint: 'Vollständige Adressen mit https://.',
  },
  'studio.social.facebook': {
    label: 'Facebook',
    hint: 'z. B. „https://www.facebook.com/meinstudio“.',
  },
  'studio.social.instagram': {
    label: 'Instagram',
    hint: 'z. B. „https://www.instagram.com/meinstudio“.',
  },
  'studio.social.treatwell': {
    label: 'Treatwell',
    hint: 'Die Adresse Ihrer Salonseite bei Treatwell.',
  },
  'studio.areaServed': {
    label: 'Einzugsgebiet',
    singular: 'Ort',
    hint: 'Orte, aus denen Ihre Kundinnen kommen (für Suchmaschinen), einer je Eintrag.',
  },
  'studio.copyrightYear': {
    label: 'Jahr im Copyright-Vermerk',
    hint: 'Das Jahr in „© 2025 …“ unten auf jeder Seite.',
    number: {min: 2000, max: 2100},
  },

  // legal.yml
  'legal.vatId': {
    label: 'Umsatzsteuer-Identifikationsnummer',
    hint: '„DE123456789“, ohne Leerzeichen. Leer lassen, wenn Sie keine haben.',
    pattern: [/^(DE\d{9})?$/, 'Eine USt-IdNr. sieht so aus: „DE123456789“ – oder leer lassen.'],
  },
  'legal.businessId': {
    label: 'Wirtschafts-Identifikationsnummer',
    hint: '„DE123456789-00001“. Das Impressum zeigt sie, wenn Sie keine USt-IdNr. haben.',
    pattern: [
      /^(DE\d{9}(-\d{5})?)?$/,
      'Eine Wirtschafts-Identifikationsnummer sieht so aus: „DE123456789-00001“ – oder leer lassen.',
    ],
  },
  'legal.craftsChamber': {
    label: 'Handwerkskammer',
    hint: 'Nur falls Ihr Betrieb bei der Handwerkskammer eingetragen ist; das Impressum nennt dann die Eintragung.',
  },
  'legal.craftsChamber.name': {label: 'Kammer', hint: 'z. B. „Handwerkskammer Berlin“.'},
  'legal.craftsChamber.register': {
    label: 'Eintragung',
    hint: 'Verzeichnis und Nummer, wie auf Ihrer Eintragung, z. B. „Verzeichnis der Inhaber handwerksähnlicher Gewerbe, Nr. 12345“.',
  },
  'legal.supervisoryAuthority': {
    label: 'Aufsichtsbehörde',
    hint: 'Nur falls Ihre Tätigkeit eine behördliche Zulassung braucht.',
  },
  'legal.supervisoryAuthority.name': {label: 'Behörde', hint: 'Name der Aufsichtsbehörde.'},
  'legal.liabilityInsurance': {
    label: 'Berufshaftpflichtversicherung',
    hint: 'Nur falls Sie eine angeben müssen oder möchten.',
  },
  'legal.liabilityInsurance.insurer': {label: 'Versicherung', hint: 'Name Ihrer Versicherung.'},
  'legal.liabilityInsurance.area': {label: 'Geltungsbereich', hint: 'z. B. „Deutschland“.'},
  'legal.hosting': {
    label: 'Anbieter, der die Website ausliefert',
    hint: 'Für die Datenschutzerklärung (siehe Anleitung, Abschnitt 9).',
  },
  'legal.hosting.provider': {label: 'Anbieter', hint: 'Firmenname, z. B. „Netlify, Inc.“.'},
  'legal.hosting.outsideEu': {
    label: 'Sitz außerhalb der EU',
    hint: '„ja“ z. B. bei Netlify (USA); dann gehört die Rechtsgrundlage in das nächste Feld.',
  },
  'legal.hosting.transferBasis': {
    label: 'Rechtsgrundlage der Übermittlung',
    hint: 'Nur bei „ja“ oben, z. B. „EU-US Data Privacy Framework (Angemessenheitsbeschluss der EU-Kommission vom 10. Juli 2023)“.',
  },
  'legal.hosting.dpaDate': {
    label: 'Vertrag über die Auftragsverarbeitung (Datum)',
    hint: 'Nur bei „ja“ oben: der Tag, an dem Sie den Vertrag (bei Netlify das „Data Processing Agreement“) abgeschlossen haben. Der Launch-Check verlangt ihn.',
    date: true,
    pattern: [/^(\d{4}-\d{2}-\d{2})?$/, 'Ein Datum sieht so aus: „2025-11-03“ (Jahr-Monat-Tag).'],
  },
  'legal.hosting.logRetentionDays': {
    label: 'Aufbewahrung der Protokolle (Tage)',
    hint: 'Wie viele Tage der Anbieter die Zugriffsprotokolle aufbewahrt, laut seinen Angaben.',
    number: {min: 1, max: 365},
  },
  'legal.emailProvider': {
    label: 'E-Mail-Anbieter',
    hint: 'Über welchen Anbieter Ihre E-Mails laufen, mit Anschrift, z. B. „IONOS SE, Elgendorfer Str. 57, 56410 Montabaur“. Steht in der Datenschutzerklärung.',
  },
  'legal.platforms': {
    label: 'Verlinkte Plattformen',
    singular: 'Plattform',
    hint: 'Die Plattformen, auf die Ihre Website verlinkt (Facebook, Instagram, Treatwell).',
    summary: '{{fields.name}}',
  },
  'legal.platforms.provider': {label: 'Betreiber', hint: 'Firmenname und Sitz des Betreibers.'},
  'legal.platforms.privacyUrl': {
    label: 'Datenschutzerklärung des Betreibers',
    hint: 'Die Adresse mit https://.',
  },
  'legal.dataProtectionAuthority': {
    label: 'Datenschutz-Aufsichtsbehörde',
    hint: 'In Berlin schon eingetragen.',
  },
  'legal.dataProtectionAuthority.url': {
    label: 'Website der Behörde',
    hint: 'Die Adresse mit https://.',
  },

  // prices.yml
  'prices.categories': {
    label: 'Kategorien',
    singular: 'Kategorie',
    hint: 'Die Abschnitte der Preisliste, in der Reihenfolge der Seite.',
    summary: '{{fields.title}}',
  },
  'prices.categories.title': {
    label: 'Name der Kategorie',
    hint: 'z. B. „Wimpernverlängerung“. Benennen Sie sie um, passen Sie die Karten der Startseite an.',
  },
  'prices.categories.services': {
    label: 'Behandlungen',
    singular: 'Behandlung',
    hint: 'Die Behandlungen dieser Kategorie.',
    summary: '{{fields.title}} – {{fields.price}}',
  },
  'prices.categories.services.title': {
    label: 'Behandlung',
    hint: 'Der Name, wie er auf der Preisliste steht; in der Kategorie eindeutig.',
  },
  'prices.categories.services.duration': {
    label: 'Dauer',
    hint: '„45 Min.“, „2 Std.“, „2,5 Std.“ oder „1 Std. 30 Min.“, jeweils auch mit „ca. “ davor.',
    pattern: [DURATION, 'Eine Dauer sieht so aus: „60 Min.“, „ca. 2 Std.“ oder „1 Std. 30 Min.“.'],
  },
  'prices.categories.services.price': {
    label: 'Preis',
    hint: '„99 €“ oder „99,50 €“: Betrag, Leerzeichen, €.',
    pattern: [PRICE, PRICE_MESSAGE],
  },
  'prices.categories.services.regularPrice': {
    label: 'Summe der Einzelpreise (nur Pakete)',
    hint: 'Nur bei Paketen: die Summe der Einzelpreise, durchgestrichen mit „einzeln gebucht“ gezeigt; die Website rechnet nach. Bei einer einzelnen Behandlung nicht erlaubt.',
    pattern: [PRICE, PRICE_MESSAGE],
  },
  'prices.categories.services.includes': {
    label: 'Enthaltene Behandlungen (nur Pakete)',
    singular: 'Behandlung',
    hint: 'Mindestens zwei, Buchstabe für Buchstabe wie ihre Titel in der Preisliste.',
  },
  'prices.categories.services.description': {
    label: 'Beschreibung („Mehr erfahren“)',
    hint: 'Eine Leerzeile trennt zwei Absätze; Zeilen, die mit „- “ beginnen, werden zu einer Aufzählung.',
    multiline: true,
  },

  // reviews.yml
  'reviews.asOf': {
    label: 'Stand der Liste',
    hint: 'Bis zu welchem Tag die Bewertungen nachgetragen sind; die Website zeigt „Stand: 1. November 2025“.',
    date: true,
    pattern: [ISO_DATE, 'Ein Datum sieht so aus: „2025-11-01“ (Jahr-Monat-Tag).'],
  },
  'reviews.notice': {
    label: 'Hinweis unter den Bewertungen',
    hint: 'Woher die Bewertungen stammen und wie sie geprüft werden.',
    multiline: true,
  },
  'reviews.reviews': {
    label: 'Bewertungen',
    singular: 'Bewertung',
    hint: 'Neue Bewertungen oben. Nur echte Bewertungen, Wort für Wort – auch die weniger guten (UWG).',
    // "von 5 Sternen" is right for 1 and for 5 (Decap's summary has no plural).
    summary: '{{fields.name}} ({{fields.stars}} von 5 Sternen): {{fields.service}}',
    addToTop: true,
  },
  'reviews.reviews.name': {label: 'Name', hint: 'Wie auf Treatwell angezeigt, z. B. „Sabine K.“.'},
  'reviews.reviews.service': {label: 'Behandlung', hint: 'Die bewertete Behandlung.'},
  'reviews.reviews.stars': {
    label: 'Sterne',
    hint: 'Eine ganze Zahl von 1 bis 5.',
    number: {min: 1, max: 5},
  },
  'reviews.reviews.text': {
    label: 'Text der Bewertung',
    hint: 'Unverändert übernehmen.',
    multiline: true,
  },
  'reviews.reviews.date': {
    label: 'Datum',
    hint: 'Der Tag der Bewertung, wie auf Treatwell. Die Übersicht nennt daraus den Zeitraum der Bewertungen.',
    date: true,
    pattern: [ISO_DATE, 'Ein Datum sieht so aus: „2025-11-01“ (Jahr-Monat-Tag).'],
  },

  // gallery.yml
  'gallery.groups': {
    label: 'Gruppen',
    singular: 'Gruppe',
    hint: 'Die Abschnitte der Galerie.',
    summary: '{{fields.title}}',
  },
  'gallery.groups.items': {
    label: 'Bilder und Videos',
    singular: 'Bild oder Video',
    hint: 'In der Reihenfolge der Galerie.',
    summary: '{{fields.source}}',
  },
  'gallery.groups.items.lazy': {
    label: 'Erst beim Hinscrollen laden',
    hint: '„nein“ für die ersten zwei Einträge der Seite (sie laden sofort), sonst „ja“.',
  },

  // home.yml
  'home.hero': {label: 'Großes Bild oben', hint: 'Der erste Bildschirm der Startseite.'},
  'home.hero.headline': {label: 'Hauptüberschrift', hint: 'Die große Überschrift auf dem Bild.'},
  'home.hero.secondaryLink': {label: 'Zweiter Link', hint: 'Der Link neben dem Anruf-Knopf.'},
  'home.hero.secondaryLink.text': {
    label: 'Text des Links',
    hint: 'z. B. „Preise ansehen“.',
    multiline: false,
  },
  'home.intro': {
    label: 'Willkommensabschnitte',
    singular: 'Abschnitt',
    hint: 'Die Abschnitte unter dem großen Bild.',
    summary: '{{fields.title}}',
  },
  'home.intro.paragraphs': {label: 'Absätze', hint: 'Ein Absatz je Eintrag.', singular: 'Absatz'},
  'home.intro.image': {label: 'Bild', hint: IMAGE_HINT},
  'home.intro.alt': {
    label: 'Bildbeschreibung (Alt-Text)',
    hint: 'Gehört zum Bild: was darauf zu sehen ist, höchstens 125 Zeichen.',
  },
  'home.services': {
    label: 'Behandlungen mit Preisspanne',
    hint: 'Die Karten rechnen ihre Preisspanne aus der Preisliste aus.',
  },
  'home.services.cards.label': {
    label: 'Etikett',
    hint: 'z. B. „Bestseller“ oder „Neu“. Ein Etikett wie „Sonderangebot“ nur für ein echtes Angebot, mit Bedingung oder Enddatum.',
  },
  'home.services.cards.labelCondition': {
    label: 'Angebot: was und für wen',
    hint: 'z. B. „10 % Rabatt auf die erste Behandlung für Neukundinnen“. Erscheint unter dem Preis.',
  },
  'home.services.cards.labelUntil': {
    label: 'Angebot gültig bis',
    hint: 'Der letzte Tag des Angebots; die Karte zeigt „gültig bis …“.',
    date: true,
    pattern: [ISO_DATE, 'Ein Datum sieht so aus: „2025-12-31“ (Jahr-Monat-Tag).'],
  },
  'home.services.cards.category': {
    label: 'Kategorie der Preisliste',
    hint: 'Der Titel einer Kategorie aus der Preisliste, genau wie dort geschrieben.',
  },
  'home.services.cards.services': {
    label: 'Nur diese Behandlungen',
    singular: 'Behandlung',
    hint: 'Ohne Einträge zählen alle Behandlungen der Kategorie; sonst Titel genau wie in der Preisliste.',
  },
  'home.services.more': {
    label: 'Karte „Mehr sehen“',
    hint: 'Die letzte Karte, die zur Preisliste führt.',
  },
  'home.banner': {label: 'Banner', hint: 'Das breite Bild mit Aufruf zum Anrufen.'},
  'home.blog': {label: 'Blog-Vorschau', hint: 'Die Überschrift über den zwei neuesten Beiträgen.'},
  'home.blog.readMore': {label: 'Text „Weiter lesen“', hint: 'Der Link unter jeder Vorschau.'},
  'home.blog.allPosts': {label: 'Link zu allen Beiträgen', hint: 'Unter den Vorschauen.'},
  'home.blog.allPosts.text': {
    label: 'Text des Links',
    hint: 'z. B. „Alle Beiträge“.',
    multiline: false,
  },
  'home.salon': {label: 'Was Ihr Studio besonders macht', hint: 'Drei Karten mit Bild.'},
  'home.social': {label: 'Soziale Medien', hint: 'Karten, die auf Ihre Seiten verlinken.'},
  'home.social.cards': {
    label: 'Karten',
    singular: 'Karte',
    hint: 'Jede Karte verlinkt auf Ihre Seite der gewählten Plattform (aus „Studio und Kontakt“).',
    summary: '{{fields.platform}}: {{fields.source}}',
  },
  'home.social.cards.platform': {label: 'Plattform', hint: 'Facebook, Instagram oder Treatwell.'},
  'home.reviews': {label: 'Bewertungen', hint: 'Die Überschrift über den Bewertungen.'},
  'home.reviews.ratingLabel': {
    label: 'Text des Treatwell-Links',
    hint: 'z. B. „Bestbewertungen auf Treatwell!“.',
  },

  // cooperation.yml
  'cooperation.partners': {label: 'Partner', hint: 'Für wen die Zusammenarbeit gedacht ist.'},
  'cooperation.standards': {
    label: 'Ihre Qualitätsansprüche',
    hint: 'Was Partner mitbringen sollten.',
  },
  'cooperation.standards.items': {
    label: 'Ansprüche',
    singular: 'Anspruch',
    hint: 'Ein Anspruch je Eintrag.',
    summary: '{{fields.title}}',
  },
  'cooperation.request': {
    label: 'Was eine Anfrage enthalten sollte',
    hint: 'Die Liste für Anfragen.',
  },
  'cooperation.request.items': {
    label: 'Punkte',
    hint: 'Ein Punkt je Eintrag.',
    multiline: false,
    singular: 'Punkt',
  },
  'cooperation.contact': {
    label: 'Kontakt',
    hint: 'Der Abschnitt mit der E-Mail-Adresse aus „Studio und Kontakt“.',
  },
  'cooperation.contact.spamHint': {
    label: 'Hinweis zur Schreibweise der E-Mail',
    hint: 'Erklärt „(at)“ und „(punkt)“.',
    multiline: true,
  },
  'cooperation.contact.phoneHint': {
    label: 'Hinweis zum Telefon',
    hint: '„{telefon}“ wird auf der Website zu Ihrer Telefonnummer.',
    multiline: true,
  },

  // pages.yml
  'pages.home': {label: 'Startseite', hint: 'Titel, Beschreibung und Suchwörter.'},
  'pages.prices': {
    label: 'Preisliste',
    hint: 'Titel, Beschreibung, Suchwörter, Überschrift und Einleitung.',
  },
  'pages.prices.intro': {
    label: 'Einleitung',
    singular: 'Absatz',
    hint: 'Ein Absatz je Eintrag; „{telefon}“ wird zu Ihrer Telefonnummer.',
  },
  'pages.gallery': {
    label: 'Galerie',
    hint: 'Titel, Beschreibung, Suchwörter, Überschrift und der Hinweis zu den Aufnahmen.',
  },
  'pages.gallery.note': {
    label: 'Hinweis zu den Aufnahmen',
    hint: 'Steht unter der Überschrift: dass die Aufnahmen mit Einwilligung und unbearbeitet gezeigt werden und Ergebnisse verschieden ausfallen. Er muss stimmen.',
    multiline: true,
  },
  'pages.cooperation': {label: 'Kooperation', hint: 'Titel, Beschreibung und Suchwörter.'},
  'pages.imprint': {label: 'Impressum', hint: 'Titel, Beschreibung und Suchwörter.'},
  'pages.privacy': {label: 'Datenschutz', hint: 'Titel, Beschreibung und Suchwörter.'},
  'pages.blog': {
    label: 'Blog',
    hint: 'Titel, Beschreibung, Suchwörter, Überschrift und Name des Feeds.',
  },
  'pages.blog.feedTitle': {label: 'Name des Feeds', hint: 'Wie Feed-Reader Ihren Blog nennen.'},
  'pages.blogArchive': {label: 'Blog-Archiv', hint: 'Titel, Beschreibung und Suchwörter.'},
  'pages.blogTopics': {label: 'Blog-Themen', hint: 'Titel, Beschreibung und Suchwörter.'},
  'pages.blogAuthors': {label: 'Blog-Autorinnen', hint: 'Titel, Beschreibung und Suchwörter.'},
};

/** Page titles in pages.yml: the site adds the studio name, so the hint says what the owner types. */
const PAGE_TITLE: FieldText = {
  label: 'Seitentitel',
  hint: 'Für den Browser-Tab und Google. Zeichen zählen müssen Sie nicht: Die Website hängt den Namen des Studios an; nur über 60 Zeichen ist ein Fehler.',
};

/** The label of a schema field; undefined when there is none (the generator reports it). */
export function fieldText(path: string): FieldText | undefined {
  if (/^pages\.[^.]+\.title$/.test(path)) return byPath[path] ?? PAGE_TITLE;
  return byPath[path] ?? byName[path.slice(path.lastIndexOf('.') + 1)];
}
