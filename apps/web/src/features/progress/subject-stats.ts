import type { ActivityItem } from './activity-items';
import { PROGRESS_RULES } from './progress.constants';

/** One subject's figures (student doc §2 Performance: test count, average, total time, best). */
export interface SubjectStats {
  subject: string;
  tests: number;
  average: number;
  totalMinutes: number;
  /** The same in seconds, so a few seconds' test reads "< 1 min", not "0 min". */
  totalSeconds: number;
  bestScore: number;
}

/** The overview's figures (student doc §2 Dashboard, parent doc §2 tiles). */
export interface ProgressSummary {
  subjectCount: number;
  testsTaken: number;
  /** Null with no test: "0.0" would read as a real score. */
  averageScore: number | null;
  totalMinutes: number;
  bestSubject: SubjectStats | null;
}

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Seconds summed, then rounded once: adding rounded minutes would lose a minute per test. */
const minutesOf = (items: readonly ActivityItem[]): number =>
  Math.round(items.reduce((sum, item) => sum + item.seconds, 0) / 60);

function groupBy(items: readonly ActivityItem[], key: (item: ActivityItem) => string) {
  const groups = new Map<string, ActivityItem[]>();
  for (const item of items) {
    groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  }
  return groups;
}

/** Per subject, in alphabetical order so the chart colours stay put as tests are added. */
export function subjectStats(items: readonly ActivityItem[]): SubjectStats[] {
  return [...groupBy(items, (item) => item.subject)]
    .map(([subject, group]) => ({
      subject,
      tests: group.length,
      average: mean(group.map((item) => item.score)),
      totalMinutes: minutesOf(group),
      totalSeconds: group.reduce((sum, item) => sum + item.seconds, 0),
      bestScore: Math.max(...group.map((item) => item.score)),
    }))
    .sort((a, b) => a.subject.localeCompare(b.subject));
}

/** The best subject: the highest average; on a tie, the one with more tests behind it. */
const bestOf = (subjects: readonly SubjectStats[]): SubjectStats | null =>
  subjects.reduce<SubjectStats | null>(
    (best, subject) =>
      !best ||
      subject.average > best.average ||
      (subject.average === best.average && subject.tests > best.tests)
        ? subject
        : best,
    null,
  );

export function progressSummary(items: readonly ActivityItem[]): ProgressSummary {
  const subjects = subjectStats(items);
  return {
    subjectCount: subjects.length,
    testsTaken: items.length,
    averageScore: items.length === 0 ? null : mean(items.map((item) => item.score)),
    totalMinutes: minutesOf(items),
    bestSubject: bestOf(subjects),
  };
}

/** A topic averaging under 50 % (parent doc §9 weak-area hint), weakest first. */
export interface WeakTopic {
  subject: string;
  topic: string;
  average: number;
}

export function weakTopics(items: readonly ActivityItem[]): WeakTopic[] {
  return [...groupBy(items, (item) => `${item.subject}\u0000${item.topic}`).values()]
    .map((group) => ({
      subject: group[0].subject,
      topic: group[0].topic,
      average: mean(group.map((item) => item.score)),
    }))
    .filter((topic) => topic.average < PROGRESS_RULES.weakTopicBelow)
    .sort((a, b) => a.average - b.average || a.topic.localeCompare(b.topic));
}
