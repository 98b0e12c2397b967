import type { ReactNode } from 'react';
import type { RequestState } from '../explanation-status';
import styles from './explanations.module.css';

/** A request's status as words: waiting, being prepared, could not be prepared, or refused. */
export function ExplanationStateNote({
  state,
  aside,
}: {
  state: Exclude<RequestState, { kind: 'ready' }>;
  /** Beside the badge, e.g. the decision date. */
  aside?: ReactNode;
}) {
  return (
    <div className={styles.stateNote} data-testid="explanation-status" data-state={state.kind}>
      <div className={styles.stateHead}>
        <span className={`${styles.badge} ${styles[`badge_${state.kind}`]}`}>{state.label}</span>
        {aside}
      </div>
      {state.kind === 'failed' ? <p className={styles.detail}>{state.detail}</p> : null}
      {state.kind === 'rejected' ? (
        <div className={styles.detail}>
          <p>
            <span className={styles.detailLabel}>Reason: </span>
            {state.detail}
          </p>
          {state.notes ? (
            <p>
              <span className={styles.detailLabel}>Notes: </span>
              {state.notes}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
