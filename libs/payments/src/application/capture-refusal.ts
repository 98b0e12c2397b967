import { PAYMENT_MESSAGES as M } from '@abhyas/contracts';
import type { PaymentCaptureRefused } from '../domain/payment.events';

const money = (amount: { amountPaise: number | null; currency: string | null }) =>
  amount.amountPaise === null
    ? 'no amount'
    : `${(amount.amountPaise / 100).toFixed(2)} ${amount.currency ?? '(no currency)'}`;

/**
 * What a refused capture says on the payment (history's error details): the parent sees why no
 * credits came, the operator which amounts disagreed. Nothing of another parent's is named.
 */
export const refusalError = (
  refused: PaymentCaptureRefused['data'],
): { code: string; description: string } =>
  refused.reason === 'payment_reused'
    ? { code: 'PAYMENT_REUSED', description: M.paymentReused }
    : {
        code: 'AMOUNT_MISMATCH',
        description: `The gateway reported ${money(refused.reported ?? { amountPaise: null, currency: null })} captured for this ${money(refused.expected)} order, so no credits were added. Contact support for a refund.`,
      };
