import { useEffect, useRef, useState } from 'react';

/** True for `ms` after `key` changes (not on the first render): the filters' busy indicator. */
export function useBriefBusy(key: string, ms: number): boolean {
  const [busy, setBusy] = useState(false);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setBusy(true);
    const timer = setTimeout(() => setBusy(false), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return busy;
}
