import { useEffect, useRef } from 'react';
import type { HealthState } from '../health-monitor.reducer';
import { ServiceStatusList } from './ServiceStatusList';
import styles from './health.module.css';

interface ServiceUnavailableScreenProps {
  state: HealthState;
  onRetry: () => void;
}

/** The full-page 503 screen, over the app (kept mounted and inert so nothing typed is lost). */
export function ServiceUnavailableScreen({ state, onRetry }: ServiceUnavailableScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div
      className={styles.outage}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="outage-heading"
      aria-describedby="outage-text"
      data-testid="service-unavailable"
    >
      <div className={styles.outageCard}>
        <p className={styles.outageCode} aria-hidden="true">
          503
        </p>
        <h1 id="outage-heading" ref={headingRef} tabIndex={-1} className={styles.outageHeading}>
          Service unavailable
        </h1>
        <p id="outage-text" className={styles.outageText}>
          The server is currently unavailable. Please try again later.
        </p>
        {state.lastError ? <p className={styles.outageError}>{state.lastError}</p> : null}

        {state.lastReport ? (
          <ServiceStatusList report={state.lastReport} />
        ) : (
          <p className={styles.outageNote}>No service report could be fetched from the server.</p>
        )}

        <div className={styles.outageActions}>
          <button
            type="button"
            className="button button--primary"
            onClick={onRetry}
            disabled={state.checking}
            data-testid="health-retry"
          >
            {state.checking ? 'Checking…' : 'Retry'}
          </button>
          <p className={styles.retryInfo}>
            Retries so far: <span data-testid="retry-count">{state.retryCount}</span>. We also check
            again automatically every two minutes.
          </p>
        </div>
      </div>
    </div>
  );
}
