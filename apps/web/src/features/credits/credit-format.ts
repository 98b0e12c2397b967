import {
  PAISE_PER_RUPEE,
  type CreditTransactionType,
  type CreditUsageCategory,
} from '@abhyas/contracts';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat('en-IN');

/** ₹ from rupees, e.g. ₹1,100 or ₹10.50. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** Payments carry paise: 10000 is ₹100. */
export function formatPaise(paise: number): string {
  return formatRupees(paise / PAISE_PER_RUPEE);
}

export function formatCredits(credits: number): string {
  return whole.format(credits);
}

/** Ledger amounts with their sign: +100, −10 (a true minus sign), 0. */
export function formatSignedCredits(amount: number): string {
  if (amount > 0) {
    return `+${whole.format(amount)}`;
  }
  if (amount < 0) {
    return `\u2212${whole.format(Math.abs(amount))}`;
  }
  return '0';
}

export function amountTone(amount: number): 'credit' | 'debit' | 'neutral' {
  if (amount > 0) {
    return 'credit';
  }
  return amount < 0 ? 'debit' : 'neutral';
}

/** 22 Nov 2026, or the raw text when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });
}

export const TRANSACTION_TYPE_LABELS: Record<CreditTransactionType, string> = {
  purchase: 'Purchase',
  usage: 'Usage',
  refund: 'Refund',
  adjustment: 'Adjustment',
  subscription: 'Subscription',
  bonus: 'Bonus',
  expiry: 'Expiry',
};

export const USAGE_CATEGORY_LABELS: Record<CreditUsageCategory, string> = {
  paper_generation: 'AI papers',
  bank_generation: 'Question bank papers',
  test_scheduling: 'Test scheduling',
  premium_questions: 'Premium questions',
  analytics_report: 'Analytics reports',
  explanation: 'Explanations',
  other: 'Other',
};
