import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentSignatures } from '../application/payments.ports';

/** A string is signed as its UTF-8 bytes; a webhook is signed as the very bytes received. */
const hmacHex = (secret: string, data: Uint8Array | string): string =>
  createHmac('sha256', secret).update(data).digest('hex');

const sameHex = (expected: string, given: string): boolean => {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Razorpay's signatures: hex HMAC-SHA256 with the key secret over `order_id|payment_id`
 * (checkout) or `payment_id|subscription_id` (subscriptions), and with the webhook secret over
 * the raw body. The sandbox signs with the same functions, so both paths are verified alike.
 */
export class HmacSignatures implements PaymentSignatures {
  constructor(
    private readonly keySecret: string,
    private readonly webhookSecret: string,
  ) {}

  signCheckout(orderId: string, gatewayPaymentId: string): string {
    return hmacHex(this.keySecret, `${orderId}|${gatewayPaymentId}`);
  }

  signSubscription(gatewayPaymentId: string, subscriptionId: string): string {
    return hmacHex(this.keySecret, `${gatewayPaymentId}|${subscriptionId}`);
  }

  signWebhook(rawBody: Uint8Array | string): string {
    return hmacHex(this.webhookSecret, rawBody);
  }

  verifyCheckout(orderId: string, gatewayPaymentId: string, signature: string): boolean {
    return sameHex(this.signCheckout(orderId, gatewayPaymentId), signature);
  }

  verifySubscription(gatewayPaymentId: string, subscriptionId: string, signature: string): boolean {
    return sameHex(this.signSubscription(gatewayPaymentId, subscriptionId), signature);
  }

  verifyWebhook(rawBody: Uint8Array | string, signature: string): boolean {
    return sameHex(this.signWebhook(rawBody), signature);
  }

  fingerprint(rawBody: Uint8Array | string): string {
    return `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  }
}
