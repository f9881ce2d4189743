/**
 * What the e2e tests expect, taken from the owner's content and from the build, never restated:
 * the YAML files of src/data as she wrote them (read with the `yaml` package, nothing of the
 * site's own loader or its derivations, so that a derivation bug fails the tests), the blog's
 * articles from their Markdown files (and the build's sitemap, which must list exactly those).
 * What the site computes from her text (a price range, the rating, "Uhr" after the hours) is
 * computed here again, simply. A correct edit by the owner (a new article, another phone number,
 * a price, a review) changes the expectations with the site.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {parse} from 'yaml';
import {sitemapPaths as builtSitemapPaths} from '../../scripts/routes.mjs';
import {numberInWords} from '../../src/lib/numbers';

export const siteDir = join(__dirname, '..', '..');
export const buildDir = join(siteDir, 'build');

/* eslint-disable @typescript-eslint/no-explicit-any -- her YAML as written, read without the site's schema */
const dataFile = (name: string): any =>
  parse(readFileSync(join(siteDir, 'src', 'data', `${name}.yml`), 'utf8')) ?? {};

/** src/data/*.yml as the owner wrote them, by name ("studio" for studio.yml). */
export const content: Record<string, any> = Object.fromEntries(
  readdirSync(join(siteDir, 'src', 'data'))
    .filter((file) => file.endsWith('.yml'))
    .map((file) => [file.slice(0, -'.yml'.length), dataFile(file.slice(0, -'.yml'.length))]),
);
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Whitespace as the accessibility tree and Playwright see it: runs of spaces (also non-breaking) as one space. */
export const normalizeSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "1 Beitrag", "3 Beiträge" (the spec's wording). */
export const postCountLabel = (count: number) => (count === 1 ? '1 Beitrag' : `${count} Beiträge`);

const MONTHS =
  'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' ');

/** "2025-03-12" -> "12. März 2025", as a German reader expects it. */
const germanDate = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return `${day}. ${MONTHS[month! - 1]} ${year}`;
};

/** The rating as the widget writes it: one decimal, German comma ("4,9"). */
export const germanScore = (score: number) => score.toFixed(1).replace('.', ',');

/** The browser tab's title for a page title: the title itself, or it and a suffix after " | ". */
export const pageTitle = (title: string) =>
  new RegExp(`^${escapeRegExp(String(title).trim())}( \\| .+)?$`);

// ---------------------------------------------------------------------------------------------
// What the site shows of her YAML, computed here

/** "55 €", "59,50 €" -> cents (the build has checked the form; the rule lives in the schema). */
const cents = (price: string) =>
  Math.round(Number(String(price).replace('€', '').replace(',', '.')) * 100);
/** Cents as the page writes them: "55 €", "59,50 €" (the space may be a non-breaking one on the page). */
const euro = (value: number) =>
  `${Math.floor(value / 100)}${value % 100 ? `,${String(value % 100).padStart(2, '0')}` : ''} €`;

/** A text of paragraphs (blank lines between) and lists (every line "- …"), as the site shows it. */
type RichText = ReadonlyArray<string | {readonly list: readonly string[]}>;
const richText = (text: unknown): RichText | undefined =>
  typeof text === 'string' && text.trim()
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

const phone = String(content.studio.phone);
/** The studio as the site shows it: phone {display, href}, opening hours with "Uhr" after times. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the rest of studio.yml as written
export const studio = Object.assign({}, content.studio as Record<string, any>, {
  phone: {
    display: phone,
    href: `tel:+${phone.trim().startsWith('+') ? phone.replace(/\D/g, '') : `49${phone.replace(/\D/g, '').slice(1)}`}`,
  },
  openingHours: (content.studio.openingHours as Array<{days: string; hours: string}>).map(
    ({days, hours}) => {
      const time = /^(\d\d:\d\d)\s*[–-]\s*(\d\d:\d\d)/.exec(String(hours));
      return {
        days,
        hours: time
          ? `${time[1]} – ${time[2]} Uhr`
          : String(hours).toLowerCase() === 'geschlossen'
            ? 'geschlossen'
            : String(hours),
      };
    },
  ),
});

interface PriceService {
  readonly title: string;
  readonly duration: string;
  readonly price: string;
  readonly regularPrice?: string;
  readonly savings?: string;
  /** Permanent make-up: the line beside the price and the dialog's "Nacharbeit" row (prices.yml `touchUp`). */
  readonly touchUp?: {readonly line: string; readonly row: string};
  readonly description?: RichText;
}

/** A number as the site writes it in German text (src/lib/numbers.ts): „acht“, „14“. */
const inWords = (value: unknown) => numberInWords(Number(value));

/** `touchUp` as she wrote it: "inklusive" (within `touchUpWeeks` weeks), a price ("80 €") or "keine" (nothing shown). */
function touchUpText(value: unknown, weeks: unknown): PriceService['touchUp'] {
  const text = String(value ?? '')
    .trim()
    .toLowerCase();
  const within = `innerhalb von ${inWords(weeks)} Wochen nach der Behandlung`;
  if (text === 'inklusive')
    return {line: `inklusive Nacharbeit ${within}`, row: `im Preis enthalten ${within}`};
  if (!/€$/.test(text)) return undefined;
  const price = euro(cents(text));
  return {line: `zuzüglich Nacharbeit ${price}`, row: `${price} zusätzlich`};
}

/** The price list: categories with their treatments, prices as the page writes them. */
export const priceCategories: ReadonlyArray<{
  readonly title: string;
  readonly services: readonly PriceService[];
}> = (
  content.prices.categories as Array<{title: string; services: Array<Record<string, string>>}>
).map((category) => ({
  title: category.title,
  services: category.services.map((service) => {
    const price = cents(service.price!);
    const regular = service.regularPrice ? cents(service.regularPrice) : undefined;
    return {
      title: service.title!,
      duration: service.duration!,
      price: euro(price),
      ...(regular === undefined
        ? {}
        : {regularPrice: euro(regular), savings: euro(regular - price)}),
      ...(touchUpText(service.touchUp, service.touchUpWeeks)
        ? {touchUp: touchUpText(service.touchUp, service.touchUpWeeks)}
        : {}),
      ...(service.description ? {description: richText(service.description)} : {}),
    };
  }),
}));

/**
 * The home page's service cards: the price range of the treatments each stands for, its offer
 * note, and (permanent make-up) whether the touch-up is included or what it costs.
 */
export const serviceCards = (
  content.home.services.cards as Array<Record<string, string | string[] | undefined>>
).map((card) => {
  const category = (
    content.prices.categories as Array<{title: string; services: Array<Record<string, string>>}>
  ).find((entry) => entry.title === card.category);
  const listed = (category?.services ?? []).filter(
    (service) => !card.services || (card.services as string[]).includes(service.title!),
  );
  const prices = listed.map((service) => cents(service.price!));
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  const range = (values: number[]) => {
    const [from, to] = [Math.min(...values), Math.max(...values)];
    return from === to ? euro(from) : `${euro(from)} – ${euro(to)}`;
  };
  const touchUps = listed.map((service) => String(service.touchUp ?? '').toLowerCase());
  const included = touchUps.includes('inklusive');
  const weeks = listed
    .filter((service) => String(service.touchUp ?? '').toLowerCase() === 'inklusive')
    .map((service) => Number(service.touchUpWeeks));
  const inclusive =
    `inklusive ${weeks.length ? `innerhalb von ${Math.min(...weeks) === Math.max(...weeks) ? inWords(weeks[0]) : `${inWords(Math.min(...weeks))} bis ${inWords(Math.max(...weeks))}`} Wochen nach der Behandlung` : ''}`.trim();
  const extra = touchUps.filter((value) => value.endsWith('€')).map(cents);
  const all = touchUps.every((value) => value === 'inklusive' || value.endsWith('€'));
  const touchUpNote =
    !included && extra.length === 0
      ? undefined
      : all && !(included && extra.length)
        ? included
          ? inclusive.replace('inklusive', 'inklusive Nacharbeit')
          : `zuzüglich Nacharbeit ${range(extra)}`
        : `Nacharbeit je nach Behandlung ${[included ? inclusive : '', extra.length ? `zuzüglich ${range(extra)}` : ''].filter(Boolean).join(' oder ')}`;
  const condition =
    typeof card.labelCondition === 'string' ? card.labelCondition.trim().replace(/\.$/, '') : '';
  const until = card.labelUntil ? `gültig bis ${germanDate(String(card.labelUntil))}` : '';
  return {
    title: card.title as string,
    alt: card.alt as string,
    label: card.label as string | undefined,
    labelNote: [condition, until].filter(Boolean).join(', ') || undefined,
    // Some of the category's treatments: the range says so.
    priceNote: `${listed.length < (category?.services.length ?? 0) ? 'ausgewählte Behandlungen: ' : ''}${low === high ? euro(low) : `${euro(low)} – ${euro(high)}`}`,
    touchUpNote,
  };
});

/** The reviews as listed, and the rating computed from their stars and dates. */
export const reviewList = content.reviews.reviews as Array<{
  name: string;
  text?: string;
  service: string;
  stars: number;
  date: string;
}>;
const dates = reviewList.map((review) => String(review.date).slice(0, 10)).sort();
const month = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
export const rating = {
  count: reviewList.length,
  score:
    Math.round(
      (reviewList.reduce((sum, review) => sum + Number(review.stars), 0) / reviewList.length) * 10,
    ) / 10,
  counts: Object.fromEntries(
    [5, 4, 3, 2, 1].map((level) => [
      level,
      reviewList.filter((review) => Number(review.stars) === level).length,
    ]),
  ) as Record<1 | 2 | 3 | 4 | 5, number>,
  period:
    month(dates[0]!) === month(dates.at(-1)!)
      ? `im ${month(dates[0]!)}`
      : `von ${month(dates[0]!)} bis ${month(dates.at(-1)!)}`,
};

/** The gallery's groups; an item under /videos/ is a video. */
export const galleryGroups = (
  content.gallery.groups as Array<{
    title: string;
    after?: string;
    items: Array<{source: string; alt: string; lazy?: boolean}>;
  }>
).map((group) => ({
  title: group.title,
  after: group.after,
  items: group.items.map((item) => ({
    ...item,
    type: item.source.startsWith('/videos/') ? ('video' as const) : ('image' as const),
  })),
}));

// ---------------------------------------------------------------------------------------------
// The blog, from its Markdown files

const blogDir = join(siteDir, 'blog');
const readYaml = (path: string) =>
  (existsSync(path)
    ? (parse(readFileSync(path, 'utf8')) as Record<string, Record<string, unknown>> | null)
    : null) ?? {};
const tagsFile = readYaml(join(blogDir, 'tags.yml'));
const authorsFile = readYaml(join(blogDir, 'authors.yml'));

/** Matches Docusaurus' truncate marker in .md and .mdx files. */
const TRUNCATE = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

interface BlogTagRef {
  readonly key: string;
  readonly label: string;
  /** /blog/tags/<permalink> */
  readonly path: string;
}

export interface BlogPost {
  readonly file: string;
  readonly slug: string;
  /** /blog/post/<slug> */
  readonly path: string;
  readonly h1: string;
  /** The title for the browser tab before the suffix: title_meta, else title. */
  readonly metaTitle: string;
  readonly description: string;
  readonly isoDate: string;
  /** "12. März 2025" */
  readonly date: string;
  readonly year: string;
  readonly image: string;
  readonly alt: string;
  readonly keywords: readonly string[];
  readonly tags: readonly BlogTagRef[];
  readonly authors: readonly string[];
  /** The heading of the sources section ("## Quellen" or "## Literatur", blog/README.md), if the article has one. */
  readonly sources: string | undefined;
  /** The list under that heading, one entry per source. */
  readonly sourceItems: readonly string[];
  /** The whole file, and the part the blog index shows (front matter and text before the truncate marker). */
  readonly source: string;
  readonly excerpt: string;
}

function tagRef(key: string): BlogTagRef {
  const entry = tagsFile[key] ?? {};
  const permalink = typeof entry.permalink === 'string' ? entry.permalink : `/${key}`;
  return {
    key,
    label: typeof entry.label === 'string' ? entry.label : key,
    path: `/blog/tags${permalink.startsWith('/') ? '' : '/'}${permalink}`,
  };
}

function readPost(file: string): BlogPost & {readonly listed: boolean; readonly draft: boolean} {
  const source = readFileSync(join(blogDir, file), 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new Error(`blog/${file}: no front matter`);
  const fm = (parse(match[1]!) ?? {}) as Record<string, unknown>;
  const body = source.slice(match[0].length);
  const slug = String(fm.slug ?? '').replace(/^\/+|\/+$/g, '');
  if (!slug)
    throw new Error(`blog/${file}: no slug in the front matter (the build rejects that too)`);
  const rawDate =
    fm.date instanceof Date
      ? fm.date.toISOString()
      : String(fm.date ?? /^(\d{4}-\d{2}-\d{2})/.exec(file)?.[1] ?? '');
  const isoDate = rawDate.slice(0, 10);
  const title = String(fm.title ?? '').trim();
  const list = (value: unknown) =>
    Array.isArray(value)
      ? value.map(String)
      : value === undefined || value === null
        ? []
        : [String(value)];
  const sourcesSection = [...body.matchAll(/^##\s+((?:Quellen|Literatur)\b.*?)\s*#*\s*$/gm)].at(-1);
  const sourceItems = sourcesSection
    ? (
        /^(?:\s*\r?\n)*((?:[ \t]*[-*+] .*(?:\r?\n|$)(?:[ \t]+\S.*(?:\r?\n|$))*)+)/.exec(
          body.slice(sourcesSection.index! + sourcesSection[0].length + 1),
        )?.[1] ?? ''
      )
        .split(/^[ \t]*[-*+] /m)
        .map((item) => item.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
    : [];
  const truncated = TRUNCATE.exec(body);
  return {
    file,
    slug,
    path: `/blog/${slug}`,
    h1: title,
    metaTitle: String(fm.title_meta ?? title).trim(),
    description: String(fm.description ?? '').trim(),
    isoDate,
    date: germanDate(isoDate),
    year: isoDate.slice(0, 4),
    image: String(fm.image ?? ''),
    alt: String(fm.image_alt ?? '').trim(),
    keywords: list(fm.keywords),
    tags: list(fm.tags).map(tagRef),
    authors: list(fm.authors),
    sources: sourcesSection?.[1],
    sourceItems,
    source,
    excerpt: match[0] + (truncated ? body.slice(0, truncated.index) : body),
    draft: fm.draft === true || fm.draft === 'true',
    listed: !(
      fm.draft === true ||
      fm.draft === 'true' ||
      fm.unlisted === true ||
      fm.unlisted === 'true'
    ),
  };
}

const allPosts = existsSync(blogDir)
  ? readdirSync(blogDir)
      .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('_') && file !== 'README.md')
      .map(readPost)
  : [];

/** The published, listed articles, newest first (as the index, the archive and the feeds show them). */
export const posts: readonly BlogPost[] = allPosts
  .filter((post) => post.listed)
  .sort((a, b) => b.isoDate.localeCompare(a.isoDate));

/** Posts per page of the blog index: Docusaurus' default (docusaurus.config.ts sets no postsPerPage). */
export const POSTS_PER_PAGE = 10;

export interface BlogTag extends BlogTagRef {
  readonly description: string;
  /** Its posts, newest first. */
  readonly posts: readonly BlogPost[];
}

/** Every topic that has a post, A–Z by label as the topics page lists them. */
export const blogTags: readonly BlogTag[] = [
  ...new Map(posts.flatMap((post) => post.tags).map((tag) => [tag.key, tag])).values(),
]
  .map((tag) => ({
    ...tag,
    description: String(tagsFile[tag.key]?.description ?? ''),
    posts: posts.filter((post) => post.tags.some((other) => other.key === tag.key)),
  }))
  .sort((a, b) => a.label.localeCompare(b.label, 'de'));

/** The authors who wrote the posts, with their names from blog/authors.yml and their number of posts. */
export const blogAuthors = [...new Set(posts.flatMap((post) => post.authors))].map((key) => ({
  key,
  name: String(authorsFile[key]?.name ?? key),
  count: posts.filter((post) => post.authors.includes(key)).length,
}));

// ---------------------------------------------------------------------------------------------
// The build

/** The paths the build's sitemap lists, e.g. "/", "/preisliste", "/blog/post/…". */
export const sitemapPaths = (): string[] => builtSitemapPaths(buildDir);

/** Bytes of text as gzip sends them: how much "content" a page carries (see budgets.json). */
export const gzipBytes = (text: string) => gzipSync(Buffer.from(text, 'utf8'), {level: 9}).length;

/** A content file as the owner wrote it, without its comment lines (the guidance for her). */
export const contentFileText = (name: string) =>
  readFileSync(join(siteDir, 'src', 'data', name), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n');
