import { PAPER_RULES } from '@abhyas/contracts';
import { placeOfFocus, practiceTitle } from './practice-paper.handler';
import type { PaperWithTest } from './papers.repository';

const paperOn = (curriculum: string, schoolClass: number, subject: string, topics: string[]) =>
  ({
    paper: {
      curriculum,
      class: schoolClass,
      subject,
      questions: topics.map((topic) => ({ topic })),
    },
  }) as unknown as PaperWithTest;

const focus = (topic: string, priorityScore: number) => ({
  topic,
  subTopic: '',
  section: 'S2' as const,
  priorityScore,
});

describe('practiceTitle', () => {
  it('names the topics and the day in India', () => {
    // 20:00 UTC on 6 December is 01:30 on 7 December in India.
    expect(practiceTitle(['Fractions', 'Angles'], '2026-12-06T20:00:00.000Z')).toBe(
      'Practice: Fractions, Angles (7 Dec 2026)',
    );
    expect(practiceTitle(['Fractions'], '2026-01-05T06:00:00.000Z', 3)).toBe(
      'Practice: Fractions (5 Jan 2026) #3',
    );
  });

  it('shortens many topics to the title limit', () => {
    const title = practiceTitle(
      Array.from({ length: 5 }, (_, i) => `A rather long topic name number ${i}`),
      '2026-12-06T10:00:00.000Z',
      12,
    );
    expect(title.length).toBeLessThanOrEqual(PAPER_RULES.maxTitleLength);
    expect(title).toMatch(/… \(6 Dec 2026\) #12$/);
  });
});

describe('placeOfFocus', () => {
  it('takes the place of the child’s papers that carries the most focus priority', () => {
    const papers = [
      paperOn('CBSE', 6, 'Science', ['Light']),
      paperOn('CBSE', 6, 'Mathematics', ['Fractions', 'Angles']),
    ];
    expect(
      placeOfFocus([focus('fractions', 0.5), focus('Light', 0.7), focus('Angles', 0.4)], papers),
    ).toEqual({ curriculum: 'CBSE', class: 6, subject: 'Mathematics' });
  });

  it('finds no place when no paper of the child has the topics', () => {
    expect(placeOfFocus([focus('Light', 0.9)], [paperOn('CBSE', 6, 'Mathematics', ['Area'])])).toBe(
      undefined,
    );
    expect(placeOfFocus([focus('Light', 0.9)], [])).toBe(undefined);
  });
});
