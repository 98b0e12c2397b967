import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { scrollToHash } from '../../../lib/scroll-to-hash';

/** Scrolls smoothly to the section named by the URL hash, on load and whenever the hash changes. */
export function useHashScroll(): void {
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (!hash) {
      return;
    }
    // Wait a frame so the sections (and their final layout) are on the page.
    const frame = requestAnimationFrame(() => {
      scrollToHash(hash);
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
