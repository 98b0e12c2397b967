import type { ComponentHealth } from '@abhyas/contracts';

const RAZORPAY_API = 'https://api.razorpay.com/v1';

/**
 * Without Razorpay keys the offline sandbox takes payments: reported as `sandbox`, never a
 * fault. With keys, listing one order proves the credentials and the API answer.
 */
export const razorpayHealthCheck =
  (env: Readonly<Record<string, string | undefined>>) => async (): Promise<ComponentHealth> => {
    const keyId = env.RAZORPAY_KEY_ID;
    const keySecret = env.RAZORPAY_KEY_SECRET;
    if (!keyId || !keySecret) {
      return {
        status: 'sandbox',
        detail: 'No Razorpay keys: the offline sandbox handles payments.',
      };
    }
    const response = await fetch(`${RAZORPAY_API}/orders?count=1`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
      },
    });
    return response.ok
      ? { status: 'ok' }
      : { status: 'down', detail: `Razorpay answered HTTP ${response.status}` };
  };
