import {
  CHECKOUT_EXPIRY_MS,
  PAYMENT_MESSAGES as M,
  type CancelPaymentResponse,
  type PaymentStatus,
} from '@abhyas/contracts';
import { eventually, fixedClock, testDatabases } from '@abhyas/testing';
import { count, usePaymentsService } from '../testing/payments-harness';
import type { Caller } from '../testing/payments-test-kit';

describe.each(testDatabases())('payments ends checkouts nobody paid, on $engine', (factory) => {
  const time = fixedClock();
  const h = usePaymentsService(factory, {
    clock: time.clock,
    env: { PAYMENTS_EXPIRY_SWEEP_MS: '30' },
  });
  const { ledger, newParent, openOrder, webhook, paymentEvent, history } = h;

  const cancel = (parent: Caller, paymentId: string) =>
    h.call<CancelPaymentResponse & { message?: string }>('POST', '/api/payments/cancel', {
      as: parent,
      body: { paymentId },
    });
  const statusOf = async (parent: Caller, paymentId: string): Promise<PaymentStatus | undefined> =>
    (await history(parent)).payments.find((payment) => payment.paymentId === paymentId)?.status;
  const ended = (paymentId: string, type: string) =>
    count(h.database.db, `payments.events where stream_id = $1 and type = $2`, [
      `payment-${paymentId}`,
      type,
    ]);

  it('cancels the pending payment of a checkout the parent closed, once', async () => {
    const parent = newParent();
    const order = await openOrder(parent, 20);

    expect((await cancel(parent, order.paymentId)).body).toEqual({
      success: true,
      paymentId: order.paymentId,
      status: 'cancelled',
    });
    expect((await cancel(parent, order.paymentId)).body).toMatchObject({ status: 'cancelled' });
    expect(await statusOf(parent, order.paymentId)).toBe('cancelled');
    expect(await ended(order.paymentId, 'PaymentCancelled')).toBe(1);
    const listed = (await history(parent)).payments[0];
    expect(listed.gateway.responseMessage).toBe('Checkout closed before paying');
  });

  it('leaves a paid payment paid, and credits money that moved after a cancel', async () => {
    const parent = newParent();
    const paid = await openOrder(parent, 30);
    await webhook(
      paymentEvent('payment.captured', paid.orderId, 'pay_PAIDTHENCLOSED', { amount: 3_000 }),
    );
    expect((await cancel(parent, paid.paymentId)).body).toMatchObject({ status: 'completed' });
    expect(await ended(paid.paymentId, 'PaymentCancelled')).toBe(0);

    const late = await openOrder(parent, 40);
    await cancel(parent, late.paymentId);
    await webhook(
      paymentEvent('payment.captured', late.orderId, 'pay_CLOSEDTHENPAID', { amount: 4_000 }),
    );
    expect(await statusOf(parent, late.paymentId)).toBe('completed');
    expect(ledger.balances.get(parent.userId)).toBe(70);
  });

  it('refuses to cancel what is not the caller’s, an unknown payment, or a bad body, writing nothing', async () => {
    const parent = newParent();
    const other = newParent();
    const order = await openOrder(parent, 10);
    const before = await count(h.database.db, 'payments.events');

    expect(await cancel(other, order.paymentId)).toMatchObject({
      status: 403,
      body: { message: M.forbidden },
    });
    expect(await cancel(parent, 'no-such-payment')).toMatchObject({
      status: 404,
      body: { message: M.paymentNotFound },
    });
    const bad = await h.call('POST', '/api/payments/cancel', { as: parent, body: {} });
    expect(bad).toMatchObject({ status: 400, body: { message: 'paymentId is required' } });
    expect(
      (await h.call('POST', '/api/payments/cancel', { body: { paymentId: order.paymentId } }))
        .status,
    ).toBe(401);
    expect(await count(h.database.db, 'payments.events')).toBe(before);
    expect(await statusOf(parent, order.paymentId)).toBe('pending');
  });

  it('expires a checkout still pending after its window, and only that one', async () => {
    const parent = newParent();
    const abandoned = await openOrder(parent, 10);
    const plan = await h.call<{ paymentId: string }>('POST', '/api/payments/create-subscription', {
      as: parent,
      body: { planId: 'basic_monthly', billingCycle: 'monthly' },
    });
    const declined = await openOrder(parent, 10);
    await webhook(
      paymentEvent('payment.failed', declined.orderId, 'pay_DECLINEDBEFORE', {
        amount: 1_000,
        error_code: 'BAD_REQUEST_ERROR',
        error_description: 'Card declined.',
      }),
    );
    time.advance(CHECKOUT_EXPIRY_MS - 60_000);
    const recent = await openOrder(parent, 10);
    time.advance(60_000);

    await eventually(async () => {
      expect(await statusOf(parent, abandoned.paymentId)).toBe('expired');
      expect(await statusOf(parent, plan.body.paymentId)).toBe('expired');
    });
    // Opened a minute before the others' window closed: its own is still open.
    expect(await statusOf(parent, recent.paymentId)).toBe('pending');
    expect(await statusOf(parent, declined.paymentId)).toBe('failed');
    expect(await ended(abandoned.paymentId, 'PaymentExpired')).toBe(1);
    expect(
      (await history(parent)).payments.find((p) => p.paymentId === abandoned.paymentId)?.gateway
        .responseMessage,
    ).toBe('Checkout expired before payment');
  });
});
