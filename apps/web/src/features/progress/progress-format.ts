import { TEST_TIME_ZONE, scoreBand, type ScoreBand } from '@abhyas/contracts';
import { formatPercentage } from '../tests/assignment-status';

/** Student doc §9: a percentage to 2 decimals (the one formatter the result cards use too). */
export { formatPercentage };

/** Student doc §9: an average to 1 decimal. */
export const formatAverage = (average: number): string => average.toFixed(1);

/** Student doc §9: six chart colours, cycled (contrast of at least 3:1 on white). */
export const CHART_PALETTE = [
  '#2f3fb8',
  '#d97706',
  '#0f7a4f',
  '#7c3aed',
  '#db2777',
  '#0e7490',
] as const;

export const paletteColor = (index: number): string =>
  CHART_PALETTE[((index % CHART_PALETTE.length) + CHART_PALETTE.length) % CHART_PALETTE.length];

/** The colour of each score band (student doc §9: green, yellow, red), as charts draw it. */
export const BAND_COLORS: Readonly<Record<ScoreBand['tone'], string>> = {
  green: '#0f7a4f',
  yellow: '#d4a106',
  red: '#b42318',
};

export const scoreColor = (percentage: number): string => BAND_COLORS[scoreBand(percentage).tone];

/** Minutes as the views show them: whole minutes, "< 1 min" for a test of a few seconds. */
export const formatMinutes = (minutes: number, seconds?: number): string =>
  minutes === 0 && seconds !== undefined && seconds > 0 ? '< 1 min' : `${minutes} min`;

/** A day as the tables show it (`12 Nov 2026`), in India's calendar. */
export const formatDay = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: TEST_TIME_ZONE,
      });
};

/** A calendar date (`YYYY-MM-DD`, already India's) as the lists show it. */
export const formatCalendarDay = (date: string): string => formatDay(`${date}T12:00:00+05:30`);
