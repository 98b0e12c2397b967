import { createHmac } from 'node:crypto';
import { planById } from '@abhyas/contracts';
import Razorpay from 'razorpay';
import { PaymentsException } from '../../application/payments.exception';
import { HmacSignatures } from '../hmac-signatures';
import { parsePlanIds, RazorpayPaymentProvider } from './razorpay-payment.provider';

interface FakeRequest {
  method?: string;
  url?: string;
  data?: string;
  auth?: { username: string; password: string };
}

type Reply = { status: number; data: unknown };

/** Replaces the SDK's HTTP layer (its axios adapter): no request ever leaves the process. */
const fakeHttp = (reply: (request: FakeRequest) => Reply) => {
  const client = new Razorpay({ key_id: 'rzp_test_abc', key_secret: 'secret' });
  const requests: FakeRequest[] = [];
  const rq = (client.api as unknown as { rq: { defaults: { adapter: unknown } } }).rq;
  rq.defaults.adapter = async (config: FakeRequest) => {
    requests.push(config);
    const { status, data } = reply(config);
    if (status >= 400) {
      throw Object.assign(new Error(`HTTP ${status}`), { response: { status, data } });
    }
    return { data, status, statusText: 'OK', headers: {}, config };
  };
  return { client, requests };
};

const bodyOf = (request: FakeRequest) => JSON.parse(request.data ?? '{}');

describe('Razorpay payment provider', () => {
  it('creates an order with the amount in paise, receipt and notes, over basic auth', async () => {
    const { client, requests } = fakeHttp(() => ({
      status: 200,
      data: { id: 'order_ABCDEFGHIJKLMN', amount: 10_000, currency: 'INR', status: 'created' },
    }));
    const provider = new RazorpayPaymentProvider(client, 'rzp_test_abc', {});
    const order = await provider.createOrder(10_000, 'INR', 'payment-1', {
      paymentId: 'payment-1',
    });
    expect(order).toEqual({ id: 'order_ABCDEFGHIJKLMN', amount: 10_000, currency: 'INR' });
    expect(requests[0]).toMatchObject({
      method: 'post',
      url: '/v1/orders',
      auth: { username: 'rzp_test_abc', password: 'secret' },
    });
    expect(bodyOf(requests[0])).toEqual({
      amount: 10_000,
      currency: 'INR',
      receipt: 'payment-1',
      notes: { paymentId: 'payment-1' },
    });
  });

  it("turns Razorpay's error into a 502 carrying its description", async () => {
    const { client } = fakeHttp(() => ({
      status: 401,
      data: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } },
    }));
    const provider = new RazorpayPaymentProvider(client, 'rzp_test_abc', {});
    const failure = provider.createOrder(100, 'INR', 'r', {});
    await expect(failure).rejects.toBeInstanceOf(PaymentsException);
    await expect(failure).rejects.toMatchObject({
      status: 502,
      message: expect.stringContaining('Authentication failed'),
    });
  });

  it('creates a fixed-term subscription (one charge) on the configured Razorpay plan', async () => {
    const { client, requests } = fakeHttp(() => ({
      status: 200,
      data: { id: 'sub_ABCDEFGHIJKLMN', status: 'created' },
    }));
    const provider = new RazorpayPaymentProvider(client, 'rzp_test_abc', {
      basic_monthly: 'plan_basic',
    });
    const created = await provider.createSubscription(planById('basic_monthly')!, { userId: 'u1' });
    expect(created).toEqual({ id: 'sub_ABCDEFGHIJKLMN' });
    expect(requests[0]).toMatchObject({ method: 'post', url: '/v1/subscriptions' });
    expect(bodyOf(requests[0])).toMatchObject({
      plan_id: 'plan_basic',
      total_count: 1,
      notes: { userId: 'u1' },
    });
  });

  it('says clearly (503) that a plan without a Razorpay plan id cannot be bought', async () => {
    const { client, requests } = fakeHttp(() => ({ status: 200, data: {} }));
    const provider = new RazorpayPaymentProvider(client, 'rzp_test_abc', {});
    await expect(provider.createSubscription(planById('ultra_yearly')!, {})).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining('RAZORPAY_PLAN_IDS'),
    });
    expect(requests).toHaveLength(0);
  });

  it("fetches a payment's method, and knows no payment Razorpay does not know", async () => {
    const { client, requests } = fakeHttp((request) =>
      request.url?.endsWith('pay_KNOWN')
        ? {
            status: 200,
            data: {
              id: 'pay_KNOWN',
              method: 'card',
              order_id: 'order_1',
              card: { network: 'Visa', last4: '1111' },
            },
          }
        : {
            status: 400,
            data: { error: { code: 'BAD_REQUEST_ERROR', description: 'does not exist' } },
          },
    );
    const provider = new RazorpayPaymentProvider(client, 'rzp_test_abc', {});
    expect(await provider.fetchPayment('pay_KNOWN')).toEqual({
      paymentMethod: { type: 'card', network: 'Visa', last4: '1111' },
      orderId: 'order_1',
    });
    expect(requests[0]).toMatchObject({ method: 'get', url: '/v1/payments/pay_KNOWN' });
    expect(await provider.fetchPayment('pay_UNKNOWN')).toBeUndefined();
  });

  it('reads RAZORPAY_PLAN_IDS pairs and skips malformed ones', () => {
    expect(parsePlanIds(' basic_monthly=plan_a, standard_monthly = plan_b ,bad,=x')).toEqual({
      basic_monthly: 'plan_a',
      standard_monthly: 'plan_b',
    });
    expect(parsePlanIds(undefined)).toEqual({});
  });
});

describe('HMAC signatures', () => {
  const hex = (secret: string, text: string) =>
    createHmac('sha256', secret).update(text).digest('hex');
  const signatures = new HmacSignatures('key-secret', 'webhook-secret');

  it("verifies checkout signatures the way Razorpay's documentation computes them", () => {
    const signature = hex('key-secret', 'order_1|pay_1');
    expect(signatures.verifyCheckout('order_1', 'pay_1', signature)).toBe(true);
    expect(signatures.verifyCheckout('order_2', 'pay_1', signature)).toBe(false);
    expect(signatures.verifyCheckout('order_1', 'pay_1', 'short')).toBe(false);
  });

  it('verifies subscription signatures over payment_id|subscription_id', () => {
    const signature = hex('key-secret', 'pay_1|sub_1');
    expect(signatures.verifySubscription('pay_1', 'sub_1', signature)).toBe(true);
    expect(signatures.verifySubscription('pay_1', 'sub_2', signature)).toBe(false);
  });

  it('verifies webhook signatures over the raw body with the webhook secret', () => {
    const raw = '{"event":"payment.captured"}';
    expect(signatures.verifyWebhook(raw, hex('webhook-secret', raw))).toBe(true);
    expect(signatures.verifyWebhook(`${raw} `, hex('webhook-secret', raw))).toBe(false);
    expect(signatures.verifyWebhook(raw, hex('key-secret', raw))).toBe(false);
    expect(
      Razorpay.validateWebhookSignature(raw, signatures.signWebhook(raw), 'webhook-secret'),
    ).toBe(true);
  });
});
