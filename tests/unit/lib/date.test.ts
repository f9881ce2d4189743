import {germanDate} from '@site/src/lib/date';

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
      expect(germanDate(date.toISOString())).toBe(intl.format(date));
    }
  }
  expect(germanDate('2025-03-03T00:00:00.000Z')).toBe('3. März 2025');
});

test('a plain date from the owner’s YAML ("as of" of the reviews) reads the same', () => {
  expect(germanDate('2025-11-01')).toBe('1. November 2025');
  expect(germanDate('2026-03-15')).toBe('15. März 2026');
});

test('a date late in the day stays on its UTC day, whatever the time zone of the machine', () => {
  expect(germanDate('2025-12-31T23:30:00.000Z')).toBe('31. Dezember 2025');
  expect(germanDate(new Date(Date.UTC(2026, 0, 1)))).toBe('1. Januar 2026');
});
