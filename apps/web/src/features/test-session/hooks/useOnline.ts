import { useEffect, useState } from 'react';

/** The browser's online state; `onOnline` runs each time the connection comes back. */
export function useOnline(onOnline: () => void): boolean {
  const [online, setOnline] = useState(() =>
    typeof navigator === 'undefined' ? true : navigator.onLine,
  );
  useEffect(() => {
    const up = () => {
      setOnline(true);
      onOnline();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [onOnline]);
  return online;
}
