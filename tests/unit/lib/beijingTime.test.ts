import {
  beijingDay,
  beijingParts,
  DATE_FALLBACK,
  formatClockRange,
  formatDate,
  formatDateTime,
  formatTimeRange,
  isCalendarDate,
} from '@/lib/beijingTime';

describe('Beijing time', () => {
  it('reads plain dates and ISO times in Beijing, whatever the time zone of the input', () => {
    expect(formatDate('2026-11-02')).toBe('2026年11月2日');
    expect(formatDate('2026-12-31T16:30:00Z')).toBe('2027年1月1日');
    expect(formatDateTime('2026-12-31T16:30:00Z')).toBe('2027-01-01 00:30');
    expect(beijingParts('2026-12-10T13:30:00+08:00')).toEqual({ year: 2026, month: 12, day: 10, weekday: '四', time: '13:30' });
  });

  it('never shows NaN: unreadable dates give the fallback text', () => {
    for (const bad of ['', 'soon', '2026-13-45x', undefined, null]) {
      expect(beijingParts(bad)).toBeNull();
      expect(formatDate(bad)).toBe(DATE_FALLBACK);
      expect(formatDateTime(bad)).toBe('');
    }
    expect(formatTimeRange('not a date', '2026-12-10T17:30:00+08:00')).toBe(DATE_FALLBACK);
    expect(formatClockRange('2026-12-10T13:30:00+08:00', 'bad')).toBe('2026年12月10日（周四）13:30');
    expect(`${formatDate('NaN')}${formatTimeRange('x', 'y')}`).not.toMatch(/NaN/);
  });

  it('counts days in Beijing and knows real calendar dates', () => {
    const lateEveningUtc = Date.parse('2026-11-21T17:00:00Z'); // already 22 Nov in Beijing
    expect(beijingDay(lateEveningUtc)).toBe('2026-11-22');
    expect(beijingDay(lateEveningUtc, 3)).toBe('2026-11-25');
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
  });
});
