import { useCallback, useEffect, useRef, useState } from 'react';
import { testSessionApi } from '../api/test-session-api';
import { createAnswerSync, type AnswerSync, type SaveStatus } from '../answer-sync';
import { clockOffsetMs } from '../countdown';
import { answerStore } from './answer-store';
import { useOnline } from './useOnline';

interface AnswerSavingOptions {
  attemptId: string;
  /** Answers this device still had to send when the test resumed. */
  hasUnsent: boolean;
  offsetMs: { current: number };
  onTimeUp: (message: string) => void;
}

type Typing = Map<string, { timer: ReturnType<typeof setTimeout>; run: () => Promise<boolean> }>;

/** Sends what is still being typed now, instead of when typing would have paused. */
const sendTyped = (typing: Typing) => {
  const waiting = [...typing.values()];
  typing.clear();
  return Promise.all(
    waiting.map((entry) => {
      clearTimeout(entry.timer);
      return entry.run();
    }),
  );
};

/** The attempt's sync, correcting the countdown's clock offset with every save answered. */
const sessionSync = (
  attemptId: string,
  offsetMs: { current: number },
  onStatus: (status: SaveStatus) => void,
  onTimeUp: (message: string) => void,
): AnswerSync =>
  createAnswerSync({
    attemptId,
    store: answerStore(),
    now: () => Date.now(),
    send: async (entry) => {
      const sentAt = Date.now();
      const answer = await testSessionApi.saveAnswer(attemptId, entry.questionId, {
        selectedAnswer: entry.selectedAnswer,
        version: entry.version,
      });
      offsetMs.current = clockOffsetMs(answer.serverNow, sentAt, Date.now());
      return answer;
    },
    onStatus,
    onTimeUp,
  });

/**
 * Saves each answer as it changes (a typed answer once typing pauses), keeps unsent ones on the
 * device, sends them again when the browser is back online, and reports how saving goes.
 */
export function useAnswerSaving({ attemptId, hasUnsent, offsetMs, onTimeUp }: AnswerSavingOptions) {
  const [status, setStatus] = useState<SaveStatus>({ kind: hasUnsent ? 'saving' : 'saved' });
  const typing = useRef<Typing>(new Map());
  const sync = useRef<AnswerSync | null>(null);
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  }, [onTimeUp]);

  useEffect(() => {
    const current = sessionSync(attemptId, offsetMs, setStatus, (message) =>
      timeUp.current(message),
    );
    sync.current = current;
    // Answers this device could not send before (a reload while offline) go out first.
    void current.flush();
    const waiting = typing.current;
    return () => void sendTyped(waiting);
  }, [attemptId, offsetMs]);

  const online = useOnline(useCallback(() => void sync.current?.flush(), []));

  const save = useCallback((questionId: string, value: string, version: number, debounceMs = 0) => {
    const current = sync.current;
    if (!current) {
      return;
    }
    const waiting = typing.current.get(questionId);
    if (waiting) {
      clearTimeout(waiting.timer);
      typing.current.delete(questionId);
    }
    const run = () => current.save(questionId, value, version);
    if (debounceMs <= 0) {
      void run();
      return;
    }
    setStatus({ kind: 'saving' });
    const timer = setTimeout(() => {
      typing.current.delete(questionId);
      void run();
    }, debounceMs);
    typing.current.set(questionId, { timer, run });
  }, []);

  /** Before submitting: whatever is typed or unsent goes out now; true when nothing is left. */
  const flushAll = useCallback(async () => {
    await sendTyped(typing.current);
    return sync.current ? sync.current.flush() : false;
  }, []);

  const shown: SaveStatus = !online && status.kind !== 'saved' ? { kind: 'offline' } : status;
  return { status: shown, online, save, flushAll };
}
