import type { PaymentStatus } from '../payment-status';
import styles from './payments.module.css';

const KIND_CLASS = {
  success: styles.statusSuccess,
  info: styles.statusInfo,
  error: styles.statusError,
} as const;

/** The Payment page's message line; it clears itself after 5 s (see usePaymentFlow). */
export function PaymentStatusBanner({
  status,
  onDismiss,
}: {
  status: PaymentStatus | null;
  onDismiss: () => void;
}) {
  return (
    <div aria-live="polite" className={styles.statusSlot}>
      {status ? (
        <div
          className={`${styles.status} ${KIND_CLASS[status.kind]}`}
          role={status.kind === 'error' ? 'alert' : 'status'}
          data-testid="payment-status"
          data-kind={status.kind}
        >
          <span>{status.text}</span>
          <button type="button" aria-label="Dismiss message" onClick={onDismiss}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
