import type { SqlExecutor } from '@abhyas/event-store';
import Razorpay from 'razorpay';
import type { PaymentProvider } from '../application/payments.ports';
import { HmacSignatures } from './hmac-signatures';
import { loadOrCreatePaymentSecret } from './payment-secrets';
import type { PaymentsConfig } from './payments.config';
import { parsePlanIds, RazorpayPaymentProvider } from './razorpay/razorpay-payment.provider';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment.provider';

export interface PaymentGateway {
  provider: PaymentProvider;
  signatures: HmacSignatures;
}

/**
 * The gateway the configuration chose (`PAYMENTS_PROVIDER`): Razorpay with its three secrets,
 * or the offline sandbox, which signs with RAZORPAY_KEY_SECRET / RAZORPAY_WEBHOOK_SECRET when
 * they are set and otherwise with secrets generated once and kept in the schema.
 */
export const choosePaymentGateway = async (
  config: PaymentsConfig,
  db: SqlExecutor,
  schema: string,
): Promise<PaymentGateway> => {
  if (config.provider === 'razorpay') {
    return {
      provider: new RazorpayPaymentProvider(
        new Razorpay({ key_id: config.keyId, key_secret: config.keySecret }),
        config.keyId,
        parsePlanIds(config.planIds),
      ),
      signatures: new HmacSignatures(config.keySecret, config.webhookSecret),
    };
  }
  return {
    provider: new SandboxPaymentProvider(db, schema),
    signatures: new HmacSignatures(
      config.keySecret || (await loadOrCreatePaymentSecret(db, schema, 'sandbox-key')),
      config.webhookSecret || (await loadOrCreatePaymentSecret(db, schema, 'webhook')),
    ),
  };
};
