import { attemptGradedV1, gradeOverriddenV1 } from '@abhyas/contracts';
import { defineStream, publish } from '@abhyas/event-store/domain';
import { attemptDecider, type AttemptState } from './attempt.decider';
import { attemptEvents } from './attempt.events';

const gradedState = (state: AttemptState) => {
  if (state.status !== 'graded') {
    throw new Error('a grade is published only from a graded attempt');
  }
  return state;
};

/**
 * One sitting of a scheduled test (`attempt-<attemptId>`). Its grade leaves the service with
 * what explanations and learning-analytics need (core-loop.md); answers as they are typed and
 * where the child was looking stay inside.
 */
export const attemptStream = defineStream({
  type: 'attempt',
  events: attemptEvents,
  decider: attemptDecider,
  publishes: {
    AttemptGraded: (data, state) => {
      const { started, submitted } = gradedState(state);
      const timeTaken = (Date.parse(submitted.submittedAt) - Date.parse(started.startedAt)) / 1000;
      return publish(attemptGradedV1, started.parentId, {
        attemptId: started.attemptId,
        assignmentId: started.assignmentId,
        attemptNumber: started.attemptNumber,
        parentId: started.parentId,
        childId: started.childId,
        paperId: started.paperId,
        curriculum: started.paper.curriculum,
        class: started.paper.class,
        subject: started.paper.subject,
        chapter: started.paper.chapter,
        startedAt: started.startedAt,
        submittedAt: submitted.submittedAt,
        gradedAt: data.gradedAt,
        submittedBy: submitted.submittedBy,
        timeTakenSeconds: Math.max(0, Math.round(Math.min(timeTaken, started.durationSeconds))),
        marksObtained: data.marksObtained,
        maxMarks: data.maxMarks,
        percentage: data.percentage,
        numCorrect: data.numCorrect,
        numWrong: data.numWrong,
        numUnanswered: data.numUnanswered,
        questions: data.questions.map(({ pointsFound: _found, ...question }) => question),
      });
    },
    GradeOverridden: (data, state) => {
      const { started } = gradedState(state);
      return publish(gradeOverriddenV1, started.parentId, {
        attemptId: started.attemptId,
        attemptNumber: started.attemptNumber,
        parentId: started.parentId,
        childId: started.childId,
        paperId: started.paperId,
        questionId: data.questionId,
        marksObtained: data.marks,
        previousMarks: data.previousMarks,
        isCorrect: data.isCorrect,
        totalMarksObtained: data.totals.marksObtained,
        maxMarks: data.totals.maxMarks,
        percentage: data.totals.percentage,
        numCorrect: data.totals.numCorrect,
        numWrong: data.totals.numWrong,
        reason: data.reason,
        by: data.by,
        at: data.at,
      });
    },
  },
});
