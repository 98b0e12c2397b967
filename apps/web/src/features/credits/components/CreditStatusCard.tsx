import { CREDIT_BAR_SCALE, CREDIT_MESSAGES } from '@abhyas/contracts';
import { useState } from 'react';
import { creditLevel, creditProgressPercent } from '../credit-progress';
import { formatCredits } from '../credit-format';
import {
  useBalanceRefreshOnReturn,
  useCreditBalance,
  useJoinedRefetch,
} from '../hooks/useCreditBalance';
import { RefreshButton } from './RefreshButton';
import styles from './credits.module.css';

/** The Billing & Credits card of the sidebar: balance, bar out of 500, refresh, error notice. */
export function CreditStatusCard({ userId }: { userId: string }) {
  const balance = useCreditBalance(userId);
  const refetch = useJoinedRefetch(balance);
  useBalanceRefreshOnReturn(refetch);
  const [dismissedAt, setDismissedAt] = useState(0);
  const showError = balance.isError && balance.errorUpdatedAt > dismissedAt;
  const value = balance.data?.balance;
  const percent = value === undefined ? 0 : creditProgressPercent(value);

  return (
    <section
      className={styles.statusCard}
      data-testid="credit-status-card"
      aria-label="Credit status"
    >
      <div className={styles.statusHead}>
        <span className={styles.statusLabel}>Credit balance</span>
        <RefreshButton
          label="Refresh credit balance"
          fetching={balance.isFetching}
          onClick={() => void refetch()}
        />
      </div>
      <p className={styles.statusValue}>
        <strong data-testid="credit-status-balance">
          {value === undefined ? '–' : formatCredits(value)}
        </strong>
        <span> / {formatCredits(CREDIT_BAR_SCALE)}</span>
      </p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label="Credits out of 500"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        data-testid="credit-progress"
      >
        <span
          className={`${styles.barFill} ${creditLevel(percent) === 'low' ? styles.barLow : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {balance.data && balance.data.reserved > 0 ? (
        <p className={styles.statusNote}>
          {formatCredits(balance.data.reserved)} held for work in progress
        </p>
      ) : null}
      {showError ? (
        <div className={styles.statusError} role="alert" data-testid="credit-status-error">
          <p>{CREDIT_MESSAGES.balanceUnavailable}</p>
          <div className={styles.statusErrorActions}>
            <button type="button" className="button button--light" onClick={() => void refetch()}>
              Try Again
            </button>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => setDismissedAt(balance.errorUpdatedAt)}
            >
              Dismiss
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
