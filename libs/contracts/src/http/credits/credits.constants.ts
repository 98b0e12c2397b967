/** Credit costs and limits of the parent side (spec: parent-side section 9; architecture.md). */
export const CREDIT_COSTS = {
  generatePaperAi: 10,
  generatePaperFromBank: 5,
  scheduleTest: 5,
  premiumQuestions: 3,
  detailedAnalyticsReport: 2,
  explanationRequest: 1,
} as const;

/** What each debit is for; the stats' usageBreakdown groups by it. */
export const CREDIT_USAGE_CATEGORIES = [
  'paper_generation',
  'bank_generation',
  'test_scheduling',
  'premium_questions',
  'analytics_report',
  'explanation',
  'other',
] as const;
export type CreditUsageCategory = (typeof CREDIT_USAGE_CATEGORIES)[number];

export const CREDIT_TRANSACTION_TYPES = [
  'purchase',
  'usage',
  'refund',
  'adjustment',
  'subscription',
  'bonus',
  'expiry',
] as const;
export type CreditTransactionType = (typeof CREDIT_TRANSACTION_TYPES)[number];

/** Types that add credits; `usage` and `expiry` take them away, `adjustment` may do either. */
export const CREDITING_TRANSACTION_TYPES = [
  'purchase',
  'refund',
  'adjustment',
  'subscription',
  'bonus',
] as const satisfies readonly CreditTransactionType[];
export type CreditingTransactionType = (typeof CREDITING_TRANSACTION_TYPES)[number];

/** Types that take credits away: spending, a correction downwards, or credits running out. */
export const DEBITING_TRANSACTION_TYPES = [
  'usage',
  'adjustment',
  'expiry',
] as const satisfies readonly CreditTransactionType[];
export type DebitingTransactionType = (typeof DEBITING_TRANSACTION_TYPES)[number];

/** A new parent account receives this once (architecture.md, spec gaps). */
export const WELCOME_BONUS_CREDITS = 50;

/** The sidebar's credit bar shows the balance out of this, capped at 100 %. */
export const CREDIT_BAR_SCALE = 500;
export const BALANCE_POLL_MS = 30_000;
export const TRANSACTION_PAGE_SIZE = 25;
/** Paging of histories stops far past any real one, which keeps SQL offsets small integers. */
export const MAX_HISTORY_PAGE = 100_000;
export const MAX_HISTORY_OFFSET = 10_000_000;
export const STATUS_MESSAGE_TIMEOUT_MS = 5_000;

/** A reservation not committed or released within this is released by the ledger itself. */
export const DEFAULT_RESERVATION_TIMEOUT_SECONDS = 600;
export const MAX_RESERVATION_TIMEOUT_SECONDS = 3_600;

/** One transfer moves at most this many credits (a guard against a unit mistake, paise as credits). */
export const MAX_TRANSFER_CREDITS = 1_000_000;

export const STATS_PERIODS = ['week', 'month', 'year', 'all'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

export const CREDIT_MESSAGES = {
  insufficientCredits: 'Insufficient credits',
  balanceUnavailable: 'Unable to fetch real-time balance/statistics. Please refresh the page.',
  fetchTransactionsFailed: 'Failed to fetch credit transactions',
  fetchPaymentsFailed: 'Failed to fetch payment history',
  reservationNotFound: 'Reservation not found',
  reservationSettled: 'Reservation is already settled',
  transferIdReused: 'This transfer id was already used for a different transfer',
  accountForbidden: 'You can only see your own credits',
} as const;
