import type { ComponentHealth } from '@abhyas/contracts';
import type { PaymentsConfig } from './infrastructure/payments.config';

const RAZORPAY_API = 'https://api.razorpay.com/v1';

/**
 * The offline sandbox (chosen by PAYMENTS_PROVIDER, or by default outside production) is
 * reported as `sandbox`, never a fault. With Razorpay, listing one order proves the
 * credentials and the API answer.
 */
export const razorpayHealthCheck =
  (config: PaymentsConfig) => async (): Promise<ComponentHealth> => {
    if (config.provider === 'sandbox') {
      return {
        status: 'sandbox',
        detail: 'The offline sandbox handles payments: test cards only, no money moves.',
      };
    }
    const response = await fetch(`${RAZORPAY_API}/orders?count=1`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`,
      },
    });
    return response.ok
      ? { status: 'ok' }
      : { status: 'down', detail: `Razorpay answered HTTP ${response.status}` };
  };
