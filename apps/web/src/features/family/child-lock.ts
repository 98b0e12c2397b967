import type { ChildSummary } from '@abhyas/contracts';

/** When the child's PIN lock ends, if it has not ended by `now`. */
export function activeLockEnd(child: Pick<ChildSummary, 'lockedUntil'>, now: Date): Date | null {
  if (!child.lockedUntil) {
    return null;
  }
  const end = new Date(child.lockedUntil);
  return end.getTime() > now.getTime() ? end : null;
}

/** `2:05 pm`, or `24 Nov, 2:05 pm` when the lock ends on another day. */
export function lockEndText(end: Date, now: Date): string {
  const time = end.toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit' });
  return end.toDateString() === now.toDateString()
    ? time
    : `${end.toLocaleDateString('en-IN', { day: 'numeric', month: 'short' })}, ${time}`;
}
