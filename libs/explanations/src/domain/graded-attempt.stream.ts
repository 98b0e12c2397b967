import { defineEvents, defineStream, type Decider, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

const gradedAnswer = z.object({
  questionId: z.string(),
  questionNumber: z.number().int(),
  answered: z.boolean(),
  isCorrect: z.boolean(),
  studentAnswer: z.string().nullable(),
  correctAnswer: z.string(),
  difficulty: z.string(),
  topic: z.string(),
  subTopic: z.string(),
});
export type GradedAnswer = z.output<typeof gradedAnswer>;

/**
 * What test-attempt said about one graded attempt (`attempt-graded.v1`, `grade-overridden.v1`):
 * which answers were wrong. An explanation is asked for a wrong answer only, and the service
 * checks that against these events, never the browser's word.
 */
export const gradedAttemptEvents = defineEvents({
  AttemptGradeKnown: z.object({
    attemptId: z.string(),
    childId: z.string(),
    parentId: z.string(),
    paperId: z.string(),
    curriculum: z.string(),
    subject: z.string(),
    class: z.number().int(),
    questions: z.array(gradedAnswer),
    at: z.string(),
  }),
  QuestionGradeChanged: z.object({
    questionId: z.string(),
    isCorrect: z.boolean(),
    at: z.string(),
  }),
  GradeErased: z.object({ at: z.string() }),
});
export type GradedAttemptEvent = EventOf<typeof gradedAttemptEvents>;
export type AttemptGradeKnownData = Extract<
  GradedAttemptEvent,
  { type: 'AttemptGradeKnown' }
>['data'];

export type GradedAttemptCommand =
  | { type: 'KnowGrade'; data: AttemptGradeKnownData }
  | { type: 'ChangeQuestionGrade'; data: { questionId: string; isCorrect: boolean; at: string } }
  | { type: 'EraseGrade'; data: { at: string } };

export type GradedAttemptState =
  { status: 'unknown' } | { status: 'known'; grade: AttemptGradeKnownData } | { status: 'erased' };

export const gradedAttemptDecider: Decider<
  GradedAttemptCommand,
  GradedAttemptEvent,
  GradedAttemptState
> = {
  initialState: () => ({ status: 'unknown' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'AttemptGradeKnown':
        return { status: 'known', grade: event.data };
      case 'QuestionGradeChanged':
        return state.status === 'known'
          ? {
              status: 'known',
              grade: {
                ...state.grade,
                questions: state.grade.questions.map((q) =>
                  q.questionId === event.data.questionId
                    ? { ...q, isCorrect: event.data.isCorrect }
                    : q,
                ),
              },
            }
          : state;
      case 'GradeErased':
        return { status: 'erased' };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'KnowGrade':
        return state.status === 'unknown'
          ? [{ type: 'AttemptGradeKnown', data: command.data }]
          : [];
      case 'ChangeQuestionGrade':
        return state.status === 'known'
          ? [{ type: 'QuestionGradeChanged', data: command.data }]
          : [];
      case 'EraseGrade':
        return state.status === 'known' ? [{ type: 'GradeErased', data: command.data }] : [];
    }
  },
};

export const gradedAttemptStream = defineStream({
  type: 'graded-attempt',
  events: gradedAttemptEvents,
  decider: gradedAttemptDecider,
});
