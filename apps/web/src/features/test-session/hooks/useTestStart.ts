import {
  TEST_MESSAGES,
  type AttemptSession,
  type SessionUser,
  type StudentTestPaper,
} from '@abhyas/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { testsApi } from '../../tests/api/tests-api';
import { testSessionApi } from '../api/test-session-api';
import { clockOffsetMs } from '../countdown';
import { resumeAnswers, type AnswerEntry, type PendingAnswer } from '../pending-answers';
import { answerStore } from './answer-store';

export interface RunningTest {
  attempt: AttemptSession;
  paper: StudentTestPaper;
  /** Saved answers overlaid by this device's newer unsent ones. */
  answers: Record<string, AnswerEntry>;
  unsent: PendingAnswer[];
  /** Server clock minus browser clock, measured on the start call. */
  offsetMs: number;
}

export type StartPhase =
  | { kind: 'starting' }
  | { kind: 'running'; test: RunningTest }
  /** Completed with no retake allowed: ask before asking for a new attempt. */
  | { kind: 'confirm-new-attempt'; completedAttemptId: string; title: string }
  | { kind: 'new-attempt-refused'; completedAttemptId: string; message: string }
  | { kind: 'requesting-new-attempt'; completedAttemptId: string };

const serverMessage = (error: unknown): string | null =>
  error instanceof ApiError ? error.serverMessage : null;

/**
 * Starts (or resumes) the attempt once on mount: React's strict mode runs effects twice, and a
 * second start must not race the first, so the paper already started is remembered.
 */
export function useTestStart(paperId: string, user: SessionUser) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<StartPhase>({ kind: 'starting' });
  const startedFor = useRef<string | null>(null);

  const leave = useCallback(
    (flash: string) =>
      void navigate({
        to: '/student-dashboard',
        search: { tab: 'available-tests' },
        state: { flash, flashTone: 'error' },
      }),
    [navigate],
  );

  const start = useCallback(async () => {
    setPhase({ kind: 'starting' });
    const sentAt = Date.now();
    try {
      const answer = await testSessionApi.startTest(paperId, user.name);
      if (answer.completed) {
        setPhase({
          kind: 'confirm-new-attempt',
          completedAttemptId: answer.attempt._id,
          title: answer.paper.title,
        });
        return;
      }
      const offsetMs = clockOffsetMs(answer.attempt.serverNow, sentAt, Date.now());
      const pending = await answerStore()
        .list(answer.attempt._id)
        .catch(() => []);
      const { answers, unsent } = resumeAnswers(answer.attempt.answers, pending);
      setPhase({
        kind: 'running',
        test: { attempt: answer.attempt, paper: answer.paper, answers, unsent, offsetMs },
      });
    } catch (error) {
      leave(serverMessage(error) ?? TEST_MESSAGES.failedToStart);
    }
  }, [paperId, user.name, leave]);

  useEffect(() => {
    if (startedFor.current === paperId) {
      return;
    }
    startedFor.current = paperId;
    void start();
  }, [paperId, start]);

  const confirmNewAttempt = async () => {
    if (phase.kind !== 'confirm-new-attempt') {
      return;
    }
    const { completedAttemptId } = phase;
    setPhase({ kind: 'requesting-new-attempt', completedAttemptId });
    try {
      await testsApi.startNewAttempt({ paperId, studentName: user.name });
      await start();
    } catch (error) {
      setPhase({
        kind: 'new-attempt-refused',
        completedAttemptId,
        message: serverMessage(error) ?? TEST_MESSAGES.failedNewAttempt,
      });
    }
  };

  return { phase, confirmNewAttempt, leave };
}
