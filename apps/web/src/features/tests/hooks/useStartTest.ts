import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { tryStart } from '../start-lock';

/** Opens the test-taking screen; a second click within the start lock is ignored (spec §4). */
export function useStartTest() {
  const navigate = useNavigate();
  const lockedUntil = useRef(0);
  return (paperId: string, testName: string) => {
    const attempt = tryStart(lockedUntil.current, Date.now());
    lockedUntil.current = attempt.lockedUntil;
    if (!attempt.started) {
      return;
    }
    void navigate({
      to: '/test-taking',
      search: { paperId, testName },
      state: { paperId, testName },
    });
  };
}
