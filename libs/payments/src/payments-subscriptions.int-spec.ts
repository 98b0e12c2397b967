import {
  PAYMENT_MESSAGES as M,
  planTermEnd,
  SANDBOX_SUCCESS_CARD,
  type ActivateSubscriptionResponse,
  type CurrentSubscriptionsResponse,
} from '@abhyas/contracts';
import { expectAccessMatrix, expectRebuildEqualsLive, testDatabases } from '@abhyas/testing';
import { capturedOutbox, count, usePaymentsService } from '../testing/payments-harness';
import type { Caller, paymentsClient } from '../testing/payments-test-kit';
import { paymentFailuresProjection } from './application/payment-failures.projection';
import { paymentsProjection } from './application/payments.projection';
import { subscriptionsProjection } from './application/subscriptions.projection';

describe.each(testDatabases())('payments subscriptions and read models on $engine', (factory) => {
  const h = usePaymentsService(factory);
  const { ledger, newParent } = h;
  const call: ReturnType<typeof paymentsClient> = (...args) => h.call(...args);

  it('runs the subscription flow: plans, create, pay, activate once', async () => {
    const parent = newParent();
    const plans = await call<{ plans: Array<{ planId: string }> }>(
      'GET',
      '/api/subscriptions/plans',
    );
    expect(plans.body.plans.map((plan) => plan.planId)).toContain('standard_monthly');
    const mismatch = await call('POST', '/api/payments/create-subscription', {
      as: parent,
      body: { planId: 'standard_monthly', billingCycle: 'yearly' },
    });
    expect(mismatch.status).toBe(400);
    expect(
      (
        await call('POST', '/api/payments/create-subscription', {
          as: parent,
          body: { planId: 'gold', billingCycle: 'monthly' },
        })
      ).body,
    ).toMatchObject({ message: M.selectPlan });

    const created = await call<{ subscriptionId: string; paymentId: string; amount: number }>(
      'POST',
      '/api/payments/create-subscription',
      {
        as: parent,
        body: { planId: 'standard_monthly', billingCycle: 'monthly', userOptions: {} },
      },
    );
    expect(created.status).toBe(200);
    expect(created.body.subscriptionId).toMatch(/^sub_[A-Za-z0-9]{14}$/);
    expect(created.body.amount).toBe(20_000);

    const paid = await call<{
      razorpay_payment_id: string;
      razorpay_subscription_id: string;
      razorpay_signature: string;
    }>('POST', '/api/payments/sandbox/pay', {
      as: parent,
      body: { subscriptionId: created.body.subscriptionId, card: { number: SANDBOX_SUCCESS_CARD } },
    });
    expect(paid.status).toBe(200);
    const activation = {
      userId: parent.userId,
      planId: 'standard_monthly',
      billingCycle: 'monthly',
      razorpaySubscriptionId: created.body.subscriptionId,
      razorpayPaymentId: paid.body.razorpay_payment_id,
      razorpaySignature: paid.body.razorpay_signature,
      status: 'active',
    };
    const forged = await call('POST', '/api/subscriptions/create', {
      as: parent,
      body: { ...activation, razorpaySignature: '0'.repeat(64) },
    });
    expect(forged.status).toBe(400);
    const activated = await call('POST', '/api/subscriptions/create', {
      as: parent,
      body: activation,
    });
    expect(activated).toMatchObject({
      status: 200,
      body: {
        success: true,
        pending: false,
        credits: 300,
        subscription: {
          subscriptionId: created.body.subscriptionId,
          planId: 'standard_monthly',
          status: 'active',
        },
      },
    });
    await h.sandbox.settle();
    expect(
      (await call('POST', '/api/subscriptions/create', { as: parent, body: activation })).status,
    ).toBe(200);
    expect(ledger.applied.get(`subscription:${created.body.subscriptionId}`)).toMatchObject({
      newBalance: 300,
    });
    expect(
      await count(
        h.database.db,
        `payments.outbox where type = 'subscription-activated.v1' and payload->>'subscriptionId' = $1`,
        [created.body.subscriptionId],
      ),
    ).toBe(1);
    expect(await capturedOutbox(h.database.db, created.body.paymentId)).toBe(1);
    expect(
      await count(h.database.db, 'payments.subscriptions where user_id = $1', [parent.userId]),
    ).toBe(1);
  });

  const subscribe = async (parent: Caller, planId: string, billingCycle: string) => {
    const created = await call<{ subscriptionId: string }>(
      'POST',
      '/api/payments/create-subscription',
      { as: parent, body: { planId, billingCycle } },
    );
    const paid = await call<{ razorpay_payment_id: string; razorpay_signature: string }>(
      'POST',
      '/api/payments/sandbox/pay',
      {
        as: parent,
        body: {
          subscriptionId: created.body.subscriptionId,
          card: { number: SANDBOX_SUCCESS_CARD },
        },
      },
    );
    const activated = await call<ActivateSubscriptionResponse>(
      'POST',
      '/api/subscriptions/create',
      {
        as: parent,
        body: {
          userId: parent.userId,
          planId,
          billingCycle,
          razorpaySubscriptionId: created.body.subscriptionId,
          razorpayPaymentId: paid.body.razorpay_payment_id,
          razorpaySignature: paid.body.razorpay_signature,
        },
      },
    );
    await h.sandbox.settle();
    return activated.body.subscription;
  };

  it('shows the current plan, and buying it again adds the next term from the end of the running one', async () => {
    const parent = newParent();
    const current = () =>
      call<CurrentSubscriptionsResponse>('GET', `/api/subscriptions/current/${parent.userId}`, {
        as: parent,
      });
    expect((await current()).body).toEqual({ success: true, subscriptions: [] });

    const first = await subscribe(parent, 'basic_monthly', 'monthly');
    expect(first).toMatchObject({ status: 'active', name: 'Basic', credits: 100 });
    const second = await subscribe(parent, 'basic_monthly', 'monthly');
    expect(second).toMatchObject({ status: 'upcoming', startsAt: first.endsAt });
    expect(second.endsAt).toBe(planTermEnd('monthly', new Date(first.endsAt)).toISOString());
    const yearly = await subscribe(parent, 'premium_yearly', 'yearly');
    expect(yearly.status).toBe('active');

    const listed = await current();
    expect(listed.body.subscriptions.map((term) => [term.planId, term.status])).toEqual([
      ['basic_monthly', 'active'],
      ['premium_yearly', 'active'],
      ['basic_monthly', 'upcoming'],
    ]);
    expect(listed.body.subscriptions[0]).toEqual(first);
    // Both terms granted their credits at once.
    expect(ledger.balances.get(parent.userId)).toBe(100 + 100 + 1100);
    expect(
      (await call('GET', `/api/subscriptions/current/${parent.userId}`, { as: newParent() }))
        .status,
    ).toBe(403);
  });

  it('declares who may call every route (the authorization matrix)', () => {
    expectAccessMatrix(h.payments, [
      'GET /api/payments/failures/:userId → accountHolder(:userId)',
      'GET /api/payments/get-key → signedIn(parent)',
      'GET /api/payments/history/:userId → accountHolder(:userId)',
      'GET /api/subscriptions/current/:userId → accountHolder(:userId)',
      'GET /api/subscriptions/plans → public',
      'POST /api/credits/complete-reload → signedIn(parent)',
      'POST /api/credits/reload → accountHolder(body.userId)',
      'POST /api/payments/cancel → signedIn(parent)',
      'POST /api/payments/create-order → signedIn(parent)',
      'POST /api/payments/create-subscription → signedIn(parent)',
      'POST /api/payments/fetch-razorpay-details → signedIn(parent)',
      'POST /api/payments/record-failure → accountHolder(body.userId)',
      'POST /api/payments/sandbox/pay → signedIn(parent)',
      'POST /api/payments/webhook → public',
      'POST /api/subscriptions/create → accountHolder(body.userId)',
    ]);
  });

  it('rebuilds every read model from the events to what the live one holds', async () => {
    // A declined subscription checkout, so the failures read model has a row to rebuild too.
    const parent = newParent();
    const declined = await call<{ subscriptionId: string }>(
      'POST',
      '/api/payments/create-subscription',
      { as: parent, body: { planId: 'standard_monthly', billingCycle: 'monthly' } },
    );
    const failure = await call('POST', '/api/payments/record-failure', {
      as: parent,
      body: {
        userId: parent.userId,
        orderId: declined.body.subscriptionId,
        errorCode: 'BAD_REQUEST_ERROR',
        errorDescription: 'Your payment was declined by the bank.',
      },
    });
    expect(failure.body).toMatchObject({ success: true, recorded: true });
    for (const [projection, tables] of [
      [paymentsProjection('payments'), ['payments']],
      [paymentFailuresProjection('payments'), ['payment_failures']],
      [subscriptionsProjection('payments'), ['subscriptions']],
    ] as const) {
      await expectRebuildEqualsLive({ db: h.database.db, schema: 'payments', projection, tables });
    }
  });
});
