import {
  LEARNING_MESSAGES,
  PRACTICE_PAPER_MESSAGES,
  type LearningNeeds,
  type LearningSection,
  type LearningSkill,
} from '@abhyas/contracts';
import { ApiError, NetworkError } from '../../lib/create-api-client';
import {
  attemptLabel,
  fetchFailureMessage,
  hasShownSkills,
  improvementText,
  isShownSkill,
  masteryView,
  practiceFailureMessage,
  priorityLabel,
  shownLists,
  startsExpanded,
  topFocusAreas,
} from './learning-needs-view';

const skill = (topic: string, priorityScore: number, extra: Partial<LearningSkill> = {}) =>
  ({
    topic,
    subTopic: `${topic} basics`,
    masteryLifetime: 1 - priorityScore,
    masteryLast3: 0.5,
    improvementDelta: 0,
    effectiveAttempts: 4,
    priorityScore,
    confidenceLevel: 'medium',
    studyTip: '',
    evidence: [],
    ...extra,
  }) satisfies LearningSkill;

const section = (
  sectionId: LearningSection['sectionId'],
  lists: Partial<LearningSection['focusAreas']>,
): LearningSection => ({
  sectionId,
  sectionName: sectionId,
  description: '',
  overallMastery: 0.5,
  focusAreas: { continueFocus: [], newFocus: [], improved: [], greatJob: [], ...lists },
});

const needs = (sections: LearningSection[]): LearningNeeds => ({
  summary: { continueFocus: 0, newFocus: 0, improved: 0, greatJob: false },
  skillsBySection: sections,
  computedAt: '2026-12-06T10:00:00.000Z',
  answersSeen: 10,
});

describe('which skills are shown', () => {
  it('hides a skill whose topic or sub-topic is Unknown (or blank)', () => {
    expect(isShownSkill(skill('Fractions', 0.5))).toBe(true);
    expect(isShownSkill(skill('Unknown', 0.5))).toBe(false);
    expect(isShownSkill(skill('Fractions', 0.5, { subTopic: ' unknown ' }))).toBe(false);
    expect(isShownSkill(skill('Fractions', 0.5, { subTopic: '' }))).toBe(false);
  });

  it('leaves hidden skills out of every list, and a section only of them starts closed', () => {
    const onlyUnknown = section('S1', { newFocus: [skill('Unknown', 0.9)] });
    expect(shownLists(onlyUnknown).newFocus).toEqual([]);
    expect(startsExpanded(onlyUnknown)).toBe(false);
    expect(hasShownSkills(needs([onlyUnknown]))).toBe(false);
  });

  it('starts a section expanded when it has continue-focus or new-focus skills', () => {
    expect(startsExpanded(section('S2', { continueFocus: [skill('Ratios', 0.5)] }))).toBe(true);
    expect(startsExpanded(section('S2', { newFocus: [skill('Ratios', 0.5)] }))).toBe(true);
    expect(
      startsExpanded(
        section('S2', { improved: [skill('Ratios', 0.2)], greatJob: [skill('Area', 0.1)] }),
      ),
    ).toBe(false);
  });
});

describe('figures', () => {
  it('labels priority high from 0.7 and medium from 0.4', () => {
    expect([0.7, 0.69, 0.4, 0.39].map(priorityLabel)).toEqual(['High', 'Medium', 'Medium', 'Low']);
  });

  it('shows mastery as a percentage in the score bands (80 green, 60 yellow)', () => {
    expect(masteryView(0.8)).toEqual({ percent: 80, band: { label: 'Excellent', tone: 'green' } });
    expect(masteryView(0.6).band.tone).toBe('yellow');
    expect(masteryView(0.59).band.tone).toBe('red');
    expect(masteryView(1.4).percent).toBe(100);
  });

  it('says the improvement in points', () => {
    expect(improvementText(0.125)).toBe('+13 pts');
    expect(improvementText(-0.05)).toBe('−5 pts');
    expect(improvementText(0.001)).toBe('no change');
  });

  it('reads the attempt number from test-attempt’s attempt id', () => {
    expect(attemptLabel('asg-abc-2')).toBe('attempt 2');
    expect(attemptLabel('odd')).toBe('');
  });
});

describe('topFocusAreas', () => {
  it('takes the 5 highest-priority focus skills of every section, with their section', () => {
    const data = needs([
      section('S1', {
        continueFocus: [skill('Patterns', 0.9), skill('Unknown', 0.99)],
        greatJob: [skill('Mastered', 0.95)],
      }),
      section('S2', {
        newFocus: [skill('Fractions', 0.8), skill('Ratios', 0.45), skill('Area', 0.6)],
        improved: [skill('Angles', 0.97)],
      }),
      section('S4', { newFocus: [skill('Puzzles', 0.5), skill('Logic', 0.41)] }),
    ]);
    const top = topFocusAreas(data);
    expect(top.map((a) => [a.topic, a.section])).toEqual([
      ['Patterns', 'S1'],
      ['Fractions', 'S2'],
      ['Area', 'S2'],
      ['Puzzles', 'S4'],
      ['Ratios', 'S2'],
    ]);
    expect(top[0]).toEqual({
      topic: 'Patterns',
      subTopic: 'Patterns basics',
      priorityScore: 0.9,
      section: 'S1',
      masteryLifetime: expect.closeTo(0.1, 5),
    });
  });

  it('is empty when no skill is in focus', () => {
    expect(topFocusAreas(needs([section('S3', { greatJob: [skill('Area', 0.1)] })]))).toEqual([]);
  });
});

describe('failure messages', () => {
  const apiError = (status: number, message: string | null) =>
    new ApiError(status, '', message, {}, 'req-1');

  it('prefers the server’s message, else the spec’s, and asks to try again on no answer', () => {
    expect(fetchFailureMessage(apiError(404, 'Student not found'))).toBe('Student not found');
    expect(fetchFailureMessage(apiError(500, null))).toBe(LEARNING_MESSAGES.failedToFetch);
    expect(fetchFailureMessage(new NetworkError('offline', false, 'r'))).toBe(
      LEARNING_MESSAGES.failedToFetchRetry,
    );
  });

  it('says the practice paper’s failure and server error as the spec does', () => {
    expect(practiceFailureMessage(apiError(402, 'Insufficient credits'))).toBe(
      'Insufficient credits',
    );
    expect(practiceFailureMessage(apiError(422, null))).toBe(PRACTICE_PAPER_MESSAGES.failed);
    expect(practiceFailureMessage(apiError(502, null))).toBe(PRACTICE_PAPER_MESSAGES.serverError);
    expect(practiceFailureMessage(new NetworkError('offline', false, 'r'))).toBe(
      PRACTICE_PAPER_MESSAGES.serverError,
    );
  });
});
