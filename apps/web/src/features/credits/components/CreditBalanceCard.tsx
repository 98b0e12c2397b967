import { CREDIT_MESSAGES } from '@abhyas/contracts';
import { Link } from '@tanstack/react-router';
import { formatCredits } from '../credit-format';
import { useCreditBalance, useJoinedRefetch } from '../hooks/useCreditBalance';
import { RefreshButton } from './RefreshButton';
import styles from './usage.module.css';

/** The Payment page's headline card: spendable balance, what is held, refresh. */
export function CreditBalanceCard({ userId }: { userId: string }) {
  const balance = useCreditBalance(userId);
  const refetch = useJoinedRefetch(balance);
  return (
    <section
      className={styles.balanceCard}
      aria-labelledby="balance-title"
      data-testid="payment-balance-card"
    >
      <div>
        <h2 id="balance-title" className={styles.balanceTitle}>
          Available credits
        </h2>
        {balance.isPending ? (
          <p className={styles.balanceValue} aria-busy="true">
            …
          </p>
        ) : balance.isError && !balance.data ? (
          <div className={styles.balanceError} role="alert">
            <p>{CREDIT_MESSAGES.balanceUnavailable}</p>
            <button type="button" className="button button--light" onClick={() => void refetch()}>
              Try Again
            </button>
          </div>
        ) : (
          <p className={styles.balanceValue} data-testid="payment-balance">
            {formatCredits(balance.data?.balance ?? 0)}
          </p>
        )}
        {balance.data && balance.data.reserved > 0 ? (
          <p className={styles.balanceNote}>
            {formatCredits(balance.data.reserved)} held for work in progress ·{' '}
            {formatCredits(balance.data.postedBalance)} in total
          </p>
        ) : (
          <p className={styles.balanceNote}>1 credit = ₹1 with pay as you go; more with a plan.</p>
        )}
      </div>
      <div className={styles.balanceActions}>
        <RefreshButton
          label="Refresh balance"
          fetching={balance.isFetching}
          onClick={() => void refetch()}
        />
        <Link
          to="/parent-dashboard"
          search={{ view: 'transaction-log' }}
          className={styles.balanceLink}
        >
          Transaction log →
        </Link>
      </div>
    </section>
  );
}
