/** Content rule from the spec: a page title has 50 to 60 characters. */
export const TITLE_MIN = 50;
export const TITLE_MAX = 60;

export interface TitleParts {
  /** The page's own title, e.g. "Preise & Behandlungen". */
  readonly title: string;
  /** The site title (the studio name). */
  readonly siteTitle: string;
  /** A shorter brand for long page titles (the owner's name). */
  readonly shortBrand: string;
  readonly delimiter?: string;
}

/**
 * Builds the document title: the page title plus the studio name, or the shorter brand when
 * the studio name would push it past 60 characters. A title that already names the studio or
 * is long enough on its own stays as it is.
 */
export function formatPageTitle({title, siteTitle, shortBrand, delimiter = '|'}: TitleParts): string {
  const trimmed = title.trim();
  if (!trimmed) {
    return siteTitle;
  }
  if (trimmed.includes(siteTitle) || trimmed.length >= TITLE_MIN) {
    return trimmed;
  }
  const full = `${trimmed} ${delimiter} ${siteTitle}`;
  return full.length <= TITLE_MAX ? full : `${trimmed} ${delimiter} ${shortBrand}`;
}
