import type { AvailabilityState } from '../availability.reducer';
import styles from './accounts.module.css';

/** The live result of an email or mobile check, announced politely. */
export function AvailabilityHint({ id, state }: { id: string; state: AvailabilityState }) {
  if (state.status === 'idle') {
    return <span id={id} aria-live="polite" />;
  }
  return (
    <span id={id} aria-live="polite" className={`${styles.hint} ${styles[`hint_${state.status}`]}`}>
      {state.status === 'valid' ? '✓ ' : ''}
      {state.message}
    </span>
  );
}
