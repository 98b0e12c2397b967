import { useEffect, useRef } from 'react';
import { testSessionApi } from '../api/test-session-api';
import { clockOffsetMs } from '../countdown';
import { PROGRESS_SAVE_DEBOUNCE_MS } from '../test-session.constants';
import type { TestSessionState } from '../test-session.reducer';

/**
 * Saves where the child is (question, flags, visited) shortly after it changes, so a reload or
 * another device opens the same place. A failed save is tried again on the next change or when
 * the browser comes back online.
 */
export function useProgressSaving(
  attemptId: string,
  state: TestSessionState,
  online: boolean,
  offsetMs: { current: number },
) {
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  const savedVersion = useRef(state.progressVersion);

  useEffect(() => {
    if (!online || state.progressVersion <= savedVersion.current) {
      return;
    }
    const timer = setTimeout(() => {
      const { current, flagged, visited, progressVersion } = latest.current;
      const sentAt = Date.now();
      testSessionApi
        .saveProgress(attemptId, {
          currentQuestion: current,
          flagged,
          visited,
          version: progressVersion,
        })
        .then(
          (answer) => {
            savedVersion.current = Math.max(savedVersion.current, progressVersion);
            offsetMs.current = clockOffsetMs(answer.serverNow, sentAt, Date.now());
          },
          () => undefined,
        );
    }, PROGRESS_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [attemptId, state.progressVersion, online, offsetMs]);
}
