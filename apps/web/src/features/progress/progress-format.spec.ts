import {
  BAND_COLORS,
  CHART_PALETTE,
  formatAverage,
  formatCalendarDay,
  formatDay,
  formatMinutes,
  formatPercentage,
  paletteColor,
  scoreColor,
} from './progress-format';

describe('progress formatting (student doc §9)', () => {
  it('shows an average to 1 decimal and a percentage to 2', () => {
    expect(formatAverage(66.666)).toBe('66.7');
    expect(formatAverage(50)).toBe('50.0');
    expect(formatPercentage(66.666)).toBe('66.67');
    expect(formatPercentage(100)).toBe('100.00');
  });

  it('cycles a palette of six colours', () => {
    expect(CHART_PALETTE).toHaveLength(6);
    expect(new Set(CHART_PALETTE).size).toBe(6);
    expect(paletteColor(0)).toBe(CHART_PALETTE[0]);
    expect(paletteColor(5)).toBe(CHART_PALETTE[5]);
    expect(paletteColor(6)).toBe(CHART_PALETTE[0]);
    expect(paletteColor(13)).toBe(CHART_PALETTE[1]);
  });

  it('colours 80 and above green, 60 and above yellow, the rest red', () => {
    expect(scoreColor(80)).toBe(BAND_COLORS.green);
    expect(scoreColor(79.99)).toBe(BAND_COLORS.yellow);
    expect(scoreColor(60)).toBe(BAND_COLORS.yellow);
    expect(scoreColor(59.99)).toBe(BAND_COLORS.red);
    expect(scoreColor(0)).toBe(BAND_COLORS.red);
  });

  it('says a test of a few seconds took under a minute, not 0 min', () => {
    expect(formatMinutes(0, 40)).toBe('< 1 min');
    expect(formatMinutes(0, 0)).toBe('0 min');
    expect(formatMinutes(12, 720)).toBe('12 min');
  });

  it('dates by India’s calendar', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatDay('2026-12-01T20:00:00.000Z')).toBe('2 Dec 2026');
    expect(formatDay('not a date')).toBe('');
  });
});

describe('formatCalendarDay', () => {
  it('shows a due date as the same calendar day, whatever the browser’s zone', () => {
    expect(formatCalendarDay('2026-12-31')).toBe('31 Dec 2026');
  });
});
