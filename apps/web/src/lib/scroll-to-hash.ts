import { normalizeHash, scrollBehaviorFor } from './hash-navigation';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Scrolls the element named by the hash into view (the sticky header's height is left to CSS
 * `scroll-margin-top`) and moves keyboard focus to it, so the next Tab continues from there.
 * Returns false when no such element is on the page.
 */
export function scrollToHash(hash: string): boolean {
  const id = normalizeHash(hash);
  if (!id) {
    return false;
  }
  const target = document.getElementById(id);
  if (!target) {
    return false;
  }
  target.scrollIntoView({ behavior: scrollBehaviorFor(prefersReducedMotion()), block: 'start' });
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus({ preventScroll: true });
  return true;
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehaviorFor(prefersReducedMotion()) });
}
