import { defineEvents, defineStream, type Decider, type EventOf } from '@abhyas/event-store/domain';
import type { LearningNeeds } from '@abhyas/contracts';
import { z } from 'zod';
import { type AnswerEvidence, computeLearningNeeds } from './mastery-model';

const answerEvidence = z.object({
  questionId: z.string(),
  questionNumber: z.number().int(),
  attemptId: z.string(),
  paperId: z.string(),
  section: z.string(),
  topic: z.string(),
  subTopic: z.string(),
  difficulty: z.string(),
  isCorrect: z.boolean(),
  gradedAt: z.string(),
});

/** One graded attempt's totals, for the report's scores over time. */
const attemptScore = z.object({
  attemptId: z.string(),
  attemptNumber: z.number().int(),
  paperId: z.string(),
  curriculum: z.string(),
  class: z.number().int(),
  subject: z.string(),
  chapter: z.string(),
  marksObtained: z.number(),
  maxMarks: z.number(),
  percentage: z.number(),
  gradedAt: z.string(),
});
export type AttemptScore = z.output<typeof attemptScore>;

/**
 * A child as a learner (`learner-<childId>`): every graded answer (from test-attempt's events)
 * and each computation of their learning needs (who the child is: the platform's family block). The needs are computed by the decider from the
 * answers, so the read model is a projection like any other, rebuilt from the log.
 */
export const learnerEvents = defineEvents({
  AnswersGraded: z.object({
    attemptId: z.string(),
    answers: z.array(answerEvidence),
    at: z.string(),
  }),
  AnswerRegraded: z.object({
    attemptId: z.string(),
    questionId: z.string(),
    isCorrect: z.boolean(),
    at: z.string(),
  }),
  /** The needs as the model computed them; `focus` is the skill keys in focus, for the next time. */
  LearningNeedsComputed: z.object({ needs: z.custom<LearningNeeds>(), focus: z.array(z.string()) }),
  LearnerErased: z.object({ childId: z.string(), at: z.string() }),
  /** The attempt's totals (added after `AnswersGraded`: attempts graded before it have none). */
  AttemptScored: attemptScore,
  /** A parent's mark change moved the attempt's totals. */
  ScoreRevised: z.object({
    attemptId: z.string(),
    marksObtained: z.number(),
    maxMarks: z.number(),
    percentage: z.number(),
    at: z.string(),
  }),
});
export type LearnerEvent = EventOf<typeof learnerEvents>;

export type LearnerCommand =
  | {
      type: 'RecordGrade';
      data: { attemptId: string; answers: AnswerEvidence[]; at: string; score?: AttemptScore };
    }
  | {
      type: 'Regrade';
      data: {
        attemptId: string;
        questionId: string;
        isCorrect: boolean;
        at: string;
        score?: Omit<z.output<typeof learnerEvents.ScoreRevised>, 'attemptId' | 'at'>;
      };
    }
  | { type: 'Compute'; data: { at: string } }
  | { type: 'Erase'; data: { childId: string; at: string } };

export type LearnerState =
  | { status: 'unknown' | 'erased' }
  | {
      status: 'known';
      answers: AnswerEvidence[];
      attempts: string[];
      focus: string[];
      scores: AttemptScore[];
    };

const EMPTY: Extract<LearnerState, { status: 'known' }> = {
  status: 'known',
  answers: [],
  attempts: [],
  focus: [],
  scores: [],
};

const computed = (answers: AnswerEvidence[], focus: string[], at: string): LearnerEvent => {
  const result = computeLearningNeeds(answers, focus, at);
  return { type: 'LearningNeedsComputed', data: { needs: result.needs, focus: result.focus } };
};

export const learnerDecider: Decider<LearnerCommand, LearnerEvent, LearnerState> = {
  initialState: () => ({ status: 'unknown' }),
  evolve: (state, event) => {
    if (state.status === 'erased') {
      return state;
    }
    const known = state.status === 'known' ? state : EMPTY;
    switch (event.type) {
      case 'AnswersGraded':
        return {
          ...known,
          answers: [...known.answers, ...event.data.answers],
          attempts: [...known.attempts, event.data.attemptId],
        };
      case 'AnswerRegraded':
        return {
          ...known,
          answers: known.answers.map((a) =>
            a.attemptId === event.data.attemptId && a.questionId === event.data.questionId
              ? { ...a, isCorrect: event.data.isCorrect }
              : a,
          ),
        };
      case 'LearningNeedsComputed':
        return { ...known, focus: event.data.focus };
      case 'AttemptScored':
        return { ...known, scores: [...known.scores, event.data] };
      case 'ScoreRevised':
        return {
          ...known,
          scores: known.scores.map((score) =>
            score.attemptId === event.data.attemptId ? { ...score, ...event.data } : score,
          ),
        };
      case 'LearnerErased':
        return { status: 'erased' };
    }
  },
  decide: (command, state) => {
    if (state.status === 'erased') {
      return [];
    }
    const known = state.status === 'known' ? state : EMPTY;
    switch (command.type) {
      case 'RecordGrade': {
        if (known.attempts.includes(command.data.attemptId)) {
          return [];
        }
        const { score, ...graded } = command.data;
        const answers = [...known.answers, ...graded.answers];
        return [
          { type: 'AnswersGraded', data: graded },
          ...(score ? [{ type: 'AttemptScored' as const, data: score }] : []),
          computed(answers, known.focus, command.data.at),
        ];
      }
      case 'Regrade': {
        const answers = known.answers.map((a) =>
          a.attemptId === command.data.attemptId && a.questionId === command.data.questionId
            ? { ...a, isCorrect: command.data.isCorrect }
            : a,
        );
        const { score, ...regraded } = command.data;
        const scored = known.scores.some((s) => s.attemptId === regraded.attemptId);
        return [
          { type: 'AnswerRegraded', data: regraded },
          ...(score && scored
            ? [
                {
                  type: 'ScoreRevised' as const,
                  data: { attemptId: regraded.attemptId, ...score, at: regraded.at },
                },
              ]
            : []),
          computed(answers, known.focus, command.data.at),
        ];
      }
      case 'Compute':
        return known.answers.length > 0
          ? [computed(known.answers, known.focus, command.data.at)]
          : [];
      case 'Erase':
        return [{ type: 'LearnerErased', data: command.data }];
    }
  },
};

export const learnerStream = defineStream({
  type: 'learner',
  events: learnerEvents,
  decider: learnerDecider,
});
