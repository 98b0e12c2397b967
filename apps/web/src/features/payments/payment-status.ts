import { PAYMENT_MESSAGES, type CreditGrantOutcome } from '@abhyas/contracts';

export interface PaymentStatus {
  kind: 'success' | 'info' | 'error';
  text: string;
}

/** After a completed grant: the spec's success line, or the ledger-is-catching-up notice. */
export function grantStatus(outcome: CreditGrantOutcome, credits: number): PaymentStatus {
  if (outcome.pending) {
    return { kind: 'info', text: outcome.message || PAYMENT_MESSAGES.creditsPending };
  }
  return { kind: 'success', text: `Payment successful! ${credits} credits added.` };
}

export function subscriptionStatus(
  outcome: CreditGrantOutcome,
  planName: string,
  credits: number,
): PaymentStatus {
  if (outcome.pending) {
    return { kind: 'info', text: outcome.message || PAYMENT_MESSAGES.creditsPending };
  }
  return {
    kind: 'success',
    text: `Subscription activated! ${planName} plan: ${credits} credits added.`,
  };
}

export const errorStatus = (text: string): PaymentStatus => ({ kind: 'error', text });
