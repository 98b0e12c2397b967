import { useRef, type KeyboardEvent } from 'react';

/** Where each key moves from the tab at `index` (WAI-ARIA tabs pattern, wrapping at the ends). */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The keyboard half of a tab list: only the active tab is in the Tab order, the arrow keys (and
 * Home/End) choose the next tab and move focus to it. Returns the props each tab button needs.
 */
export function useRovingTabs<K extends string>(
  keys: readonly K[],
  active: K,
  onChange: (key: K) => void,
) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  return (key: K, index: number) => ({
    ref: (element: HTMLButtonElement | null) => {
      refs.current[index] = element;
    },
    role: 'tab' as const,
    'aria-selected': key === active,
    tabIndex: key === active ? 0 : -1,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const move = MOVES[event.key];
      if (!move) {
        return;
      }
      event.preventDefault();
      const next = (move(index, keys.length) + keys.length) % keys.length;
      onChange(keys[next]);
      refs.current[next]?.focus();
    },
  });
}
