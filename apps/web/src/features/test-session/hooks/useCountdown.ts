import { useEffect, useState } from 'react';
import { remainingSeconds } from '../countdown';

const TICK_MS = 250;

/** Seconds left by the server's clock; `offsetMs` is read on every tick, so corrections apply at once. */
export function useCountdown(deadline: string, offsetMs: { readonly current: number }): number {
  const [seconds, setSeconds] = useState(() =>
    remainingSeconds(deadline, Date.now(), offsetMs.current),
  );
  useEffect(() => {
    const tick = () => setSeconds(remainingSeconds(deadline, Date.now(), offsetMs.current));
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline, offsetMs]);
  return seconds;
}
