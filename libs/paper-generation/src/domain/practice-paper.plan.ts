// How a practice paper from learning needs is shaped: which focus areas, how many questions
// each, and how easy they start. Pure: the focus areas come in as data.
import { PRACTICE_PAPER_RULES } from '@abhyas/contracts';
import { DIFFICULTY_MIXES, type DifficultyMix } from './bank-paper.selection';

export interface PracticeArea {
  topic: string;
  subTopic: string;
  section: 'S1' | 'S2' | 'S3' | 'S4';
  priorityScore: number;
  masteryLifetime?: number;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The same skill named twice (the view lists a skill once per list) counts once. */
const skillKey = (a: PracticeArea) =>
  `${a.section}|${a.topic.trim().toLowerCase()}|${a.subTopic.trim().toLowerCase()}`;

/** The highest-priority focus areas first (parent doc §9: the top 5), each skill once. */
export const topFocusAreas = <A extends PracticeArea>(
  areas: readonly A[],
  limit: number = PRACTICE_PAPER_RULES.maxFocusAreas,
): A[] => {
  const byKey = new Map<string, A>();
  for (const area of areas) {
    const known = byKey.get(skillKey(area));
    if (!known || area.priorityScore > known.priorityScore) {
      byKey.set(skillKey(area), area);
    }
  }
  return [...byKey.values()]
    .sort(
      (a, b) =>
        b.priorityScore - a.priorityScore ||
        a.topic.localeCompare(b.topic) ||
        a.subTopic.localeCompare(b.subTopic),
    )
    .slice(0, limit);
};

/** Whether a bank question's topic is the focus area's (skills carry the topic's name). */
export const sameTopic = (area: PracticeArea, topicName: string): boolean =>
  sameText(area.topic, topicName);

/**
 * Questions per focus area, in the areas' order: in proportion to priority (largest remainders
 * first), every area at least one while there are questions to give; sums to `total`.
 */
export const questionsPerArea = (areas: readonly PracticeArea[], total: number): number[] => {
  if (areas.length === 0) {
    return [];
  }
  const weights = areas.map((a) => Math.max(a.priorityScore, 0.05));
  const sum = weights.reduce((s, w) => s + w, 0);
  const floorOne = total >= areas.length ? 1 : 0;
  const spare = total - floorOne * areas.length;
  const exact = weights.map((w) => (spare * w) / sum);
  const counts = exact.map((x) => floorOne + Math.floor(x));
  let left = total - counts.reduce((s, c) => s + c, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) {
      break;
    }
    counts[i]++;
    left--;
  }
  return counts;
};

/** A weak skill starts from easy questions: half easy, few hard, none very hard. */
const WEAK: DifficultyMix = { easy: 0.5, medium: 0.4, hard: 0.1, very_hard: 0 };
/** A skill on its way: mostly easy and medium, some hard. */
const BUILDING: DifficultyMix = { easy: 0.35, medium: 0.45, hard: 0.15, very_hard: 0.05 };

/**
 * The difficulty mix for a focus area: lower mastery gets easier questions. The skill's
 * lifetime mastery decides when the view sent it (below 0.4 weak, below 0.6 building, else the
 * bank's default mix); otherwise its priority does (high ≥ 0.7 weak, medium ≥ 0.4 building),
 * since priority grows as mastery falls.
 */
export const practiceMix = (area: PracticeArea): DifficultyMix => {
  if (area.masteryLifetime !== undefined) {
    return area.masteryLifetime < 0.4
      ? WEAK
      : area.masteryLifetime < 0.6
        ? BUILDING
        : DIFFICULTY_MIXES.default;
  }
  return area.priorityScore >= 0.7
    ? WEAK
    : area.priorityScore >= 0.4
      ? BUILDING
      : DIFFICULTY_MIXES.default;
};

/** Minutes for a practice paper: 1.5 per one-mark question, in steps of 5, at least 15. */
export const practiceMinutes = (questions: number): number =>
  Math.max(15, Math.ceil((questions * 1.5) / 5) * 5);
