import {
  PAYMENT_MESSAGES,
  SANDBOX_FAILING_CARDS,
  SUBSCRIPTION_PLANS,
  type RecordFailureRequest,
} from '@abhyas/contracts';
import { ApiError } from '../../lib/create-api-client';
import type { CheckoutOutcome, CheckoutRequest } from './checkout/checkout.types';
import { createFailureRecorder } from './failure-recorder';
import { createPaymentFlow, type PaymentsPort } from './payment-flow';

const declined = SANDBOX_FAILING_CARDS[0].error;
const paid = (orderId: string): CheckoutOutcome => ({
  kind: 'paid',
  payment: { razorpayPaymentId: 'pay_1', razorpayOrderId: orderId, razorpaySignature: 'sig' },
});

function fakeApi(overrides: Partial<PaymentsPort> = {}) {
  const calls: string[] = [];
  const recorded: RecordFailureRequest[] = [];
  let orders = 0;
  const api: PaymentsPort = {
    reload: (_userId, credits) => {
      calls.push(`reload ${credits}`);
      return Promise.resolve({
        success: true,
        paymentId: 'p_1',
        credits,
        amount: credits,
        amountPaise: credits * 100,
        currency: 'INR',
      });
    },
    createOrder: (amount, paymentId) => {
      calls.push(`create-order ${amount} ${paymentId}`);
      orders += 1;
      return Promise.resolve({
        success: true,
        id: `order_${orders}`,
        amount,
        currency: 'INR',
        paymentId,
      });
    },
    getKey: () => {
      calls.push('get-key');
      return Promise.resolve({ success: true, keyId: 'rzp_test', mode: 'sandbox' });
    },
    fetchRazorpayDetails: () => {
      calls.push('fetch-details');
      return Promise.resolve({ success: true, paymentMethod: { type: 'card', last4: '1111' } });
    },
    completeReload: (request) => {
      calls.push(
        `complete ${request.razorpayOrderId} ${String(request.paymentMethodDetails?.type)}`,
      );
      return Promise.resolve({
        success: true,
        pending: false,
        newBalance: 150,
        transactionId: 't_1',
        credits: request.credits ?? 0,
      });
    },
    createSubscription: (planId, cycle) => {
      calls.push(`create-subscription ${planId} ${cycle}`);
      return Promise.resolve({
        success: true,
        subscriptionId: 'sub_1',
        paymentId: 'p_sub',
        plan: SUBSCRIPTION_PLANS[1],
        amount: 20_000,
        currency: 'INR',
        keyId: 'rzp_test',
      });
    },
    activateSubscription: (request) => {
      calls.push(`activate ${request.razorpaySubscriptionId} ${request.status ?? ''}`);
      return Promise.resolve({
        success: true,
        pending: false,
        newBalance: 350,
        transactionId: 't_2',
        credits: 300,
        subscription: {
          subscriptionId: 'sub_1',
          planId: request.planId,
          name: 'Standard',
          billingCycle: 'monthly',
          credits: 300,
          status: 'active',
          startsAt: '2026-11-22T00:00:00Z',
          endsAt: '2026-12-22T00:00:00Z',
        },
      });
    },
    cancelPayment: (paymentId) => {
      calls.push(`cancel ${paymentId}`);
      return Promise.resolve({ success: true, paymentId, status: 'cancelled' });
    },
    recordFailure: (request) => {
      recorded.push(request);
      return Promise.resolve({ success: true, failureId: 'f_1', recorded: true });
    },
    ...overrides,
  };
  return { api, calls, recorded };
}

function setup(outcome: (request: CheckoutRequest) => CheckoutOutcome, overrides = {}) {
  const fake = fakeApi(overrides);
  const opened: CheckoutRequest[] = [];
  const flow = createPaymentFlow({
    api: fake.api,
    openCheckout: (request) => {
      opened.push(request);
      return Promise.resolve(outcome(request));
    },
    recorder: createFailureRecorder(null),
  });
  return { ...fake, flow, opened };
}

describe('pay as you go', () => {
  it('reloads, creates the order in paise, checks out and completes', async () => {
    const { flow, calls, opened } = setup((request) =>
      paid('orderId' in request.target ? request.target.orderId : ''),
    );
    const result = await flow.buyCredits('u1', 100);
    expect(calls).toEqual([
      'reload 100',
      'create-order 10000 p_1',
      'get-key',
      'fetch-details',
      'complete order_1 card',
    ]);
    expect(opened[0]).toMatchObject({
      mode: 'sandbox',
      target: { orderId: 'order_1' },
      amountPaise: 10_000,
    });
    expect(result).toEqual({
      status: { kind: 'success', text: 'Payment successful! 100 credits added.' },
      completed: true,
    });
  });

  it('shows the pending message when the ledger is catching up', async () => {
    const { flow } = setup(() => paid('order_1'), {
      completeReload: () =>
        Promise.resolve({
          success: true as const,
          pending: true as const,
          newBalance: null,
          transactionId: null,
          credits: 10,
          message: PAYMENT_MESSAGES.creditsPending,
        }),
    });
    const result = await flow.buyCredits('u1', 10);
    expect(result).toEqual({
      status: { kind: 'info', text: PAYMENT_MESSAGES.creditsPending },
      completed: true,
    });
  });

  it('still completes when the payment method cannot be fetched', async () => {
    const { flow, calls } = setup(() => paid('order_1'), {
      fetchRazorpayDetails: () => Promise.reject(new Error('down')),
    });
    const result = await flow.buyCredits('u1', 10);
    expect(result.completed).toBe(true);
    expect(calls.at(-1)).toBe('complete order_1 undefined');
  });

  it('records a failed checkout once per order and shows its class message', async () => {
    const { flow, recorded } = setup(() => ({
      kind: 'failed',
      error: { ...declined, metadata: { payment_id: 'pay_9' } },
    }));
    const result = await flow.buyCredits('u1', 10);
    expect(result).toEqual({
      status: { kind: 'error', text: PAYMENT_MESSAGES.cardDeclined },
      completed: false,
    });
    expect(recorded).toEqual([
      expect.objectContaining({
        userId: 'u1',
        orderId: 'order_1',
        paymentId: 'p_1',
        amount: 1000,
        currency: 'INR',
        gateway: 'sandbox',
        gatewayTransactionId: 'pay_9',
        errorCode: 'BAD_REQUEST_ERROR',
        errorReason: 'card_declined',
        errorStep: 'payment_authorization',
        errorSource: 'bank',
      }),
    ]);
  });

  it('does not record the same order twice in a session', async () => {
    const fake = fakeApi({
      createOrder: (amount: number, paymentId: string) =>
        Promise.resolve({
          success: true as const,
          id: 'order_same',
          amount,
          currency: 'INR' as const,
          paymentId,
        }),
    });
    const flow = createPaymentFlow({
      api: fake.api,
      openCheckout: () => Promise.resolve({ kind: 'failed', error: declined }),
      recorder: createFailureRecorder(null),
    });
    await flow.buyCredits('u1', 10);
    await flow.buyCredits('u1', 10);
    expect(fake.recorded).toHaveLength(1);
  });

  it('treats a dismissed checkout as cancelled, tells the server, and records no failure', async () => {
    const { flow, recorded, calls } = setup(() => ({ kind: 'dismissed' }));
    const result = await flow.buyCredits('u1', 10);
    expect(result.status).toEqual({ kind: 'error', text: PAYMENT_MESSAGES.cancelled });
    expect(recorded).toHaveLength(0);
    expect(calls.at(-1)).toBe('cancel p_1');
  });

  it('still says cancelled when the cancel call fails (the server expires it later)', async () => {
    const { flow } = setup(() => ({ kind: 'dismissed' }), {
      cancelPayment: () => Promise.reject(new Error('offline')),
    });
    const result = await flow.buyCredits('u1', 10);
    expect(result.status).toEqual({ kind: 'error', text: PAYMENT_MESSAGES.cancelled });
  });

  it('reports a missing gateway configuration', async () => {
    const { flow, opened } = setup(() => paid('order_1'), {
      getKey: () => Promise.reject(new ApiError(500, 'Server Error', null, null, 'r')),
    });
    const result = await flow.buyCredits('u1', 10);
    expect(result.status.text).toBe(PAYMENT_MESSAGES.configFailed);
    expect(opened).toHaveLength(0);
  });

  it('falls back to the default message when the order cannot be opened', async () => {
    const { flow } = setup(() => paid('order_1'), {
      reload: () => Promise.reject(new ApiError(503, 'Unavailable', null, null, 'r')),
    });
    expect((await flow.buyCredits('u1', 10)).status.text).toBe(
      PAYMENT_MESSAGES.paymentFailedDefault,
    );
  });

  it('asks a parent who paid but was not credited to contact support', async () => {
    const { flow } = setup(() => paid('order_1'), {
      completeReload: () => Promise.reject(new ApiError(502, 'Bad Gateway', null, null, 'r')),
    });
    expect((await flow.buyCredits('u1', 10)).status.text).toBe(PAYMENT_MESSAGES.unknown);
  });
});

describe('subscriptions', () => {
  const standard = SUBSCRIPTION_PLANS.find((plan) => plan.planId === 'standard_monthly') ?? null;

  it('needs a selected plan', async () => {
    const { flow, calls } = setup(() => paid('x'));
    const result = await flow.subscribe('u1', null);
    expect(result.status).toEqual({ kind: 'error', text: 'Please select a subscription package' });
    expect(calls).toHaveLength(0);
  });

  it('creates, checks out with the subscription id and records it as active', async () => {
    const { flow, calls, opened } = setup(() => ({
      kind: 'paid',
      payment: {
        razorpayPaymentId: 'pay_2',
        razorpaySubscriptionId: 'sub_1',
        razorpaySignature: 's',
      },
    }));
    const result = await flow.subscribe('u1', standard);
    expect(calls).toEqual([
      'create-subscription standard_monthly monthly',
      'get-key',
      'activate sub_1 active',
    ]);
    expect(opened[0]).toMatchObject({ target: { subscriptionId: 'sub_1' }, amountPaise: 20_000 });
    expect(result).toEqual({
      status: {
        kind: 'success',
        text: 'Subscription activated! Standard plan: 300 credits added.',
      },
      completed: true,
    });
  });

  it('records a failed subscription checkout under the subscription id', async () => {
    const { flow, recorded } = setup(() => ({
      kind: 'failed',
      error: SANDBOX_FAILING_CARDS[1].error,
    }));
    const result = await flow.subscribe('u1', standard);
    expect(result.status.text).toBe(PAYMENT_MESSAGES.insufficientFunds);
    expect(recorded).toEqual([
      expect.objectContaining({ orderId: 'sub_1', paymentId: 'p_sub', amount: 20_000 }),
    ]);
  });

  it('cancels the plan’s payment when its checkout is dismissed', async () => {
    const { flow, calls } = setup(() => ({ kind: 'dismissed' }));
    const result = await flow.subscribe('u1', standard);
    expect(result.status.text).toBe(PAYMENT_MESSAGES.cancelled);
    expect(calls.at(-1)).toBe('cancel p_sub');
  });

  it('uses the subscription default when the subscription cannot be created', async () => {
    const { flow } = setup(() => paid('x'), {
      createSubscription: () => Promise.reject(new ApiError(500, 'Error', null, null, 'r')),
    });
    expect((await flow.subscribe('u1', standard)).status.text).toBe(
      PAYMENT_MESSAGES.subscriptionFailedDefault,
    );
  });
});
