/**
 * Rules for the price list (src/data/prices.ts). Run by the unit tests and at build time
 * (docusaurus.config.ts), so a mistake in the owner's prices stops the build with a message
 * naming the category, the service and the field.
 */
import type {PriceCategory, RichText, TreatmentService} from '../data/types';
import {slugify} from './slug';

export const PRICES_FILE = 'src/data/prices.ts';

/** "99 €" or "99,50 €": digits, optional cents after a comma, one normal space, the euro sign. */
const PRICE = /^(0|[1-9]\d*)(?:,(\d{2}))? €$/;

/** "30 Min.", "ca. 2 Std.", "ca. 2,5 Std.", "1 Std. 30 Min.": the forms the price list uses. */
const DURATION_MINUTES = /^(?:ca\. )?([1-9]\d*) Min\.$/;
const DURATION_HOURS = /^(?:ca\. )?([1-9]\d*|0)(?:,(\d{1,2}))? Std\.$/;
const DURATION_HOURS_MINUTES = /^(?:ca\. )?([1-9]\d*) Std\. ([1-9]\d?) Min\.$/;

/** Sanity limits for one appointment; outside them the value is almost surely a typo. */
export const DURATION_MIN_MINUTES = 5;
export const DURATION_MAX_MINUTES = 8 * 60;

export const PRICE_FORMAT_HINT = 'must read like "99 €" or "99,50 €" (digits, optional ",50", a normal space, €)';
export const DURATION_FORMAT_HINT = 'must read like "30 Min.", "ca. 2 Std.", "ca. 2,5 Std." or "1 Std. 30 Min."';

export interface PriceProblem {
  readonly category: string;
  /** The service's title; absent when the problem concerns the category itself. */
  readonly service?: string;
  /** The field in the data file, e.g. "price" or "description[2].list[0]". */
  readonly field: string;
  readonly message: string;
}

/** Price in cents, or null when the text does not follow the price format. */
export function parsePrice(text: string): number | null {
  const match = PRICE.exec(text);
  if (!match) {
    return null;
  }
  return Number(match[1]) * 100 + Number(match[2] ?? 0);
}

/** Duration in minutes, or null when the text is not in one of the known forms. */
export function parseDuration(text: string): number | null {
  let match = DURATION_MINUTES.exec(text);
  if (match) {
    return Number(match[1]);
  }
  match = DURATION_HOURS_MINUTES.exec(text);
  if (match) {
    return Number(match[1]) * 60 + Number(match[2]);
  }
  match = DURATION_HOURS.exec(text);
  if (match) {
    const fraction = match[2] ? Number(`0.${match[2]}`) : 0;
    return Math.round((Number(match[1]) + fraction) * 60);
  }
  return null;
}

/** The id (URL fragment) of a category's section. */
export function categoryId(category: Pick<PriceCategory, 'title'>): string {
  return slugify(category.title);
}

/** The id of a service, unique on the page: category and title ("Auffüllen" exists twice). */
export function serviceId(category: Pick<PriceCategory, 'title'>, service: Pick<TreatmentService, 'title'>): string {
  return `${slugify(category.title)}--${slugify(service.title)}`;
}

function normalizeTitle(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLowerCase();
}

function textProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') {
    return 'must be a non-empty text';
  }
  if (value !== value.trim()) {
    return `has spaces at the start or end: "${value}"`;
  }
  if (/<\/?[a-z][^>]*>/i.test(value)) {
    return `contains HTML markup; write plain text (a string is a paragraph, {list: [...]} a bullet list): "${value}"`;
  }
  return null;
}

function checkDescription(description: RichText, report: (field: string, message: string) => void): void {
  if (!Array.isArray(description) || description.length === 0) {
    report('description', 'must contain at least one paragraph, or be left out');
    return;
  }
  description.forEach((block, index) => {
    if (typeof block === 'string') {
      const problem = textProblem(block);
      if (problem) {
        report(`description[${index}]`, `paragraph ${problem}`);
      }
      return;
    }
    const items: unknown = (block as {readonly list?: unknown} | null)?.list;
    if (!Array.isArray(items) || items.length === 0) {
      report(`description[${index}]`, 'a list must have at least one item');
      return;
    }
    items.forEach((item: unknown, itemIndex: number) => {
      const problem = textProblem(item);
      if (problem) {
        report(`description[${index}].list[${itemIndex}]`, `list item ${problem}`);
      }
    });
  });
}

function checkService(service: TreatmentService, report: (field: string, message: string) => void): void {
  const titleProblem = textProblem(service.title);
  if (titleProblem) {
    report('title', titleProblem);
  }

  const price = typeof service.price === 'string' ? parsePrice(service.price) : null;
  if (price === null) {
    report('price', `"${String(service.price ?? '')}" ${PRICE_FORMAT_HINT}`);
  }

  if (service.regularPrice !== undefined) {
    const regular = typeof service.regularPrice === 'string' ? parsePrice(service.regularPrice) : null;
    if (regular === null) {
      report('regularPrice', `"${String(service.regularPrice)}" ${PRICE_FORMAT_HINT}`);
    } else if (price !== null && regular <= price) {
      report('regularPrice', `"${service.regularPrice}" must be higher than the price "${service.price}"`);
    }
  }

  if (typeof service.duration !== 'string' || service.duration.trim() === '') {
    report('duration', `must not be empty; ${DURATION_FORMAT_HINT}`);
  } else {
    const minutes = parseDuration(service.duration);
    if (minutes === null) {
      report('duration', `"${service.duration}" ${DURATION_FORMAT_HINT}`);
    } else if (minutes < DURATION_MIN_MINUTES || minutes > DURATION_MAX_MINUTES) {
      report(
        'duration',
        `"${service.duration}" is ${minutes} minutes; between ${DURATION_MIN_MINUTES} minutes and ${DURATION_MAX_MINUTES / 60} hours expected`,
      );
    }
  }

  if (service.description !== undefined) {
    checkDescription(service.description, report);
  }
}

/** Every rule over the whole price list; an empty array means the data is fine. */
export function validatePriceList(categories: readonly PriceCategory[]): PriceProblem[] {
  const problems: PriceProblem[] = [];
  if (categories.length === 0) {
    problems.push({category: '(none)', field: 'priceCategories', message: 'the price list has no categories'});
  }
  const categoryTitles = new Set<string>();
  const categoryIds = new Map<string, string>();
  const ids = new Map<string, string>();

  categories.forEach((category, categoryIndex) => {
    const categoryName = typeof category.title === 'string' && category.title.trim() ? category.title : `#${categoryIndex + 1}`;
    const reportCategory = (field: string, message: string) => problems.push({category: categoryName, field, message});

    // Anchors are only compared within categories whose own title is sound and distinct.
    let distinct = false;
    const titleProblem = textProblem(category.title);
    if (titleProblem) {
      reportCategory('title', titleProblem);
    } else if (categoryTitles.has(normalizeTitle(category.title))) {
      reportCategory('title', 'another category has the same title');
    } else if (categoryIds.has(categoryId(category))) {
      reportCategory('title', `gives the same page anchor "#${categoryId(category)}" as "${categoryIds.get(categoryId(category))}"`);
    } else {
      categoryTitles.add(normalizeTitle(category.title));
      categoryIds.set(categoryId(category), category.title);
      distinct = true;
    }

    if (!Array.isArray(category.services) || category.services.length === 0) {
      reportCategory('services', 'the category has no services');
      return;
    }

    const serviceTitles = new Set<string>();
    category.services.forEach((service, serviceIndex) => {
      const serviceName = typeof service.title === 'string' && service.title.trim() ? service.title : `#${serviceIndex + 1}`;
      const report = (field: string, message: string) =>
        problems.push({category: categoryName, service: serviceName, field, message});

      checkService(service, report);

      if (typeof service.title === 'string' && service.title.trim()) {
        const key = normalizeTitle(service.title);
        if (serviceTitles.has(key)) {
          report('title', `another service in "${categoryName}" has the same title`);
        } else {
          serviceTitles.add(key);
          if (!distinct) {
            return;
          }
          const id = serviceId(category, service);
          const other = ids.get(id);
          if (other !== undefined) {
            report('title', `gives the same page anchor "#${id}" as "${other}"; choose a more distinct title`);
          } else {
            ids.set(id, `${categoryName} › ${serviceName}`);
          }
        }
      }
    });
  });
  return problems;
}

/** `src/data/prices.ts › "Wimpernverlängerung" › "Auffüllen" › price: "60€" must read like ...` */
export function formatPriceProblem(problem: PriceProblem, file: string = PRICES_FILE): string {
  const where = [`"${problem.category}"`, ...(problem.service !== undefined ? [`"${problem.service}"`] : [])].join(' › ');
  return `${file} › ${where} › ${problem.field}: ${problem.message}`;
}

/** Throws one error listing every problem; used where bad content must stop the build. */
export function assertValidPriceList(categories: readonly PriceCategory[], file: string = PRICES_FILE): void {
  const problems = validatePriceList(categories);
  if (problems.length > 0) {
    throw new Error(
      `The price list has ${problems.length} problem(s):\n${problems.map((problem) => `  - ${formatPriceProblem(problem, file)}`).join('\n')}`,
    );
  }
}
