/**
 * Facts the site computes from the owner's content instead of having her type them twice:
 * the tel: link, the encoded e-mail address, opening hours for people and for search engines,
 * rich text from plain paragraphs, price ranges and savings, and the rating from the reviews.
 * Pages read the result through `useContent()` (src/data/content.ts).
 */
import {
  WEEKDAYS,
  parsePrice,
  type Content,
  type ContentName,
  type Review,
} from '../../src/data/schema';
import {slugify} from '../../src/lib/slug';
import {encodeEmail} from '../../src/lib/email';
import {germanDate, periodLabel} from '../../src/lib/date';

/** Rich text without markup: a string is a paragraph, `{list}` is a bullet list. */
export type RichText = ReadonlyArray<string | {readonly list: readonly string[]}>;

/** "99 €", "99,50 €": with a non-breaking space before the euro sign. */
export function formatEuro(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  return `${euros}${rest ? `,${String(rest).padStart(2, '0')}` : ''}\u00a0€`;
}

/**
 * A number keeps its unit on the same line: "60 Min.", "ca. 2 Std.", "10 %", "99 €" get
 * non-breaking spaces, so the owner types ordinary ones.
 */
export function keepUnitsTogether(text: string): string {
  return text
    .replace(/(\d) (?=Min\.|Std\.|%|€)/g, '$1\u00a0')
    .replace(/\bca\. (?=\d)/g, 'ca.\u00a0');
}

/** "99 € – 149 €" (en dash), or one price when all are equal. */
export function priceRange(cents: readonly number[]): string {
  const low = Math.min(...cents);
  const high = Math.max(...cents);
  return low === high ? formatEuro(low) : `${formatEuro(low)} – ${formatEuro(high)}`;
}

/** "030 12345678" -> "tel:+493012345678". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${phone.trim().startsWith('+') ? digits : `49${digits.slice(1)}`}`;
}

/** Paragraphs are separated by blank lines; a paragraph whose lines all start with "- " is a list. */
export function richText(text: string | undefined): RichText | undefined {
  if (!text?.trim()) return undefined;
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim());
      return lines.every((line) => line.startsWith('- '))
        ? {list: lines.map((line) => line.slice(2).trim())}
        : lines.join(' ');
    });
}

type StarLevel = 1 | 2 | 3 | 4 | 5;

export interface RatingSummary {
  /** The average, rounded to one decimal, e.g. 4.9. */
  readonly score: number;
  readonly count: number;
  readonly counts: Readonly<Record<StarLevel, number>>;
  /** The months the reviews span, from their dates: "von März 2023 bis Oktober 2025". */
  readonly period?: string;
}

export function ratingSummary(reviews: readonly Pick<Review, 'stars'>[]): RatingSummary {
  const counts: Record<StarLevel, number> = {5: 0, 4: 0, 3: 0, 2: 0, 1: 0};
  for (const review of reviews) counts[review.stars as StarLevel] += 1;
  const total = reviews.reduce((sum, review) => sum + review.stars, 0);
  return {
    score: reviews.length ? Math.round((total / reviews.length) * 10) / 10 : 0,
    count: reviews.length,
    counts,
  };
}

const PLATFORM_NAMES = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  treatwell: 'Treatwell',
} as const;

const mediaType = (source: string) => (source.startsWith('/videos/') ? 'video' : 'image');

function deriveStudio({studio}: Content) {
  const {email, phone, openingHours, ...rest} = studio;
  return {
    studio: {
      ...rest,
      phone: {display: phone, href: telHref(phone)},
      /** The address reversed, so that no built file contains it in plain text (see lib/email). */
      emailReversed: encodeEmail(email),
      openingHours: openingHours.map(({days, hours, weekdays, opens, closes}) => ({
        days,
        hours,
        schemaDays: weekdays.map((index) => WEEKDAYS[index]![1]),
        opens,
        closes,
      })),
    },
  };
}

function derivePrices({prices}: Content) {
  const byTitle = new Map(
    prices.categories.flatMap((category) =>
      category.services.map((service) => [service.title, service]),
    ),
  );
  return {
    categories: prices.categories.map((category) => ({
      title: category.title,
      id: slugify(category.title),
      services: category.services.map((service) => {
        const cents = parsePrice(service.price)!;
        const regular = service.regularPrice ? parsePrice(service.regularPrice)! : undefined;
        return {
          title: service.title,
          id: `${slugify(category.title)}--${slugify(service.title)}`,
          duration: keepUnitsTogether(service.duration),
          price: formatEuro(cents),
          ...(regular !== undefined
            ? {regularPrice: formatEuro(regular), savings: formatEuro(regular - cents)}
            : {}),
          ...(service.includes
            ? {includes: service.includes.map((title) => byTitle.get(title)?.title ?? title)}
            : {}),
          ...(service.description ? {description: richText(service.description)} : {}),
        };
      }),
    })),
  };
}

/** Prices of the services a home card stands for: its category, or the services it names. */
function cardPrices(
  content: Content,
  card: Content['home']['services']['cards'][number],
): number[] {
  const category = content.prices.categories.find((entry) => entry.title === card.category);
  const services =
    category?.services.filter(
      (service) => !card.services || card.services.includes(service.title),
    ) ?? [];
  return services.map((service) => parsePrice(service.price)!);
}

/** What a label's offer is and until when: "10 % Rabatt für Neukundinnen, gültig bis 31. Dezember 2025". */
export function offerNote(condition?: string, until?: string): string | undefined {
  const parts = [
    condition?.trim() ? keepUnitsTogether(condition.trim().replace(/\.$/, '')) : undefined,
    until ? `gültig bis ${germanDate(until)}` : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

function deriveHome(content: Content) {
  const {home, studio, prices} = content;
  return {
    ...home,
    intro: home.intro.map(({image, alt, ...section}) => ({
      ...section,
      ...(image ? {image, alt: alt ?? ''} : {}),
    })),
    services: {
      ...home.services,
      cards: home.services.cards.map((card) => {
        const {
          category: _category,
          services: _services,
          label,
          labelCondition,
          labelUntil,
          ...rest
        } = card;
        const note = offerNote(labelCondition, labelUntil);
        return {
          ...rest,
          ...(label ? {label} : {}),
          ...(label && note ? {labelNote: note} : {}),
          priceNote: priceRange(cardPrices(content, card)),
        };
      }),
    },
    social: {
      ...home.social,
      cards: home.social.cards.map((card) => ({
        source: card.source,
        type: mediaType(card.source),
        alt: card.alt,
        link: studio.social[card.platform],
        platform: PLATFORM_NAMES[card.platform],
      })),
    },
    /** All prices of the price list, for the structured data. */
    priceRange: priceRange(
      prices.categories.flatMap((category) =>
        category.services.map((service) => parsePrice(service.price)!),
      ),
    ),
  };
}

function deriveReviews({reviews}: Content) {
  return {
    ...reviews,
    asOfLabel: germanDate(reviews.asOf),
    summary: {
      ...ratingSummary(reviews.reviews),
      period: periodLabel(reviews.reviews.map((review) => review.date)),
    },
  };
}

function deriveGallery({gallery}: Content) {
  return {
    groups: gallery.groups.map((group) => ({
      title: group.title,
      items: group.items.map((item) => ({...item, type: mediaType(item.source)})),
    })),
  };
}

/** What each content module exports (one named export per key), and the files it is made of. */
const derivers = {
  studio: deriveStudio,
  legal: (content: Content) => ({legal: content.legal}),
  prices: derivePrices,
  reviews: deriveReviews,
  gallery: deriveGallery,
  home: deriveHome,
  cooperation: (content: Content) => ({cooperation: content.cooperation}),
  pages: (content: Content) => content.pages,
};

type Derived = {readonly [Name in ContentName]: ReturnType<(typeof derivers)[Name]>};
/** What the pages receive (global data of the content plugin): each file's derived exports. */
export type SiteData = Derived;

export function deriveAll(content: Content): SiteData {
  return Object.fromEntries(
    (Object.keys(derivers) as ContentName[]).map((name) => [name, derivers[name](content)]),
  ) as unknown as SiteData;
}
