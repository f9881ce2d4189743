/**
 * Page titles for blog pages whose title is built from content (tag pages): of several German
 * wordings, the first one whose full document title lands within 50–60 characters wins.
 */
import {studio} from '../data/studio';
import {TITLE_MAX, TITLE_MIN, formatPageTitle} from './pageTitle';

/** The document title the site's title formatter makes of a page title. */
export function documentTitle(title: string): string {
  return formatPageTitle({title, siteTitle: studio.studioName, shortBrand: studio.ownerName});
}

export function titleFits(title: string): boolean {
  const length = documentTitle(title).length;
  return length >= TITLE_MIN && length <= TITLE_MAX;
}

/** The first candidate whose document title fits; the first candidate when none does. */
export function firstFittingTitle(candidates: readonly [string, ...string[]]): string {
  return candidates.find(titleFits) ?? candidates[0];
}

/** The headline of a tag page, e.g. Beiträge zum Thema „Detox“. */
export function tagPageHeadline(label: string): string {
  return `Beiträge zum Thema „${label}“`;
}

/**
 * The page title of a tag page. Between them the wordings cover labels of 1 to 32 characters
 * (tests/unit/blogTitles.test.ts); a longer label gets the plain headline.
 */
export function tagPageTitle(label: string): string {
  return firstFittingTitle([
    tagPageHeadline(label),
    `Beauty-Blog: Beiträge zum Thema „${label}“`,
    `Thema „${label}“ im Beauty-Blog`,
    `Beauty-Blog: Thema „${label}“`,
    `Thema „${label}“`,
  ]);
}

/** "1 Beitrag", "2 Beiträge". */
export function postCount(count: number): string {
  return count === 1 ? '1 Beitrag' : `${count} Beiträge`;
}
