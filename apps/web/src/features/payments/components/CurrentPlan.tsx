import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/QueryState';
import { formatCredits, formatDate } from '../../credits/credit-format';
import { currentSubscriptionsQueryOptions } from '../api/payments-api';
import { daysRemainingText } from '../current-plan';
import styles from './payments.module.css';

/** The parent's plan terms: each running one with its dates and days left, and any to come. */
export function CurrentPlan({ userId }: { userId: string }) {
  const terms = useQuery(currentSubscriptionsQueryOptions(userId));
  const now = new Date();
  return (
    <section
      className={styles.card}
      aria-labelledby="current-plan-title"
      data-testid="current-plan"
    >
      <h2 id="current-plan-title">Your plan</h2>
      <QueryState
        query={terms}
        loading="Loading your plan..."
        errorText="Could not load your plan."
        isEmpty={(list) => list.length === 0}
        empty={
          <p className={styles.muted}>No plan yet. Choose one below, or buy credits as you go.</p>
        }
      >
        {(list) => (
          <ul className={styles.terms}>
            {list.map((term) => (
              <li
                key={term.subscriptionId}
                className={styles.term}
                data-testid={`plan-term-${term.status}`}
              >
                <p className={styles.termName}>
                  {term.name} plan
                  <span className={styles.termCredits}>
                    {formatCredits(term.credits)} credits · billed {term.billingCycle}
                  </span>
                </p>
                {term.status === 'active' ? (
                  <dl className={styles.termDates}>
                    <div>
                      <dt>Started</dt>
                      <dd>{formatDate(term.startsAt)}</dd>
                    </div>
                    <div>
                      <dt>Ends</dt>
                      <dd>{formatDate(term.endsAt)}</dd>
                    </div>
                    <div>
                      <dt>Days remaining</dt>
                      <dd data-testid="plan-days-remaining">
                        {daysRemainingText(term.endsAt, now)}
                      </dd>
                    </div>
                  </dl>
                ) : (
                  <p className={styles.muted}>
                    Next term from {formatDate(term.startsAt)} to {formatDate(term.endsAt)}; its
                    credits are already in your balance.
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
