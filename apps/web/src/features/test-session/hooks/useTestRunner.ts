import { TEST_MESSAGES, TEST_RULES, type StudentPaperQuestion } from '@abhyas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { allTestsQueryKey } from '../../tests/api/tests-api';
import { testSessionApi } from '../api/test-session-api';
import { questionOrder, sectionStarts, stepFrom } from '../question-order';
import { TIME_UP_NOTICE_MS } from '../test-session.constants';
import {
  initialSession,
  submittedAnswers,
  testSessionReducer,
  type TestSessionEvent,
  type TestSessionState,
} from '../test-session.reducer';
import { answerStore } from './answer-store';
import { useAnswerSaving } from './useAnswerSaving';
import { useCountdown } from './useCountdown';
import { useProgressSaving } from './useProgressSaving';
import type { RunningTest } from './useTestStart';

export type SubmitState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'failed'; message: string }
  | { kind: 'time-up'; message: string };

const isTyped = (question: StudentPaperQuestion) =>
  question.questionType !== 'MCQ' && question.questionType !== 'True/False';

/** The running test: answers, place, timer, saving and submitting. */
export function useTestRunner(test: RunningTest) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { attempt, paper } = test;
  const questions = paper.questions;
  const order = useMemo(() => questionOrder(questions), [questions]);
  const sections = useMemo(
    () => sectionStarts(questions, paper.sections),
    [questions, paper.sections],
  );
  const offsetMs = useRef(test.offsetMs);

  const [state, setState] = useState<TestSessionState>(() =>
    initialSession({ ...attempt, answers: test.answers, questions }),
  );
  // Events apply to the newest state at once, so a save carries the version just counted.
  const stateRef = useRef(state);
  const apply = (event: TestSessionEvent) => {
    stateRef.current = testSessionReducer(stateRef.current, event);
    setState(stateRef.current);
    return stateRef.current;
  };

  const [submit, setSubmit] = useState<SubmitState>({ kind: 'idle' });
  const submitting = useRef(false);
  const finished = useRef(false);

  const leave = useCallback(
    (flash: string) => {
      finished.current = true;
      // The lists the dashboard may have cached before the test (Home's overview, Available
      // Tests) now hold a submitted attempt: fetch them again rather than show them stale.
      void queryClient.invalidateQueries({ queryKey: allTestsQueryKey });
      void navigate({
        to: '/student-dashboard',
        search: { tab: 'test-results' },
        state: { flash },
      });
    },
    [navigate, queryClient],
  );

  const onTimeUp = useCallback(
    (message: string) => {
      if (finished.current) {
        return;
      }
      finished.current = true;
      setSubmit({ kind: 'time-up', message });
      setTimeout(() => leave(message), TIME_UP_NOTICE_MS);
    },
    [leave],
  );

  const saving = useAnswerSaving({
    attemptId: attempt._id,
    hasUnsent: test.unsent.length > 0,
    offsetMs,
    onTimeUp,
  });
  useProgressSaving(attempt._id, state, saving.online, offsetMs);
  const seconds = useCountdown(attempt.deadline, offsetMs);

  const answer = (question: StudentPaperQuestion, value: string) => {
    const next = apply({ type: 'answered', questionId: question._id, value });
    const saved = next.answers[question._id];
    if (saved) {
      saving.save(
        question._id,
        saved.value,
        saved.version,
        isTyped(question) ? TEST_RULES.textSaveDebounceMs : 0,
      );
    }
  };

  const goTo = (index: number) => {
    const question = questions[index];
    if (question) {
      apply({ type: 'moved', index, questionId: question._id });
    }
  };

  const submitNow = useCallback(
    async (byTimer: boolean) => {
      if (submitting.current || (finished.current && !byTimer)) {
        return;
      }
      submitting.current = true;
      setSubmit({ kind: 'submitting' });
      await saving.flushAll();
      try {
        const answer = await testSessionApi.submit({
          attemptId: attempt._id,
          answers: submittedAnswers(stateRef.current, questions),
        });
        await answerStore()
          .clear(attempt._id)
          .catch(() => undefined);
        leave(
          byTimer
            ? TEST_MESSAGES.timeUp
            : answer.alreadySubmitted
              ? TEST_MESSAGES.alreadySubmitted
              : answer.message || TEST_MESSAGES.submitted,
        );
      } catch (error) {
        submitting.current = false;
        if (byTimer || (error instanceof ApiError && error.status === 409)) {
          // After the grace period the server submits the attempt itself.
          onTimeUp(TEST_MESSAGES.timeUp);
          return;
        }
        setSubmit({
          kind: 'failed',
          message:
            error instanceof ApiError && error.serverMessage
              ? `${TEST_MESSAGES.failedToSubmit}: ${error.serverMessage}`
              : TEST_MESSAGES.failedToSubmit,
        });
      }
    },
    [attempt._id, questions, saving, leave, onTimeUp],
  );

  useEffect(() => {
    if (seconds <= 0 && !finished.current && !submitting.current) {
      void submitNow(true);
    }
  }, [seconds, submitNow]);

  return {
    paper,
    questions,
    order,
    sections,
    state,
    seconds,
    saving,
    submit,
    answer,
    goTo,
    step: (direction: 1 | -1) => goTo(stepFrom(order, stateRef.current.current, direction)),
    toggleFlag: (questionId: string) => apply({ type: 'flagToggled', questionId }),
    submitNow: () => submitNow(false),
    dismissSubmitError: () => setSubmit({ kind: 'idle' }),
  };
}
