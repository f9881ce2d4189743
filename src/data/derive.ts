/**
 * Facts computed from the owner's content so she types nothing twice (tel: link, encoded e-mail,
 * opening hours, rich text, price ranges, savings, rating); pages read them via `useContent()`.
 */
import type {Content, ContentName} from './schema';
import {slugify} from '../lib/slug';
import {encodeEmail} from '../lib/email';
import {WEEKDAYS, germanDate, periodLabel} from '../lib/date';
import {formatEuro, parsePrice} from '../lib/money';
import {berlinToday, currentClosures} from '../lib/closures';
import {numberInWords} from '../lib/numbers';

/** Rich text without markup: a string is a paragraph, `{list}` is a bullet list. */
export type RichText = ReadonlyArray<string | {readonly list: readonly string[]}>;

/** "60 Min.", "ca. 2 Std.", "10 %", "99 €" keep their number on the line: she types plain spaces. */
export const keepUnitsTogether = (text: string) =>
  text.replace(/(\d) (?=Min\.|Std\.|%|€)/g, '$1\u00a0').replace(/\bca\. (?=\d)/g, 'ca.\u00a0');

/** "99 € – 149 €" (en dash), or one price when all are equal. */
export function priceRange(cents: readonly number[]): string {
  const [low, high] = [Math.min(...cents), Math.max(...cents)];
  return low === high ? formatEuro(low) : `${formatEuro(low)} – ${formatEuro(high)}`;
}

/** „© 2025–2026 Erika Mustermann“: from her first year (studio.yml) to the year of the build. */
export function copyrightNotice(firstYear: number, owner: string, today = berlinToday()): string {
  const year = Number(today.slice(0, 4));
  return `© ${firstYear < year ? `${firstYear}–${year}` : firstYear} ${owner}`;
}

/** "030 12345678" -> "tel:+493012345678". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${phone.trim().startsWith('+') ? digits : `49${digits.slice(1)}`}`;
}

/** Paragraphs are separated by blank lines; a paragraph whose lines all start with "- " is a list. */
export function richText(text: string | undefined): RichText | undefined {
  return text?.trim()
    ? text
        .trim()
        .split(/\n\s*\n/)
        .map((block) => {
          const lines = block.split('\n').map((line) => line.trim());
          return lines.every((line) => line.startsWith('- '))
            ? {list: lines.map((line) => line.slice(2).trim())}
            : lines.join(' ');
        })
    : undefined;
}

/** The average rounded to one decimal (4.9), the count, the count per star level. */
export function ratingSummary(reviews: readonly {stars: number}[]) {
  const counts = {5: 0, 4: 0, 3: 0, 2: 0, 1: 0};
  for (const {stars} of reviews) counts[stars as 1 | 2 | 3 | 4 | 5] += 1;
  const total = reviews.reduce((sum, {stars}) => sum + stars, 0);
  const score = reviews.length ? Math.round((total / reviews.length) * 10) / 10 : 0;
  return {score, count: reviews.length, counts};
}

/** With the months the reviews span: "von März 2023 bis Oktober 2025". */
export type RatingSummary = ReturnType<typeof ratingSummary> & {readonly period?: string};

/** What a label's offer is and until when: "10 % Rabatt für Neukundinnen, gültig bis 31. Dezember 2025". */
export function offerNote(condition?: string, until?: string): string | undefined {
  const parts = [
    condition?.trim() && keepUnitsTogether(condition.trim().replace(/\.$/, '')),
    until && `gültig bis ${germanDate(until)}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** A treatment's touch-up as the price list states it: included („innerhalb von acht Wochen nach der Behandlung“), or its own price. */
export type TouchUp =
  | {readonly included: true; readonly within?: string}
  | {readonly included: false; readonly price: string};

/** "inklusive" or "80 €" from prices.yml; "keine" (no touch-up belongs to it) and none: undefined. */
export function touchUpOf(value: string | undefined, weeks?: number): TouchUp | undefined {
  if (value === 'inklusive') return {included: true, ...(weeks && {within: withinWeeks([weeks])})};
  const price = value === undefined ? null : parsePrice(value);
  return price === null ? undefined : {included: false, price: formatEuro(price)};
}

/**
 * "innerhalb von acht Wochen nach der Behandlung", "innerhalb von sechs bis acht Wochen nach der
 * Behandlung": how long an included touch-up is, and from when.
 */
function withinWeeks(weeks: readonly number[]): string {
  const [low, high] = [Math.min(...weeks), Math.max(...weeks)].map(numberInWords);
  return `innerhalb von ${low === high ? low : `${low} bis ${high}`} Wochen nach der Behandlung`;
}

/**
 * The touch-up of the treatments a home card stands for, beside its price range: "inklusive
 * Nacharbeit innerhalb von acht Wochen nach der Behandlung", "zuzüglich Nacharbeit 80 € – 120 €", or "Nacharbeit je
 * nach Behandlung …" when the treatments differ or some have none. Undefined when none has a
 * touch-up. `weeks`: how long the included ones are included.
 */
export function touchUpNote(
  values: readonly (string | undefined)[],
  weeks: readonly number[] = [],
): string | undefined {
  const included = values.some((value) => value === 'inklusive');
  const extra = values.flatMap((value) => {
    const price = value === undefined ? null : parsePrice(value);
    return price === null ? [] : [price];
  });
  if (!included && extra.length === 0) return undefined;
  const range = extra.length > 0 ? priceRange(extra) : '';
  const stated = extra.length + values.filter((value) => value === 'inklusive').length;
  const within = weeks.length > 0 ? ` ${withinWeeks(weeks)}` : '';
  if (stated === values.length && !(included && range))
    return included ? `inklusive Nacharbeit${within}` : `zuzüglich Nacharbeit ${range}`;
  const kinds = [included && `inklusive${within}`, range && `zuzüglich ${range}`].filter(Boolean);
  return `Nacharbeit je nach Behandlung ${kinds.join(' oder ')}`;
}

const mediaType = (source: string) => (source.startsWith('/videos/') ? 'video' : 'image');
const cents = (price: string) => parsePrice(price)!;

/**
 * What each content file gives the pages (`useContent().studio.phone`); `today` is the
 * build's day in Berlin, for what depends on the date (closures over by then are left out).
 */
const derivers = {
  studio: (
    {studio: {email, phone, openingHours, closures, ...studio}}: Content,
    today: string,
  ) => ({
    ...studio,
    copyright: copyrightNotice(studio.copyrightYear, studio.ownerName, today),
    closures: currentClosures(closures ?? [], today),
    phone: {display: phone, href: telHref(phone)},
    /** The address reversed, so that no built file contains it in plain text (see lib/email). */
    emailReversed: encodeEmail(email),
    openingHours: openingHours.map(({weekdays, ...line}) => ({
      ...line,
      schemaDays: weekdays.map((index) => WEEKDAYS[index]![1]),
    })),
  }),
  legal: ({legal}: Content) => legal,
  prices: ({prices}: Content) => ({
    categories: prices.categories.map(({title, services}) => ({
      title,
      id: slugify(title),
      services: services.map((service) => {
        const price = cents(service.price);
        const regular = service.regularPrice ? cents(service.regularPrice) : undefined;
        const touchUp = touchUpOf(service.touchUp, service.touchUpWeeks);
        return {
          title: service.title,
          id: `${slugify(title)}--${slugify(service.title)}`,
          duration: keepUnitsTogether(service.duration),
          price: formatEuro(price),
          ...(regular && {regularPrice: formatEuro(regular), savings: formatEuro(regular - price)}),
          ...(service.includes && {includes: service.includes}),
          ...(touchUp && {touchUp}),
          ...(service.description && {description: richText(service.description)}),
        };
      }),
    })),
  }),
  reviews: ({reviews}: Content) => ({
    ...reviews,
    asOfLabel: germanDate(reviews.asOf),
    summary: {
      ...ratingSummary(reviews.reviews),
      period: periodLabel(reviews.reviews.map(({date}) => date)),
    },
  }),
  gallery: ({gallery}: Content) => ({
    groups: gallery.groups.map(({title, after, items}) => ({
      title,
      after,
      items: items.map((item) => ({...item, type: mediaType(item.source)})),
    })),
  }),
  home: ({home, studio, prices}: Content) => ({
    ...home,
    services: {
      ...home.services,
      cards: home.services.cards.map(
        ({category, services, labelCondition, labelUntil, ...card}) => {
          // The prices of what the card stands for: its category, or the services it names; a
          // range of some of the category says so, lest it read as the category's cheapest to dearest.
          const all = prices.categories.find(({title}) => title === category)!.services;
          const listed = all.filter(({title}) => !services || services.includes(title));
          const note = card.label && offerNote(labelCondition, labelUntil);
          const touchUp = touchUpNote(
            listed.map((service) => service.touchUp),
            listed.flatMap((service) =>
              service.touchUp === 'inklusive' && service.touchUpWeeks ? [service.touchUpWeeks] : [],
            ),
          );
          const range = priceRange(listed.map(({price}) => cents(price)));
          return {
            ...card,
            ...(note && {labelNote: note}),
            priceNote: listed.length < all.length ? `ausgewählte Behandlungen: ${range}` : range,
            ...(touchUp && {touchUpNote: touchUp}),
          };
        },
      ),
    },
    social: {
      ...home.social,
      cards: home.social.cards.map(({source, alt, platform}) => ({
        source,
        type: mediaType(source),
        alt,
        link: studio.social[platform],
        platform: `${platform[0]!.toUpperCase()}${platform.slice(1)}`,
      })),
    },
    /** All prices of the price list, for the structured data. */
    priceRange: priceRange(
      prices.categories.flatMap(({services}) => services.map(({price}) => cents(price))),
    ),
  }),
};

/** Content the pages never show: the launch check's confirmations. */
const NOT_SHOWN = ['confirmations'] as const;
type Shown = Exclude<ContentName, (typeof NOT_SHOWN)[number]>;

/**
 * What the pages receive (global data of the content plugin): each file's derived exports; a file
 * without a deriver above (cooperation.yml, pages.yml, a new page's file) as validated.
 */
export type SiteData = {
  readonly [Name in Shown]: Name extends keyof typeof derivers
    ? ReturnType<(typeof derivers)[Name]>
    : Content[Name];
};

export const deriveAll = (content: Content, today = berlinToday()) =>
  Object.fromEntries(
    (Object.keys(content) as ContentName[])
      .filter((name) => !(NOT_SHOWN as readonly string[]).includes(name))
      .map((name) => [
        name,
        name in derivers ? derivers[name as keyof typeof derivers](content, today) : content[name],
      ]),
  ) as SiteData;
