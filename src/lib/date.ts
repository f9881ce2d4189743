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
 * prints, without it. A phone spends ~25 ms creating that formatter (it loads the locale's
 * calendar data), in the middle of hydration.
 */
export function germanDate(date: string | Date): string {
  const value = new Date(date);
  return `${value.getUTCDate()}. ${MONTHS[value.getUTCMonth()]} ${value.getUTCFullYear()}`;
}
