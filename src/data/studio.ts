/**
 * The one place for the studio's contact and business data. Every component reads from here;
 * change a value here and the header, footer, legal pages and structured data follow.
 * Sample values until the owner's real data replaces them.
 */

export interface OpeningHours {
  /** German label shown to visitors, e.g. "Montag – Freitag". */
  readonly days: string;
  readonly hours: string;
  /** schema.org day names for structured data; empty when closed. */
  readonly schemaDays: readonly string[];
  /** "HH:MM" for structured data; omitted when by appointment or closed. */
  readonly opens?: string;
  readonly closes?: string;
}

export interface Studio {
  readonly ownerName: string;
  readonly studioName: string;
  readonly address: {
    readonly street: string;
    readonly postalCode: string;
    readonly city: string;
    readonly district: string;
    readonly country: string;
  };
  readonly phone: {
    /** As visitors read it. */
    readonly display: string;
    /** E.164 form for tel: links. */
    readonly e164: string;
  };
  /**
   * The e-mail address, reversed so that the plain address never appears in any built file.
   * Write it backwards, character by character, last character first (the at sign stays in the
   * middle, the domain comes first, e.g. "ed.elpmaxe" for example.de). Tests check the
   * decoded value is a valid address.
   */
  readonly emailReversed: string;
  readonly openingHours: readonly OpeningHours[];
  readonly social: {
    readonly facebook: string;
    readonly instagram: string;
    /** The studio's page on the booking and review marketplace. */
    readonly treatwell: string;
  };
  readonly rating: number;
  readonly copyrightYear: number;
  /**
   * VAT identification number (§ 27a UStG), e.g. "DE123456789". Leave it empty when there is none
   * (small business, § 19 UStG): the imprint then shows no VAT line at all.
   */
  readonly vatId?: string;
  /** Professional details for the imprint. Optional fields are shown only when they are set. */
  readonly profession: {
    /** The job title, e.g. "Kosmetikerin". */
    readonly title: string;
    /** The state in which the title was obtained. */
    readonly country: string;
    /** The chamber the business belongs to, if any, e.g. "Handwerkskammer Berlin, Blücherstraße 68, 10961 Berlin". */
    readonly chamber?: string;
  };
  /**
   * Only if the business needs an official permit (§ 5 (1) no. 3 DDG): the authority that
   * supervises it. A cosmetics studio usually needs none; then leave it out.
   */
  readonly supervisoryAuthority?: {
    readonly name: string;
    readonly address: string;
  };
  /**
   * Professional liability insurance, if one exists (§ 2 (1) no. 11 DL-InfoV): insurer, its
   * address and where the cover applies. Shown in the imprint when set.
   */
  readonly liabilityInsurance?: {
    readonly insurer: string;
    readonly address: string;
    readonly area: string;
  };
  /** Hosting facts for the privacy statement: who runs the server and how long it keeps its logs. */
  readonly hosting: {
    readonly provider: string;
    readonly address: string;
    readonly logRetentionDays: number;
  };
  /** The data protection authority responsible for the studio's seat (Art. 77 GDPR). */
  readonly dataProtectionAuthority: {
    readonly name: string;
    readonly address: string;
    readonly url: string;
  };
  readonly areaServed: readonly string[];
  readonly priceRange: string;
}

export const studio = {
  ownerName: 'Erika Mustermann',
  studioName: 'Kosmetikstudio Erika Mustermann',
  address: {
    street: 'Musterstraße 12',
    postalCode: '14169',
    city: 'Berlin',
    district: 'Zehlendorf',
    country: 'DE',
  },
  phone: {
    display: '030 12345678',
    e164: '+493012345678',
  },
  emailReversed: 'ed.nnamretsum-kitemsok@tkatnok',
  openingHours: [
    {
      days: 'Montag – Freitag',
      hours: '10:00 – 19:00 Uhr',
      schemaDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '10:00',
      closes: '19:00',
    },
    {days: 'Samstag', hours: 'nach Vereinbarung', schemaDays: []},
    {days: 'Sonntag', hours: 'geschlossen', schemaDays: []},
  ],
  social: {
    facebook: 'https://www.facebook.com/kosmetik.mustermann',
    instagram: 'https://www.instagram.com/kosmetik.mustermann/',
    treatwell: 'https://www.treatwell.de/ort/kosmetikstudio-erika-mustermann/',
  },
  rating: 5.0,
  copyrightYear: 2025,
  vatId: '',
  profession: {
    title: 'Kosmetikerin',
    country: 'Bundesrepublik Deutschland',
  },
  hosting: {
    provider: 'Beispiel Hosting GmbH',
    address: 'Beispielweg 1, 10115 Berlin',
    logRetentionDays: 7,
  },
  dataProtectionAuthority: {
    name: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
    address: 'Alt-Moabit 59–61, 10555 Berlin',
    url: 'https://www.datenschutz-berlin.de',
  },
  areaServed: ['Berlin-Zehlendorf', 'Berlin-Steglitz', 'Berlin-Wannsee', 'Kleinmachnow'],
  priceRange: '20 € – 499 €',
} as const satisfies Studio;

/** The address on one line, e.g. for the footer. */
export const fullAddress = `${studio.address.street}, ${studio.address.postalCode} ${studio.address.city}`;

export const telHref = `tel:${studio.phone.e164}`;
