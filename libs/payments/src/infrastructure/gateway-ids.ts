import { randomBytes, randomUUID } from 'node:crypto';
import type { PaymentIds } from '../application/payments.ports';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Ids shaped like Razorpay's: `order_`, `pay_` or `sub_` and 14 alphanumerics. */
export const gatewayId = (prefix: 'order' | 'pay' | 'sub'): string => {
  const bytes = randomBytes(14);
  let suffix = '';
  for (const byte of bytes) {
    // The slight modulo bias is harmless: these ids name things, they guard nothing.
    suffix += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  }
  return `${prefix}_${suffix}`;
};

export const cryptoPaymentIds: PaymentIds = {
  newPaymentId: () => randomUUID(),
  newFailureId: () => randomUUID(),
};
