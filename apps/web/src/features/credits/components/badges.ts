import type { CreditTransactionType, PaymentStatus } from '@abhyas/contracts';

export type BadgeTone = 'positive' | 'negative' | 'info' | 'warning' | 'neutral';

export const TRANSACTION_TONE: Record<CreditTransactionType, BadgeTone> = {
  purchase: 'positive',
  subscription: 'positive',
  bonus: 'positive',
  refund: 'positive',
  adjustment: 'info',
  usage: 'negative',
  expiry: 'warning',
};

export const PAYMENT_STATUS_TONE: Record<PaymentStatus, BadgeTone> = {
  completed: 'positive',
  pending: 'warning',
  failed: 'negative',
  cancelled: 'neutral',
  expired: 'neutral',
  refunded: 'info',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
};
