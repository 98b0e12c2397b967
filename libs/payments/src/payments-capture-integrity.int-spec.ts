import { PAYMENT_MESSAGES as M } from '@abhyas/contracts';
import { testDatabases } from '@abhyas/testing';
import { capturedOutbox, count, usePaymentsService } from '../testing/payments-harness';
import type { Caller } from '../testing/payments-test-kit';

describe.each(testDatabases())('payments credits a gateway payment once, on $engine', (factory) => {
  const h = usePaymentsService(factory);
  const { ledger, newParent, openOrder, webhook, paymentEvent, history, complete } = h;

  const refusals = (paymentId: string) =>
    h.database.db.query<{ data: { reason: string; gatewayPaymentId: string } }>(
      `select data from payments.events where stream_id = $1 and type = 'PaymentCaptureRefused'`,
      [`payment-${paymentId}`],
    );
  const payment = async (parent: Caller, paymentId: string) =>
    (await history(parent)).payments.find((listed) => listed.paymentId === paymentId);

  it('credits a gateway payment id reused at checkout for a second order of the same parent only once', async () => {
    const parent = newParent();
    const first = await openOrder(parent, 40);
    const second = await openOrder(parent, 40);

    expect((await complete(parent, first, 'pay_REUSEDCHECKOUT')).body).toMatchObject({
      pending: false,
      newBalance: 40,
    });
    // Correctly signed for the second order, but the gateway payment already paid the first.
    const reused = await complete(parent, second, 'pay_REUSEDCHECKOUT');
    expect(reused).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_REUSED', message: M.paymentReused },
    });
    expect((await complete(parent, second, 'pay_REUSEDCHECKOUT')).status).toBe(409);

    expect(ledger.balances.get(parent.userId)).toBe(40);
    expect(ledger.applied.has(`payment:${second.paymentId}`)).toBe(false);
    expect(await capturedOutbox(h.database.db, second.paymentId)).toBe(0);
    // Recorded once, for the operator, and shown to the parent on the payment itself.
    expect((await refusals(second.paymentId)).rows.map((row) => row.data)).toEqual([
      expect.objectContaining({ reason: 'payment_reused', gatewayPaymentId: 'pay_REUSEDCHECKOUT' }),
    ]);
    expect(await payment(parent, second.paymentId)).toMatchObject({
      status: 'failed',
      metadata: { errorDetails: { code: 'PAYMENT_REUSED' } },
    });
    expect((await payment(parent, second.paymentId))?.gateway.responseMessage).toContain(
      'already used for another order',
    );
    expect(await payment(parent, first.paymentId)).toMatchObject({ status: 'completed' });
  });

  it('credits a gateway payment id reused by a webhook for another parent’s order only for the first', async () => {
    const asha = newParent();
    const ravi = newParent();
    const ashaOrder = await openOrder(asha, 100);
    const raviOrder = await openOrder(ravi, 100);

    await webhook(paymentEvent('payment.captured', ashaOrder.orderId, 'pay_REUSEDWEBHOOK'));
    const reused = await webhook(
      paymentEvent('payment.captured', raviOrder.orderId, 'pay_REUSEDWEBHOOK'),
    );
    expect(reused).toMatchObject({ status: 200, body: { processed: true } });
    // Checkout's answer for the same id is refused as well.
    expect((await complete(ravi, raviOrder, 'pay_REUSEDWEBHOOK')).status).toBe(409);

    expect(ledger.balances.get(asha.userId)).toBe(100);
    expect(ledger.balances.get(ravi.userId)).toBeUndefined();
    expect(await capturedOutbox(h.database.db, raviOrder.paymentId)).toBe(0);
    expect((await refusals(raviOrder.paymentId)).rows).toHaveLength(1);
    expect(await payment(ravi, raviOrder.paymentId)).toMatchObject({
      status: 'failed',
      metadata: { errorDetails: { code: 'PAYMENT_REUSED' } },
    });
    // Ravi's payment names nothing of Asha's.
    expect(JSON.stringify(await history(ravi))).not.toContain(ashaOrder.paymentId);
  });

  it.each([
    ['a smaller amount', { amount: 5_000 }, '50.00 INR'],
    ['another currency', { amount: 10_000, currency: 'USD' }, '100.00 USD'],
    ['no amount at all', { amount: null, currency: null }, 'no amount'],
  ])(
    'credits nothing for a webhook capture of %s, and records the mismatch',
    async (_case, reported, said) => {
      const parent = newParent();
      const order = await openOrder(parent, 100);
      const payId = `pay_MISMATCH${String(h.parentNo).padStart(6, '0')}`;

      const answer = await webhook(
        paymentEvent('payment.captured', order.orderId, payId, reported),
      );
      expect(answer).toMatchObject({ status: 200, body: { processed: true } });

      expect(ledger.applied.has(`payment:${order.paymentId}`)).toBe(false);
      expect(await capturedOutbox(h.database.db, order.paymentId)).toBe(0);
      expect(
        await count(h.database.db, `payments.events where stream_id = $1 and type = $2`, [
          `payment-${order.paymentId}`,
          'PaymentCaptured',
        ]),
      ).toBe(0);
      expect((await refusals(order.paymentId)).rows.map((row) => row.data)).toEqual([
        expect.objectContaining({ reason: 'amount_mismatch', gatewayPaymentId: payId }),
      ]);
      const listed = await payment(parent, order.paymentId);
      expect(listed).toMatchObject({
        status: 'failed',
        metadata: { errorDetails: { code: 'AMOUNT_MISMATCH' } },
      });
      expect(listed?.gateway.responseMessage).toContain(said);
      expect(listed?.gateway.responseMessage).toContain('100.00 INR');
    },
  );

  it('still captures the order when a correct payment follows a mismatched one', async () => {
    const parent = newParent();
    const order = await openOrder(parent, 100);
    await webhook(
      paymentEvent('payment.captured', order.orderId, 'pay_WRONGAMOUNT001', { amount: 1 }),
    );
    await webhook(paymentEvent('payment.captured', order.orderId, 'pay_RIGHTAMOUNT001'));

    expect(await payment(parent, order.paymentId)).toMatchObject({ status: 'completed' });
    expect(ledger.balances.get(parent.userId)).toBe(100);
  });
});
