import type { ActivityItem } from './activity-items';
import { formatDay } from './progress-format';

/** One point of the Reports trend chart: the tests in the order they were taken. */
export interface TrendPoint {
  id: string;
  /** `1. 12 Nov 2026`: numbered, so two tests on one day stay two points. */
  label: string;
  title: string;
  subject: string;
  score: number;
}

export function scoreTrend(items: readonly ActivityItem[]): TrendPoint[] {
  return [...items]
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
    .map((item, index) => ({
      id: item.id,
      label: `${index + 1}. ${formatDay(item.date)}`,
      title: item.title,
      subject: item.subject,
      score: item.score,
    }));
}
