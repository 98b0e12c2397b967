import { LEARNING_RULES } from '@abhyas/contracts';
import {
  type AnswerEvidence,
  MASTERY_SETTINGS,
  computeLearningNeeds,
  estimateSkill,
  estimateSkills,
  predictCorrect,
  skillPriors,
} from './mastery-model';

let counter = 0;
const answer = (isCorrect: boolean, extra: Partial<AnswerEvidence> = {}): AnswerEvidence => {
  counter += 1;
  return {
    questionId: `q-${counter}`,
    questionNumber: counter,
    attemptId: 'a-1',
    paperId: 'p-1',
    section: 'S2',
    topic: 'fractions',
    subTopic: 'Equivalent fractions',
    difficulty: 'medium',
    isCorrect,
    gradedAt: '2026-11-25T10:00:00.000Z',
    ...extra,
  };
};
const many = (pattern: string, extra: Partial<AnswerEvidence> = {}) =>
  [...pattern].map((c) => answer(c === '1', extra));

describe('mastery model', () => {
  it('moves up on right answers and down on wrong ones, more for a surprise', () => {
    const base = many('10');
    expect(predictCorrect([...base, answer(true)], 'medium')).toBeGreaterThan(
      predictCorrect(base, 'medium'),
    );
    expect(predictCorrect([...base, answer(false)], 'medium')).toBeLessThan(
      predictCorrect(base, 'medium'),
    );
    const upOnHard = predictCorrect([...base, answer(true, { difficulty: 'hard' })], 'medium');
    const upOnEasy = predictCorrect([...base, answer(true, { difficulty: 'easy' })], 'medium');
    expect(upOnHard).toBeGreaterThan(upOnEasy);
  });

  it('expects the four-option MCQ floor: even after many wrong answers a guess is right a quarter of the time', () => {
    const lost = many('0'.repeat(50));
    const chance = predictCorrect(lost, 'very_hard');
    expect(chance).toBeGreaterThanOrEqual(MASTERY_SETTINGS.guess);
    expect(chance).toBeLessThan(0.3);
    expect(predictCorrect(lost, 'easy')).toBeGreaterThan(chance);
  });

  it('leans toward the class mean until there is evidence, and is confident only with it', () => {
    const one = estimateSkill(many('1'));
    const ten = estimateSkill(many('1111111111'));
    expect(one.mastery).toBeLessThan(ten.mastery);
    expect(one.mastery).toBeLessThan(0.75);
    expect(one.skill.confidenceLevel).toBe('low');
    expect(ten.skill.confidenceLevel).toBe('high');
  });

  it('weighs recent answers more: a late run of wrong answers shows as a decline', () => {
    const declining = estimateSkill(many('111111000'));
    const improving = estimateSkill(many('000111111'));
    expect(declining.mastery).toBeLessThan(improving.mastery);
    expect(declining.skill.improvementDelta).toBeLessThan(0);
    expect(improving.skill.improvementDelta).toBeGreaterThan(0);
    expect(declining.skill.priorityScore).toBeGreaterThan(improving.skill.priorityScore);
  });

  it('starts a thin skill at the child’s own level, from their other skills only', () => {
    const thin = (rest: string) =>
      estimateSkills([
        ...many(rest, { topic: 'a', subTopic: 'A' }),
        ...many(rest, { topic: 'b', subTopic: 'B' }),
        ...many('0', { topic: 't', subTopic: 'T' }),
      ]).find((e) => e.skill.subTopic === 'T')!.mastery;
    const alone = estimateSkill(many('0', { topic: 't', subTopic: 'T' })).mastery;
    expect(thin('0000000000')).toBeLessThan(alone - 0.1);
    expect(thin('1111111111')).toBeGreaterThan(alone + 0.1);
    // A skill's prior leaves its own answers out: alone, it is the child prior widened.
    const [own] = skillPriors([many('1111111111')]);
    expect(own.mean).toBeCloseTo(MASTERY_SETTINGS.childPrior.mean, 9);
    expect(own.variance).toBeCloseTo(
      MASTERY_SETTINGS.childPrior.variance + MASTERY_SETTINGS.skillSpread ** 2,
      9,
    );
  });

  it('counts practice only so far: a child who stopped improving is not estimated ever higher', () => {
    const plateau = (answers: number) => estimateSkill(many('10'.repeat(answers / 2))).mastery;
    expect(plateau(200)).toBeLessThan(plateau(30));
    expect(plateau(200)).toBeLessThan(0.6);
  });

  it('sorts skills into the spec’s lists by the priority thresholds, and remembers the focus', () => {
    const weak = many('000000', { topic: 'decimals', subTopic: 'Place value' });
    // Ten right in a row: the share known clears the great-job bar even beside a weak skill.
    const strong = many('1111111111', { topic: 'ratio', subTopic: 'Simple ratios', section: 'S3' });
    const first = computeLearningNeeds([...weak, ...strong], [], '2026-11-25T10:00:00.000Z');
    const s2 = first.needs.skillsBySection.find((s) => s.sectionId === 'S2')!;
    const s3 = first.needs.skillsBySection.find((s) => s.sectionId === 'S3')!;
    expect(s2.focusAreas.newFocus.map((s) => s.subTopic)).toEqual(['Place value']);
    expect(s2.focusAreas.newFocus[0].priorityScore).toBeGreaterThanOrEqual(
      LEARNING_RULES.priorityHigh,
    );
    expect(s3.focusAreas.greatJob.map((s) => s.subTopic)).toEqual(['Simple ratios']);
    expect(first.needs.summary).toEqual({
      continueFocus: 0,
      newFocus: 1,
      improved: 0,
      greatJob: true,
    });
    expect(s2.focusAreas.newFocus[0].studyTip).toMatch(/Place value/);
    expect(s2.focusAreas.newFocus[0].evidence).toHaveLength(5);

    const still = computeLearningNeeds(
      [...weak, ...strong],
      first.focus,
      '2026-11-26T10:00:00.000Z',
    );
    expect(still.needs.summary.continueFocus).toBe(1);
    const practised = [
      ...weak,
      ...many('1111111111', { topic: 'decimals', subTopic: 'Place value' }),
      ...strong,
    ];
    const later = computeLearningNeeds(practised, first.focus, '2026-11-27T10:00:00.000Z');
    expect(later.needs.summary).toMatchObject({ improved: 1, newFocus: 0, continueFocus: 0 });
  });

  it('gives the same needs for the same answers (a rebuild equals the live model)', () => {
    const answers = [
      ...many('0101101', { section: 'S1', topic: 'series', subTopic: 'Number series' }),
    ];
    expect(computeLearningNeeds(answers, [], 'x')).toEqual(computeLearningNeeds(answers, [], 'x'));
  });
});
