/**
 * Holiday closures (`closures` in src/data/studio.yml): when a notice is due, how a period reads in
 * German, and which day it is in Berlin when the site is built. Plain dates "YYYY-MM-DD", compared
 * as text (they sort like the days they name).
 */
import {germanDate} from './date';

/**
 * A closure is announced this many days before its first day: two weeks is about how far ahead
 * her clients book, so a notice that appears then reaches those who would otherwise book into
 * the closed days or wonder why nobody answers; earlier, it would sit on every page for weeks
 * and be read as wallpaper.
 */
export const CLOSURE_NOTICE_DAYS = 14;

/** "2025-12-22" plus `days` (negative: earlier), as a date "YYYY-MM-DD". */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** The day it is in Berlin at `now` (where the studio is; Netlify builds in UTC). */
export function berlinToday(now = new Date()): string {
  // "sv-SE" writes a date as "2025-12-22".
  return now.toLocaleDateString('sv-SE', {timeZone: 'Europe/Berlin'});
}

/**
 * The closed days as a German reader says them: "am 24. Dezember 2025", "vom 4. bis zum
 * 15. August 2025", "vom 28. Juli bis zum 8. August 2025", "vom 22. Dezember 2025 bis zum
 * 2. Januar 2026".
 */
export function closurePeriod(from: string, to: string): string {
  const [first, last] = [germanDate(from), germanDate(to)];
  if (from === to) return `am ${first}`;
  const [day, month, year] = first.split(' ');
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const sameMonth = sameYear && from.slice(0, 7) === to.slice(0, 7);
  const start = sameMonth ? day : sameYear ? `${day} ${month}` : `${day} ${month} ${year}`;
  return `vom ${start} bis zum ${last}`;
}

/** A closure as the pages show it: announced from `noticeFrom`, over after `to`. */
export interface Closure {
  readonly from: string;
  readonly to: string;
  readonly note?: string;
  /** The first day the notice shows: CLOSURE_NOTICE_DAYS before `from`. */
  readonly noticeFrom: string;
  /** Whether the notice shows on `today` (the build's day; pages without script keep it). */
  readonly noticeShown: boolean;
  /** "vom 22. Dezember 2025 bis zum 2. Januar 2026". */
  readonly period: string;
}

/** The closures not over by `today`, in order: the ones the pages still carry. */
export function currentClosures(
  closures: ReadonlyArray<{from: string; to: string; note?: string}>,
  today: string,
): Closure[] {
  return closures
    .filter(({to}) => to >= today)
    .sort((a, b) => a.from.localeCompare(b.from))
    .map(({from, to, note}) => {
      const noticeFrom = addDays(from, -CLOSURE_NOTICE_DAYS);
      return {
        from,
        to,
        ...(note?.trim() ? {note: note.trim()} : {}),
        noticeFrom,
        noticeShown: noticeFrom <= today,
        period: closurePeriod(from, to),
      };
    });
}
