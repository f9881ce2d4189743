import {describe, expect, test} from '@jest/globals';
import {
  CLOSURE_NOTICE_DAYS,
  addDays,
  berlinToday,
  closurePeriod,
  currentClosures,
} from '@site/src/lib/closures';

describe('holiday closures (studio.yml, closures)', () => {
  test('days are added across months, years and leap days', () => {
    expect(addDays('2026-12-23', -14)).toBe('2026-12-09');
    expect(addDays('2027-01-03', -14)).toBe('2026-12-20');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });

  test('the build’s day is the day in Berlin, not in UTC (Netlify builds in UTC)', () => {
    expect(berlinToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(berlinToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(berlinToday(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
  });

  test('the period reads as a German sentence says it', () => {
    expect(closurePeriod('2026-12-24', '2026-12-24')).toBe('am 24. Dezember 2026');
    expect(closurePeriod('2026-08-04', '2026-08-15')).toBe('vom 4. bis zum 15. August 2026');
    expect(closurePeriod('2026-07-28', '2026-08-08')).toBe('vom 28. Juli bis zum 8. August 2026');
    expect(closurePeriod('2026-12-23', '2027-01-03')).toBe(
      'vom 23. Dezember 2026 bis zum 3. Januar 2027',
    );
  });

  test(`the notice starts ${CLOSURE_NOTICE_DAYS} days before the first day and lasts to the last`, () => {
    const closures = [{from: '2026-12-23', to: '2027-01-03', note: ' Ab dem 4. Januar wieder. '}];
    const at = (today: string) => currentClosures(closures, today);
    expect(at('2026-12-08')).toEqual([
      {
        from: '2026-12-23',
        to: '2027-01-03',
        note: 'Ab dem 4. Januar wieder.',
        noticeFrom: '2026-12-09',
        noticeShown: false,
        period: 'vom 23. Dezember 2026 bis zum 3. Januar 2027',
      },
    ]);
    expect(at('2026-12-09')[0]?.noticeShown).toBe(true);
    expect(at('2027-01-03')[0]?.noticeShown).toBe(true);
    // Over: the pages no longer carry it.
    expect(at('2027-01-04')).toEqual([]);
  });

  test('several closures in order of their first day; past ones left out; an empty note is none', () => {
    const closures = currentClosures(
      [
        {from: '2027-08-02', to: '2027-08-20', note: ''},
        {from: '2026-05-01', to: '2026-05-01'},
        {from: '2026-12-23', to: '2027-01-03'},
      ],
      '2026-11-25',
    );
    expect(closures.map(({from}) => from)).toEqual(['2026-12-23', '2027-08-02']);
    expect(closures[1]).not.toHaveProperty('note');
  });
});
