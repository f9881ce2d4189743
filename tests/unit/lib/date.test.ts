import {formatLongDate} from '@site/src/lib/date';

const intl = new Intl.DateTimeFormat('de', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

test('writes dates out as Intl does in German, in UTC: every month, first and last days', () => {
  for (let month = 0; month < 12; month += 1) {
    for (const day of [1, 9, 28]) {
      const date = new Date(Date.UTC(2025, month, day));
      expect(formatLongDate(date.toISOString())).toBe(intl.format(date));
    }
  }
  expect(formatLongDate('2025-03-03T00:00:00.000Z')).toBe('3. März 2025');
});

test('a date late in the day stays on its UTC day, whatever the time zone of the machine', () => {
  expect(formatLongDate('2025-12-31T23:30:00.000Z')).toBe('31. Dezember 2025');
  expect(formatLongDate(new Date(Date.UTC(2026, 0, 1)))).toBe('1. Januar 2026');
});
