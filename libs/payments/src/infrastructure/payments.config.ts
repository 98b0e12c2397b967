import { loadConfig, oneOf, positiveInt } from '@abhyas/runtime';
import { z } from 'zod';

type Env = Readonly<Record<string, string | undefined>>;

const RAZORPAY_PIECES = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

const settings = z
  .object({
    NODE_ENV: z.string().optional(),
    /**
     * Which gateway takes payments. The sandbox's test cards grant real credits, so it is the
     * default only outside production; there, and wherever Razorpay keys are given, the choice
     * is written down.
     */
    PAYMENTS_PROVIDER: oneOf(['razorpay', 'sandbox']).optional(),
    RAZORPAY_KEY_ID: z.string().trim().optional(),
    /** The sandbox signs with these too when they are set (tests sign as Razorpay would). */
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    /** `basic_monthly=plan_x,standard_monthly=plan_y`: our plan id → Razorpay's. */
    RAZORPAY_PLAN_IDS: z.string().optional(),
    /** How often checkouts left open past their window are marked expired. */
    PAYMENTS_EXPIRY_SWEEP_MS: positiveInt().default(60_000),
  })
  .superRefine((config, ctx) => {
    const require = (variable: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [variable], message });
    if (!config.PAYMENTS_PROVIDER && config.NODE_ENV === 'production') {
      require('PAYMENTS_PROVIDER', 'is required when NODE_ENV=production: razorpay to take real payments, or sandbox for test payments only (its test cards grant credits without any money moving)');
    } else if (!config.PAYMENTS_PROVIDER && config.RAZORPAY_KEY_ID) {
      require('PAYMENTS_PROVIDER', 'is required when RAZORPAY_KEY_ID is set: razorpay to take payments with those keys, or sandbox for test payments');
    }
    if (config.PAYMENTS_PROVIDER === 'razorpay') {
      for (const piece of RAZORPAY_PIECES) {
        if (!config[piece]) {
          require(piece, 'is required when PAYMENTS_PROVIDER=razorpay');
        }
      }
    }
  });

export type PaymentsConfig = { expirySweepMs: number } & (
  | {
      provider: 'razorpay';
      keyId: string;
      keySecret: string;
      webhookSecret: string;
      planIds?: string;
    }
  | { provider: 'sandbox'; keySecret?: string; webhookSecret?: string }
);

/**
 * Payments' settings, checked before anything starts: a missing or contradictory choice of
 * gateway stops the process with a message naming the variable (ConfigError).
 */
export const loadPaymentsConfig = (env: Env): PaymentsConfig => {
  const config = loadConfig(settings, env);
  const expirySweepMs = config.PAYMENTS_EXPIRY_SWEEP_MS;
  if (config.PAYMENTS_PROVIDER === 'razorpay') {
    // The refinement above made sure all three are there.
    return {
      expirySweepMs,
      provider: 'razorpay',
      keyId: config.RAZORPAY_KEY_ID ?? '',
      keySecret: config.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
      planIds: config.RAZORPAY_PLAN_IDS,
    };
  }
  return {
    expirySweepMs,
    provider: 'sandbox',
    keySecret: config.RAZORPAY_KEY_SECRET,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
  };
};
