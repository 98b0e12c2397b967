import { useEffect, useRef } from 'react';

interface TestKeys {
  /** Number keys 1–4: the option at that position. */
  choose: (index: number) => void;
  step: (direction: 1 | -1) => void;
}

const typingInto = (target: EventTarget | null): boolean =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && target.type !== 'radio' && target.type !== 'checkbox') ||
  (target instanceof HTMLElement && target.isContentEditable);

/**
 * Number keys choose options and ← → move between questions, except while typing an answer or
 * inside a dialog. On a radio button ← → would change the choice; here they move instead (↑ ↓
 * still change it).
 */
export function useTestKeyboard(keys: TestKeys, enabled: boolean) {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    if (!enabled) {
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        typingInto(event.target) ||
        (event.target instanceof Element && event.target.closest('dialog'))
      ) {
        return;
      }
      if (/^[1-4]$/.test(event.key)) {
        event.preventDefault();
        latest.current.choose(Number(event.key) - 1);
      } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault();
        latest.current.step(event.key === 'ArrowRight' ? 1 : -1);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
