import { DIFFICULTY_MIXES } from './bank-paper.selection';
import {
  practiceMinutes,
  practiceMix,
  questionsPerArea,
  topFocusAreas,
  type PracticeArea,
} from './practice-paper.plan';

const area = (topic: string, priorityScore: number, extra: Partial<PracticeArea> = {}) => ({
  topic,
  subTopic: `${topic} basics`,
  section: 'S2' as const,
  priorityScore,
  ...extra,
});

describe('topFocusAreas', () => {
  it('keeps the five highest priorities, each skill once at its highest', () => {
    const top = topFocusAreas([
      area('A', 0.5),
      area('B', 0.9),
      area('a', 0.7),
      area('C', 0.6),
      area('D', 0.4),
      area('E', 0.45),
      area('F', 0.42),
    ]);
    expect(top.map((a) => [a.topic, a.priorityScore])).toEqual([
      ['B', 0.9],
      ['a', 0.7],
      ['C', 0.6],
      ['E', 0.45],
      ['F', 0.42],
    ]);
  });

  it('counts the same topic in two sections as two skills', () => {
    expect(topFocusAreas([area('A', 0.5), area('A', 0.6, { section: 'S4' })])).toHaveLength(2);
  });
});

describe('questionsPerArea', () => {
  it('always adds up to the total, every area at least one, more for higher priority', () => {
    for (const total of [1, 5, 7, 20, 33]) {
      for (const priorities of [[0.9], [0.9, 0.1], [0.8, 0.7, 0.4, 0.41, 0.99], [0, 0, 0]]) {
        const counts = questionsPerArea(
          priorities.map((p, i) => area(`T${i}`, p)),
          total,
        );
        expect(counts.reduce((s, c) => s + c, 0)).toBe(total);
        if (total >= priorities.length) {
          expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
        }
        priorities.forEach((p, i) =>
          priorities.forEach((q, j) => {
            if (p > q) {
              expect(counts[i]).toBeGreaterThanOrEqual(counts[j] - 1);
            }
          }),
        );
      }
    }
  });

  it('splits 20 in proportion to priority', () => {
    expect(questionsPerArea([area('A', 0.9), area('B', 0.45)], 20)).toEqual([13, 7]);
  });
});

describe('practiceMix', () => {
  it('gives weaker skills easier questions, by mastery when known, else by priority', () => {
    const easy = (a: PracticeArea) => practiceMix(a).easy;
    expect(easy(area('A', 0.2, { masteryLifetime: 0.3 }))).toBeGreaterThan(
      easy(area('A', 0.9, { masteryLifetime: 0.5 })),
    );
    expect(practiceMix(area('A', 0.9, { masteryLifetime: 0.7 }))).toBe(DIFFICULTY_MIXES.default);
    expect(easy(area('A', 0.75))).toBeGreaterThan(easy(area('A', 0.5)));
    expect(practiceMix(area('A', 0.3))).toBe(DIFFICULTY_MIXES.default);
    expect(practiceMix(area('A', 0.9, { masteryLifetime: 0.1 })).very_hard).toBe(0);
  });
});

describe('practiceMinutes', () => {
  it('gives 1.5 minutes a question in steps of 5, at least 15', () => {
    expect([1, 10, 20, 21].map(practiceMinutes)).toEqual([15, 15, 30, 35]);
  });
});
