/** Wording of the blog's tag pages (their document titles are composed like every title, see pageTitle). */

/** The headline and page title of a tag page, e.g. Beiträge zum Thema „Detox“. */
export function tagPageHeadline(label: string): string {
  return `Beiträge zum Thema „${label}“`;
}

/** "1 Beitrag", "2 Beiträge". */
export function postCount(count: number): string {
  return count === 1 ? '1 Beitrag' : `${count} Beiträge`;
}
