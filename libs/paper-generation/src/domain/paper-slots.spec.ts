import type { GenerationPlan } from '@abhyas/contracts';
import fc from 'fast-check';
import { planSlots, slotKind } from './paper-slots';

const topics = (section: 'S1' | 'S2' | 'S3' | 'S4', n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `${section.toLowerCase()}-t${i}`,
    name: `Topic ${section} ${i}`,
    section,
    subTopics: ['One'],
  }));

const board = (marks: GenerationPlan['marks']): GenerationPlan => ({
  curriculum: 'CBSE',
  class: 8,
  subject: 'Mathematics',
  paperType: 'comprehensive',
  difficultyDistribution: 'default',
  totalMarks: marks!.objective + marks!.short + marks!.long,
  timeDuration: 45,
  marks,
  chapters: [{ id: 'c1', name: 'C1', topics: [...topics('S2', 3), ...topics('S3', 2)] }],
});

describe('planSlots', () => {
  it('splits the comprehensive default into 20 objective, 5 short of 3 and 3 long of 5', () => {
    const slots = planSlots(board({ objective: 20, short: 15, long: 15 }));
    expect(slots.map((s) => `${slotKind(s.type)}:${s.marks}`)).toEqual([
      ...Array(20).fill('objective:1'),
      ...Array(5).fill('short_answer:3'),
      ...Array(3).fill('long_answer:5'),
    ]);
    expect(slots.map((s) => s.number)).toEqual(slots.map((_, i) => i + 1));
  });

  it('always adds up to the total marks, whatever the split', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.nat(30), fc.nat(30), (objective, short, long) => {
        fc.pre(objective + short + long > 0);
        const slots = planSlots(board({ objective, short, long }));
        expect(slots.reduce((sum, s) => sum + s.marks, 0)).toBe(objective + short + long);
        expect(slots.every((s) => s.marks >= 1 && s.marks <= 5)).toBe(true);
      }),
    );
  });

  it('follows an Olympiad’s sections in order, each slot with a topic of its section', () => {
    const plan: GenerationPlan = {
      ...board({ objective: 0, short: 0, long: 0 }),
      curriculum: 'IMO',
      marks: undefined,
      totalMarks: 25,
      sections: [
        { name: 'Logical Reasoning', code: 'S1', questions: 5, marksPerQuestion: 1 },
        { name: 'Achievers', code: 'S4', questions: 5, marksPerQuestion: 4 },
      ],
      chapters: [{ id: 'c1', name: 'C1', topics: [...topics('S1', 2), ...topics('S4', 1)] }],
    };
    const slots = planSlots(plan);
    expect(slots.map((s) => [s.section?.code, s.marks, s.type])).toEqual([
      ...Array(5).fill(['S1', 1, 'mcq']),
      ...Array(5).fill(['S4', 4, 'mcq']),
    ]);
    expect(slots.every((s) => s.topic.section === s.section?.code)).toBe(true);
  });

  it('deals the topics in turn and the difficulty mix from easy to very hard', () => {
    const slots = planSlots(board({ objective: 10, short: 0, long: 0 }));
    expect(new Set(slots.map((s) => s.topic.id)).size).toBe(5);
    expect(slots.map((s) => s.difficulty)).toEqual([
      'easy',
      'easy',
      'easy',
      'medium',
      'medium',
      'medium',
      'medium',
      'hard',
      'hard',
      'very_hard',
    ]);
  });
});
