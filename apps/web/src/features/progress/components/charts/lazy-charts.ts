import { lazy } from 'react';

/**
 * recharts is large: the charts load in their own chunk the first time a progress view shows
 * one, so the dashboards open without it (their tables and figures do not wait for it).
 */
export const BarValueChart = lazy(() =>
  import('./BarValueChart').then((module) => ({ default: module.BarValueChart })),
);
export const TrendLineChart = lazy(() =>
  import('./TrendLineChart').then((module) => ({ default: module.TrendLineChart })),
);
