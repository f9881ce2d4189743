/** German weekdays in order, with their schema.org names. */
export const WEEKDAYS = [
  ['Montag', 'Monday'],
  ['Dienstag', 'Tuesday'],
  ['Mittwoch', 'Wednesday'],
  ['Donnerstag', 'Thursday'],
  ['Freitag', 'Friday'],
  ['Samstag', 'Saturday'],
  ['Sonntag', 'Sunday'],
] as const;

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

/**
 * A date written out the German way: "2025-03-03" or the blog's "2025-03-03T00:00:00.000Z" ->
 * "3. März 2025", in UTC (the day the owner wrote). What
 * `Intl.DateTimeFormat('de', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'})`
 * prints, written out with the site's own month names so that pages, the content checks and the
 * launch check print one and the same date, whatever locale data the runtime carries.
 */
export function germanDate(date: string | Date): string {
  const value = new Date(date);
  return `${value.getUTCDate()}. ${MONTHS[value.getUTCMonth()]} ${value.getUTCFullYear()}`;
}

/** "2025-10-14" -> "Oktober 2025". */
function germanMonth(date: string | Date): string {
  const value = new Date(date);
  return `${MONTHS[value.getUTCMonth()]} ${value.getUTCFullYear()}`;
}

/**
 * The period a set of dated reviews covers, as a German reader says it: "von März 2023 bis
 * Oktober 2025", "im Oktober 2025" when all fall in one month, undefined without dates.
 */
export function periodLabel(dates: readonly string[]): string | undefined {
  if (dates.length === 0) return undefined;
  const sorted = [...dates].sort();
  const from = germanMonth(sorted[0]!);
  const to = germanMonth(sorted.at(-1)!);
  return from === to ? `im ${to}` : `von ${from} bis ${to}`;
}
