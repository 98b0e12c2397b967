import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime, formatPaise } from '../../credits/credit-format';
import { FAILURES_SHOWN, paymentFailuresQueryOptions } from '../api/payments-api';
import { failureRecordMessage } from '../payment-failure';
import styles from './payments.module.css';

export function PaymentIssues({ userId }: { userId: string }) {
  const failures = useQuery(paymentFailuresQueryOptions(userId));
  return (
    <section
      className={styles.card}
      aria-labelledby="payment-issues-title"
      data-testid="payment-issues"
    >
      <h2 id="payment-issues-title">Recent payment issues</h2>
      <QueryState
        query={failures}
        loading="Loading payment issues..."
        errorText="Could not load recent payment issues."
        isEmpty={(list) => list.length === 0}
        empty={<p>No payment issues. All your recent payments went through.</p>}
      >
        {(list) => (
          <ul className={styles.issues}>
            {list.slice(0, FAILURES_SHOWN).map((failure) => (
              <li key={failure.failureId} className={styles.issue}>
                <span className={styles.issueIcon} aria-hidden="true">
                  !
                </span>
                <div>
                  <p className={styles.issueMessage}>{failureRecordMessage(failure)}</p>
                  <p className={styles.muted}>
                    {formatDateTime(failure.timestamp)}
                    {failure.amount ? ` · ${formatPaise(failure.amount)}` : ''}
                    {failure.errorDescription ? ` · ${failure.errorDescription}` : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
