import { PAY_AS_YOU_GO } from '@abhyas/contracts';
import { useId, useState } from 'react';
import { formatCredits, formatRupees } from '../../credits/credit-format';
import {
  canDecrease,
  canIncrease,
  normaliseCredits,
  paygPriceRupees,
  PAYG_DEFAULT_CREDITS,
  roundingNote,
  stepCredits,
} from '../pay-as-you-go';
import styles from './payments.module.css';

interface PayAsYouGoProps {
  busy: boolean;
  onBuy: (credits: number) => Promise<boolean>;
}

export function PayAsYouGo({ busy, onBuy }: PayAsYouGoProps) {
  const id = useId();
  const [credits, setCredits] = useState<number>(PAYG_DEFAULT_CREDITS);
  // The field may hold a half-typed number; it snaps to a valid amount when it loses focus.
  const [typed, setTyped] = useState<string | null>(null);
  // Why the amount bought is not the one typed; it stays after the field snaps, until changed.
  const [note, setNote] = useState<string | null>(null);
  const value = typed === null ? credits : normaliseCredits(Number(typed));

  const choose = (next: number) => {
    setCredits(next);
    setTyped(null);
    setNote(null);
  };

  const buy = async () => {
    const bought = await onBuy(value);
    if (bought) {
      choose(PAYG_DEFAULT_CREDITS);
    }
  };

  return (
    <div className={styles.payg} data-testid="pay-as-you-go">
      <div className={styles.paygIntro}>
        <h3>Buy credits as you need them</h3>
        <p className={styles.muted}>
          {formatRupees(PAY_AS_YOU_GO.rupeesPerCredit)} per credit, in steps of {PAY_AS_YOU_GO.step}
          . Credits never expire.
        </p>
      </div>
      <div className={styles.stepperRow}>
        <div className={styles.stepperField}>
          <label htmlFor={`${id}-credits`}>Credits</label>
          <div className={styles.stepper}>
            <button
              type="button"
              aria-label={`Decrease by ${PAY_AS_YOU_GO.step} credits`}
              disabled={busy || !canDecrease(value)}
              onClick={() => choose(stepCredits(value, -1))}
            >
              −
            </button>
            <input
              id={`${id}-credits`}
              type="number"
              inputMode="numeric"
              min={PAY_AS_YOU_GO.minCredits}
              max={PAY_AS_YOU_GO.maxCredits}
              step={PAY_AS_YOU_GO.step}
              value={typed ?? String(credits)}
              disabled={busy}
              onChange={(event) => {
                setTyped(event.target.value);
                setNote(roundingNote(event.target.value));
              }}
              onBlur={() => {
                setCredits(value);
                setTyped(null);
              }}
              aria-describedby={note ? `${id}-rounding` : undefined}
              data-testid="payg-credits"
            />
            <button
              type="button"
              aria-label={`Increase by ${PAY_AS_YOU_GO.step} credits`}
              disabled={busy || !canIncrease(value)}
              onClick={() => choose(stepCredits(value, 1))}
            >
              +
            </button>
          </div>
          <p
            id={`${id}-rounding`}
            className={styles.roundingNote}
            aria-live="polite"
            data-testid="payg-rounding"
          >
            {note}
          </p>
        </div>
        <dl className={styles.total}>
          <dt>Total</dt>
          <dd data-testid="payg-total">{formatRupees(paygPriceRupees(value))}</dd>
        </dl>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void buy()}
          data-testid="payg-buy"
        >
          {busy ? 'Processing...' : `Buy ${formatCredits(value)} credits`}
        </button>
      </div>
    </div>
  );
}
