import type { SqlExecutor } from '@abhyas/event-store';
import Razorpay from 'razorpay';
import type { PaymentProvider } from '../application/payments.ports';
import { HmacSignatures } from './hmac-signatures';
import { loadOrCreatePaymentSecret } from './payment-secrets';
import { parsePlanIds, RazorpayPaymentProvider } from './razorpay/razorpay-payment.provider';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment.provider';

export interface PaymentGateway {
  provider: PaymentProvider;
  signatures: HmacSignatures;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Razorpay when both API keys are set, the offline sandbox otherwise. Secrets not given are
 * generated once and kept in the schema (for Razorpay that only happens to the webhook secret,
 * whose webhooks then fail verification until RAZORPAY_WEBHOOK_SECRET is set).
 */
export const choosePaymentGateway = async (
  env: Env,
  db: SqlExecutor,
  schema: string,
): Promise<PaymentGateway> => {
  const keyId = env.RAZORPAY_KEY_ID;
  const keySecret = env.RAZORPAY_KEY_SECRET;
  const webhookSecret =
    env.RAZORPAY_WEBHOOK_SECRET || (await loadOrCreatePaymentSecret(db, schema, 'webhook'));
  if (keyId && keySecret) {
    return {
      provider: new RazorpayPaymentProvider(
        new Razorpay({ key_id: keyId, key_secret: keySecret }),
        keyId,
        parsePlanIds(env.RAZORPAY_PLAN_IDS),
      ),
      signatures: new HmacSignatures(keySecret, webhookSecret),
    };
  }
  const sandboxSecret = keySecret || (await loadOrCreatePaymentSecret(db, schema, 'sandbox-key'));
  return {
    provider: new SandboxPaymentProvider(db, schema),
    signatures: new HmacSignatures(sandboxSecret, webhookSecret),
  };
};
