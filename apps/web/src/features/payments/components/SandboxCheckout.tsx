import {
  cardDigits,
  SANDBOX_FAILING_CARDS,
  SANDBOX_SUCCESS_CARD,
  type PaymentFailureClass,
} from '@abhyas/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/create-api-client';
import { formatPaise } from '../../credits/credit-format';
import { paymentsApi } from '../api/payments-api';
import { FAILED_CHECKOUT_CLOSE_MS, toCheckoutSuccess } from '../checkout/checkout.types';
import type { SandboxSession } from '../hooks/useCheckout';
import { failureMessage, razorpayErrorFrom, transportFailure } from '../payment-failure';
import styles from './payments.module.css';

const CLASS_LABELS: Record<PaymentFailureClass, string> = {
  card_declined: 'Declined by the bank',
  insufficient_funds: 'Insufficient funds',
  card_expired: 'Expired card',
  temporary: 'Temporary bank issue',
  network: 'Network error',
  unknown: 'Unknown failure',
};

type Phase = { kind: 'ready' } | { kind: 'paying' } | { kind: 'failed'; message: string };

/** The sandbox stand-in for Razorpay's checkout: a TEST payment, nothing is charged. */
export function SandboxCheckout({
  session,
  onClose,
}: {
  session: SandboxSession;
  onClose: () => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [card, setCard] = useState(SANDBOX_SUCCESS_CARD);
  const [cardProblem, setCardProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'ready' });
  const { request } = session;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) {
      element.showModal();
    }
    return () => element?.close();
  }, []);

  useEffect(() => {
    if (phase.kind !== 'failed') {
      return undefined;
    }
    // Spec: the payment modal is force-closed 2 s after a failure.
    const timer = window.setTimeout(onClose, FAILED_CHECKOUT_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [phase.kind, onClose]);

  const pay = async () => {
    if (!/^\d{12,19}$/.test(cardDigits(card))) {
      setCardProblem('Enter a card number of 12 to 19 digits.');
      return;
    }
    setCardProblem(null);
    setPhase({ kind: 'paying' });
    try {
      const answer = await paymentsApi.sandboxPay({ ...request.target, card: { number: card } });
      session.settle({ kind: 'paid', payment: toCheckoutSuccess(answer) });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setCardProblem(error.serverMessage ?? 'Check the card number.');
        setPhase({ kind: 'ready' });
        return;
      }
      const failure =
        (error instanceof ApiError ? razorpayErrorFrom(error.body) : null) ??
        transportFailure(error);
      session.settle({ kind: 'failed', error: failure });
      setPhase({ kind: 'failed', message: failureMessage(failure) });
    }
  };

  return (
    <dialog
      ref={dialog}
      className={styles.sandbox}
      aria-labelledby={`${id}-title`}
      data-testid="sandbox-checkout"
      onCancel={(event) => {
        event.preventDefault();
        if (phase.kind !== 'paying') {
          onClose();
        }
      }}
    >
      <p className={styles.sandboxBanner} data-testid="sandbox-banner">
        <strong>TEST</strong> Test payment — no money moves
      </p>
      <div className={styles.sandboxBody}>
        <h2 id={`${id}-title`}>Abhyas checkout</h2>
        <p className={styles.sandboxAmount}>
          <span>{request.description}</span>
          <strong>{formatPaise(request.amountPaise)}</strong>
        </p>
        {phase.kind === 'failed' ? (
          <p
            className={`${styles.status} ${styles.statusError}`}
            role="alert"
            data-testid="sandbox-failure"
          >
            {phase.message}
          </p>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void pay();
            }}
            noValidate
          >
            <div className="field">
              <label htmlFor={`${id}-card`}>Card number</label>
              <input
                id={`${id}-card`}
                className="input"
                inputMode="numeric"
                autoComplete="off"
                value={card}
                disabled={phase.kind === 'paying'}
                onChange={(event) => setCard(event.target.value)}
                aria-invalid={Boolean(cardProblem)}
                aria-describedby={cardProblem ? `${id}-card-error` : undefined}
                data-testid="sandbox-card-number"
              />
              {cardProblem ? (
                <span id={`${id}-card-error`} className="field-error" role="alert">
                  {cardProblem}
                </span>
              ) : null}
            </div>
            <div className={styles.testCards}>
              <p className={styles.testCardsTitle}>Test cards (tap one to use it)</p>
              <ul>
                <li>
                  <button type="button" onClick={() => setCard(SANDBOX_SUCCESS_CARD)}>
                    <code>{SANDBOX_SUCCESS_CARD}</code>
                  </button>
                  <span>Payment succeeds</span>
                </li>
                {SANDBOX_FAILING_CARDS.map((test) => (
                  <li key={test.number}>
                    <button type="button" onClick={() => setCard(test.number)}>
                      <code>{test.number}</code>
                    </button>
                    <span>{CLASS_LABELS[test.failureClass]}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div className={`form-actions ${styles.sandboxActions}`}>
              <button
                type="button"
                className="button button--light"
                onClick={onClose}
                disabled={phase.kind === 'paying'}
              >
                Cancel
              </button>
              <button
                type="submit"
                className="button button--primary"
                disabled={phase.kind === 'paying'}
                data-testid="sandbox-pay"
              >
                {phase.kind === 'paying' ? 'Paying...' : `Pay ${formatPaise(request.amountPaise)}`}
              </button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  );
}
