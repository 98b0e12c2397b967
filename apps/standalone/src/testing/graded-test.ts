import {
  type BankGenerationResponse,
  indianDate,
  type SavedPaper,
  type StartTestResponse,
} from '@abhyas/contracts';
import { type Caller, until } from './standalone-harness';

/**
 * A family's first graded test over HTTP: a saved CBSE bank paper, scheduled for today, started
 * by the child, the MCQs answered from `choose` (given each question with its key), submitted.
 */
export const gradedTest = async (
  parent: Caller,
  student: Caller,
  child: { childId: string; name: string },
  choose: (question: SavedPaper['questions'][number]) => string | undefined,
): Promise<{ paperId: string; attemptId: string; paper: SavedPaper }> => {
  const form = {
    studentId: child.childId,
    curriculum: 'CBSE',
    class: 'Class 8',
    subject: 'Mathematics',
    generationType: 'question_bank',
    paperType: 'chapter-wise',
    chapter: ['ch01-a-square-and-a-cube', 'ch03-a-story-of-numbers'],
    totalMarks: 20,
    requestId: `paper-for-${child.childId}`,
  };
  let generated = await parent.call<BankGenerationResponse>(
    'POST',
    '/api/question-bank/cbse/generate-paper',
    form,
  );
  await until(async () => {
    generated = await parent.call('POST', '/api/question-bank/cbse/generate-paper', form);
    return generated.status === 200;
  }, 'the child to reach paper-generation');
  if (!generated.body.success) {
    throw new Error('no paper');
  }
  const saved = await parent.call<{ paperId: string }>('POST', '/api/papers/save-paper', {
    parentId: parent.id,
    student: child.childId,
    generationId: generated.body.paper.generationId,
    title: `${child.name}: squares and numbers`,
  });
  const paperId = saved.body.paperId;
  const keyed = await parent.call<{ paper: SavedPaper }>(
    'GET',
    `/api/papers/populate-paper/${paperId}`,
  );
  let scheduled = await parent.call('POST', '/api/tests/schedule', {
    user: parent.id,
    studentName: child.name,
    paperId,
    scheduledDate: indianDate(new Date()),
    requestId: `schedule-${paperId}`,
  });
  await until(async () => {
    scheduled = await parent.call('POST', '/api/tests/schedule', {
      user: parent.id,
      studentName: child.name,
      paperId,
      scheduledDate: indianDate(new Date()),
      requestId: `schedule-${paperId}`,
    });
    return scheduled.status === 200;
  }, 'the child to reach test-attempt');
  const started = await student.call<StartTestResponse>('POST', '/api/test-attempts/start-test', {
    paperId,
    studentName: child.name,
  });
  if (started.body.completed) {
    throw new Error('expected a fresh attempt');
  }
  const attemptId = started.body.attempt._id;
  const answers = keyed.body.paper.questions.flatMap((question) => {
    const selectedAnswer = choose(question);
    return selectedAnswer === undefined
      ? []
      : [{ questionId: question._id, selectedAnswer, version: 1 }];
  });
  await student.call('POST', '/api/test-attempts/submit-test', { attemptId, answers });
  return { paperId, attemptId, paper: keyed.body.paper };
};
