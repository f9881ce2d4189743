/**
 * The spec's content rules, written once and applied twice: as console warnings in development
 * (clientModules/contentRuleWarnings.ts) and as a failing check over every built page
 * (tests/e2e/content-rules.spec.ts). Works on any DOM Document: the browser's or a parsed one.
 */
import {TITLE_MAX, TITLE_MIN} from './pageTitle';

export const ALT_MAX = 125;
export const DESCRIPTION_MAX = 150;

export interface Violation {
  readonly rule: string;
  /** A short description of the element, e.g. `<img src="/images/x.jpg">`. */
  readonly element: string;
  readonly message: string;
  /** The spec logs an empty title as an error, everything else as a warning. */
  readonly severity: 'error' | 'warning';
}

export interface RuleOptions {
  /** Skip the title length rule (the 404 page and other noindex pages are exempt from SEO). */
  readonly skipTitleLength?: boolean;
}

function describe(element: Element): string {
  const tag = element.tagName.toLowerCase();
  const attrs = ['id', 'src', 'href', 'class']
    .map((name) => {
      const value = element.getAttribute(name);
      return value ? ` ${name}="${value.length > 60 ? `${value.slice(0, 57)}...` : value}"` : '';
    })
    .join('');
  return `<${tag}${attrs}>`;
}

/** Checks an alt text against the spec: non-empty, at most 125 characters. Returns a problem or null. */
export function altTextProblem(alt: string | null | undefined): string | null {
  if (alt == null || alt.trim() === '') {
    return 'alt text is missing or blank';
  }
  if (alt.trim().length > ALT_MAX) {
    return `alt text has ${alt.trim().length} characters, at most ${ALT_MAX} are allowed`;
  }
  return null;
}

function hasAccessibleName(element: Element): boolean {
  const label = element.getAttribute('aria-label');
  if (label && label.trim()) {
    return true;
  }
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const doc = element.ownerDocument;
    const text = labelledBy
      .split(/\s+/)
      .map((id) => doc.getElementById(id)?.textContent ?? '')
      .join('')
      .trim();
    if (text) {
      return true;
    }
  }
  if ((element.textContent ?? '').trim()) {
    return true;
  }
  // An image inside with alt text names the link too.
  return Array.from(element.querySelectorAll('img[alt]')).some(
    (img) => (img.getAttribute('alt') ?? '').trim() !== '',
  );
}

export function checkDocument(doc: Document, options: RuleOptions = {}): Violation[] {
  const violations: Violation[] = [];
  const add = (
    rule: string,
    element: string,
    message: string,
    severity: Violation['severity'] = 'warning',
  ) => violations.push({rule, element, message, severity});

  const title = (doc.querySelector('head > title')?.textContent ?? '').trim();
  if (!title) {
    add('title', '<title>', 'the page title is empty', 'error');
  } else if (!options.skipTitleLength && (title.length < TITLE_MIN || title.length > TITLE_MAX)) {
    add(
      'title',
      '<title>',
      `"${title}" has ${title.length} characters, ${TITLE_MIN}–${TITLE_MAX} are required`,
    );
  }

  const description =
    doc.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '';
  if (!description) {
    add('description', '<meta name="description">', 'the description is missing or empty');
  } else if (description.length > DESCRIPTION_MAX) {
    add(
      'description',
      '<meta name="description">',
      `the description has ${description.length} characters, at most ${DESCRIPTION_MAX} are allowed`,
    );
  }

  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
  if (!canonical) {
    add('canonical', '<link rel="canonical">', 'the canonical URL is missing');
  } else if (!/^https:\/\/[^/\s]+(\/\S*)?$/.test(canonical)) {
    add('canonical', '<link rel="canonical">', `"${canonical}" is not an absolute https URL`);
  }

  for (const img of Array.from(doc.querySelectorAll('img'))) {
    const problem = altTextProblem(img.getAttribute('alt'));
    if (problem) {
      add('alt', describe(img), problem);
    }
  }

  for (const control of Array.from(doc.querySelectorAll('body a[href], body button'))) {
    if (!hasAccessibleName(control)) {
      add('label', describe(control), 'a link or button without text needs a non-blank aria-label');
    }
  }

  const headings = Array.from(
    doc.querySelectorAll('body h1, body h2, body h3, body h4, body h5, body h6'),
  );
  const h1Count = headings.filter((h) => h.tagName === 'H1').length;
  if (h1Count !== 1) {
    add('h1', '<h1>', `the page has ${h1Count} h1 headings, exactly one is required`);
  }
  let previous = 0;
  for (const heading of headings) {
    const level = Number(heading.tagName.slice(1));
    if (level > previous + 1) {
      add(
        'heading-order',
        `${describe(heading)} "${(heading.textContent ?? '').trim().slice(0, 50)}"`,
        previous === 0
          ? `the first heading is h${level}, not h1`
          : `h${level} follows h${previous}: a level is skipped`,
      );
    }
    previous = level;
  }

  return violations;
}
