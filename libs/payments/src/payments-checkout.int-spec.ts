import {
  classifyPaymentFailure,
  PAYMENT_MESSAGES as M,
  SANDBOX_FAILING_CARDS,
  SANDBOX_SUCCESS_CARD,
  type CompleteReloadResponse,
  type CreateOrderResponse,
  type PaymentFailuresResponse,
  type SandboxPayResponse,
} from '@abhyas/contracts';
import { MAX_JSON_DEPTH } from '@abhyas/runtime';
import { testDatabases } from '@abhyas/testing';
import { capturedOutbox, count, signer, usePaymentsService } from '../testing/payments-harness';
import type { Caller, paymentsClient } from '../testing/payments-test-kit';

describe.each(testDatabases())('payments checkout on $engine', (factory) => {
  const h = usePaymentsService(factory);
  const { ledger, newParent, openOrder, webhook, paymentEvent, history } = h;
  const call: ReturnType<typeof paymentsClient> = (...args) => h.call(...args);

  it('runs the whole sandbox flow: reload, order, pay, complete, history', async () => {
    const parent = newParent();
    const key = await call('GET', '/api/payments/get-key', { as: parent });
    expect(key.body).toEqual({ success: true, keyId: 'rzp_test_sandbox', mode: 'sandbox' });

    const { paymentId, orderId } = await openOrder(parent, 100);
    expect(orderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const again = await call<CreateOrderResponse>('POST', '/api/payments/create-order', {
      as: parent,
      body: { amount: 10_000, currency: 'INR', notes: { paymentId } },
    });
    expect(again.body.id).toBe(orderId);

    const paid = await call<SandboxPayResponse & { razorpay_order_id: string }>(
      'POST',
      '/api/payments/sandbox/pay',
      { as: parent, body: { orderId, card: { number: SANDBOX_SUCCESS_CARD } } },
    );
    expect(paid.status).toBe(200);
    expect(paid.body.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(paid.body.razorpay_order_id).toBe(orderId);

    const details = await call('POST', '/api/payments/fetch-razorpay-details', {
      as: parent,
      body: { razorpayPaymentId: paid.body.razorpay_payment_id },
    });
    expect(details.body).toEqual({
      success: true,
      paymentMethod: { type: 'card', network: 'Visa', last4: '1111' },
    });

    const completed = await call<CompleteReloadResponse>('POST', '/api/credits/complete-reload', {
      as: parent,
      body: {
        paymentId,
        razorpayPaymentId: paid.body.razorpay_payment_id,
        razorpayOrderId: orderId,
        signature: paid.body.razorpay_signature,
        credits: 100,
      },
    });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({
      success: true,
      pending: false,
      newBalance: 100,
      credits: 100,
    });

    await h.sandbox.settle();
    const listed = await history(parent);
    expect(listed.total).toBe(1);
    expect(listed.payments[0]).toMatchObject({
      paymentId,
      type: 'credits',
      amount: 10_000,
      credits: 100,
      status: 'completed',
      gateway: { name: 'sandbox', orderId, transactionId: paid.body.razorpay_payment_id },
    });
    expect(await capturedOutbox(h.database.db, paymentId)).toBe(1);
    expect(ledger.applied.get(`payment:${paymentId}`)).toMatchObject({ newBalance: 100 });
    const outbox = await h.database.db.query<{ payload: { grant: unknown } }>(
      `select payload from payments.outbox where type = 'payment-captured.v1' and payload->>'paymentId' = $1`,
      [paymentId],
    );
    expect(outbox.rows[0].payload.grant).toEqual({
      transferId: `payment:${paymentId}`,
      type: 'purchase',
      credits: 100,
      description: 'Purchased 100 credits',
    });
  });

  it.each(SANDBOX_FAILING_CARDS.map((card) => [card.failureClass, card] as const))(
    'declines the %s card with 402 in Razorpay shape and records its class',
    async (failureClass, card) => {
      const parent = newParent();
      const { paymentId, orderId } = await openOrder(parent);
      const paid = await call<{ error: Record<string, unknown> }>(
        'POST',
        '/api/payments/sandbox/pay',
        {
          as: parent,
          body: { orderId, card: { number: card.number } },
        },
      );
      expect(paid.status).toBe(402);
      expect(paid.body.error).toEqual({
        ...card.error,
        metadata: { payment_id: expect.stringMatching(/^pay_/), order_id: orderId },
      });
      expect(classifyPaymentFailure(paid.body.error as never)).toBe(failureClass);
      await h.sandbox.settle();
      const failures = await call<PaymentFailuresResponse>(
        'GET',
        `/api/payments/failures/${parent.userId}?limit=5&offset=0`,
        { as: parent },
      );
      expect(failures.body.failures).toEqual([
        expect.objectContaining({ orderId, failureClass, errorCode: card.error.code }),
      ]);
      const listed = await history(parent);
      expect(listed.payments[0]).toMatchObject({
        paymentId,
        status: 'failed',
        gateway: { responseMessage: card.error.description },
        metadata: { errorDetails: { description: card.error.description, code: card.error.code } },
      });
    },
  );

  it('declines any other card as card_declined', async () => {
    const parent = newParent();
    const { orderId } = await openOrder(parent);
    const paid = await call<{ error: { reason: string } }>('POST', '/api/payments/sandbox/pay', {
      as: parent,
      body: { orderId, card: { number: '5555 5555 5555 4444' } },
    });
    expect(paid.status).toBe(402);
    expect(classifyPaymentFailure(paid.body.error as never)).toBe('card_declined');
    await h.sandbox.settle();
  });

  it('refuses a forged or mismatched signature with 400 and writes nothing', async () => {
    const parent = newParent();
    const { paymentId, orderId } = await openOrder(parent);
    const before = await history(parent);
    const eventsBefore = await count(h.database.db, 'payments.events');
    const forged = [
      { razorpayOrderId: orderId, signature: 'deadbeef'.repeat(8) },
      // Signed correctly, but for another order than the one stored for this payment.
      {
        razorpayOrderId: 'order_AAAAAAAAAAAAAA',
        signature: signer.signCheckout('order_AAAAAAAAAAAAAA', 'pay_x'),
      },
    ];
    for (const attempt of forged) {
      const answer = await call('POST', '/api/credits/complete-reload', {
        as: parent,
        body: { paymentId, razorpayPaymentId: 'pay_x', ...attempt },
      });
      expect(answer).toMatchObject({ status: 400, body: { message: M.invalidSignature } });
    }
    expect(await history(parent)).toEqual(before);
    expect(await count(h.database.db, 'payments.events')).toBe(eventsBefore);
    expect(await capturedOutbox(h.database.db, paymentId)).toBe(0);
  });

  it('captures once under 20 concurrent completions and webhooks, granting once', async () => {
    const parent = newParent();
    const { paymentId, orderId } = await openOrder(parent, 50);
    const payId = 'pay_CONCURRENT0001';
    const signature = signer.signCheckout(orderId, payId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? call<CompleteReloadResponse>('POST', '/api/credits/complete-reload', {
              as: parent,
              body: { paymentId, razorpayPaymentId: payId, razorpayOrderId: orderId, signature },
            })
          : webhook(
              paymentEvent('payment.captured', orderId, payId, { amount: 5_000 }),
              `evt_concurrent_${i}`,
            ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const completions = answers.filter((_, i) => i % 2 === 0) as Array<{
      body: CompleteReloadResponse;
    }>;
    expect(new Set(completions.map((answer) => answer.body.transactionId)).size).toBe(1);
    expect(
      await count(
        h.database.db,
        `payments.events where stream_id = $1 and type = 'PaymentCaptured'`,
        [`payment-${paymentId}`],
      ),
    ).toBe(1);
    expect(await capturedOutbox(h.database.db, paymentId)).toBe(1);
    expect([...ledger.applied.keys()].filter((id) => id === `payment:${paymentId}`)).toHaveLength(
      1,
    );
    expect(ledger.balances.get(parent.userId)).toBe(50);
  });

  it('keeps a capture when payment.failed arrives after payment.captured', async () => {
    const parent = newParent();
    const { paymentId, orderId } = await openOrder(parent);
    expect(
      (await webhook(paymentEvent('payment.captured', orderId, 'pay_LATEFAILURE001'))).status,
    ).toBe(200);
    const late = await webhook(
      paymentEvent('payment.failed', orderId, 'pay_LATEFAILURE002', {
        error_code: 'BAD_REQUEST_ERROR',
        error_description: 'Card declined.',
      }),
    );
    expect(late.status).toBe(200);
    expect((await history(parent)).payments[0]).toMatchObject({ paymentId, status: 'completed' });
    expect(await capturedOutbox(h.database.db, paymentId)).toBe(1);
  });

  it('captures a payment after an earlier attempt on its order failed', async () => {
    const parent = newParent();
    const { paymentId, orderId } = await openOrder(parent);
    await webhook(
      paymentEvent('payment.failed', orderId, 'pay_EARLYFAILURE01', {
        error_code: 'GATEWAY_ERROR',
        error_description: 'Payment processing failed due to a temporary issue at the bank.',
      }),
    );
    expect((await history(parent)).payments[0]).toMatchObject({ status: 'failed' });
    await webhook(paymentEvent('payment.captured', orderId, 'pay_EARLYFAILURE02'));
    expect((await history(parent)).payments[0]).toMatchObject({ paymentId, status: 'completed' });
    expect(ledger.applied.has(`payment:${paymentId}`)).toBe(true);
  });

  it('handles a webhook event id once, and refuses a bad webhook signature writing nothing', async () => {
    const parent = newParent();
    const { orderId } = await openOrder(parent);
    const event = paymentEvent('payment.failed', orderId, 'pay_DUPLICATE00001', {
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Card declined.',
    });
    expect((await webhook(event, 'evt_dup_1')).body).toMatchObject({ processed: true });
    expect((await webhook(event, 'evt_dup_1')).body).toMatchObject({ processed: false });

    const inboxBefore = await count(h.database.db, 'payments.inbox');
    const eventsBefore = await count(h.database.db, 'payments.events');
    const forged = await webhook(
      paymentEvent('payment.captured', orderId, 'pay_FORGED0000001'),
      'evt_forged',
      'bad',
    );
    expect(forged).toMatchObject({ status: 400, body: { message: M.invalidSignature } });
    const unsigned = await call('POST', '/api/payments/webhook', { raw: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    expect(await count(h.database.db, 'payments.inbox')).toBe(inboxBefore);
    expect(await count(h.database.db, 'payments.events')).toBe(eventsBefore);

    const unknown = await webhook({ entity: 'event', event: 'refund.processed', payload: {} });
    expect(unknown).toMatchObject({ status: 200, body: { ignored: true } });
  });

  it('verifies a webhook starting with a byte-order mark over its exact bytes, never a 500', async () => {
    const parent = newParent();
    const { paymentId, orderId } = await openOrder(parent);
    const event = JSON.stringify(paymentEvent('payment.captured', orderId, 'pay_BYTEORDERMARK1'));
    const withMark = `\uFEFF${event}`;
    const deliver = (raw: string, signature: string) =>
      call<{ processed: boolean }>('POST', '/api/payments/webhook', {
        raw,
        headers: { 'x-razorpay-signature': signature },
      });
    const inboxBefore = await count(h.database.db, 'payments.inbox');
    const eventsBefore = await count(h.database.db, 'payments.events');

    // Signed without the mark, delivered with it: not the bytes signed.
    const altered = await deliver(withMark, signer.signWebhook(event));
    expect(altered).toMatchObject({ status: 400, body: { code: 'INVALID_SIGNATURE' } });
    expect(await count(h.database.db, 'payments.inbox')).toBe(inboxBefore);
    expect(await count(h.database.db, 'payments.events')).toBe(eventsBefore);

    const signed = await deliver(withMark, signer.signWebhook(withMark));
    expect(signed).toMatchObject({ status: 200, body: { processed: true } });
    expect((await history(parent)).payments[0]).toMatchObject({ paymentId, status: 'completed' });
  });

  it('refuses a body nested 5,000 deep with a 400, writing nothing', async () => {
    const parent = newParent();
    const { orderId } = await openOrder(parent);
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const eventsBefore = await count(h.database.db, 'payments.events');

    const refused = await call('POST', '/api/payments/record-failure', {
      as: parent,
      raw: `{"userId":"${parent.userId}","orderId":"${orderId}","metadata":{"trace":${deep}}}`,
    });

    expect(refused).toMatchObject({
      status: 400,
      body: {
        code: 'INVALID_REQUEST',
        message: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
      },
    });
    expect(await count(h.database.db, 'payments.events')).toBe(eventsBefore);
    expect(
      await count(h.database.db, 'payments.payment_failures where order_id = $1', [orderId]),
    ).toBe(0);
  });

  it('answers pending when the ledger is unreachable; the outbox still carries the grant', async () => {
    const parent = newParent();
    const { paymentId, orderId } = await openOrder(parent, 30);
    ledger.reachable = false;
    try {
      const completed = await call<CompleteReloadResponse>('POST', '/api/credits/complete-reload', {
        as: parent,
        body: {
          paymentId,
          razorpayPaymentId: 'pay_LEDGERDOWN0001',
          razorpayOrderId: orderId,
          signature: signer.signCheckout(orderId, 'pay_LEDGERDOWN0001'),
        },
      });
      expect(completed).toMatchObject({
        status: 200,
        body: {
          success: true,
          pending: true,
          newBalance: null,
          transactionId: null,
          credits: 30,
          message: M.creditsPending,
        },
      });
    } finally {
      ledger.reachable = true;
    }
    expect(await capturedOutbox(h.database.db, paymentId)).toBe(1);
    expect(ledger.applied.has(`payment:${paymentId}`)).toBe(false);
  });

  it('records a failure once per order', async () => {
    const parent = newParent();
    const { orderId } = await openOrder(parent);
    const body = {
      userId: parent.userId,
      orderId,
      errorCode: 'BAD_REQUEST_ERROR',
      errorDescription: 'Payment failed because of insufficient funds in the account.',
      errorReason: 'insufficient_funds',
    };
    const first = await call<{ recorded: boolean; failureId: string }>(
      'POST',
      '/api/payments/record-failure',
      { as: parent, body },
    );
    const second = await call<{ recorded: boolean; failureId: string }>(
      'POST',
      '/api/payments/record-failure',
      { as: parent, body },
    );
    expect(first.body).toMatchObject({ success: true, recorded: true });
    expect(second.body).toEqual({
      success: true,
      recorded: false,
      failureId: first.body.failureId,
    });
    expect(
      await count(h.database.db, 'payments.payment_failures where order_id = $1', [orderId]),
    ).toBe(1);
  });

  it('checks input and ownership: 400 for bad input, 401 anonymous, 403 others and students', async () => {
    const parent = newParent();
    const other = newParent();
    const student: Caller = { userId: 'student-1', role: 'student' };
    const { paymentId, orderId } = await openOrder(parent);
    const eventsBefore = await count(h.database.db, 'payments.events');

    const badCredits = await call('POST', '/api/credits/reload', {
      as: parent,
      body: { userId: parent.userId, credits: 15 },
    });
    expect(badCredits).toMatchObject({
      status: 400,
      body: { message: 'Credits are sold in steps of 10' },
    });
    const wrongAmount = await call('POST', '/api/payments/create-order', {
      as: parent,
      body: { amount: 1, currency: 'INR', notes: { paymentId } },
    });
    expect(wrongAmount.status).toBe(400);
    expect(await count(h.database.db, 'payments.events')).toBe(eventsBefore);
    for (const range of ['startDate=someday', 'startDate=2026-11-30&endDate=2026-11-01']) {
      const bad = await call<{ message: string }>(
        'GET',
        `/api/payments/history/${parent.userId}?${range}`,
        { as: parent },
      );
      expect([range, bad.status]).toEqual([range, 400]);
    }

    expect((await call('GET', `/api/payments/history/${parent.userId}`)).status).toBe(401);
    expect(
      (await call('POST', '/api/credits/reload', { body: { userId: parent.userId, credits: 10 } }))
        .status,
    ).toBe(401);
    const forbidden = await call('GET', `/api/payments/history/${parent.userId}`, { as: other });
    expect(forbidden).toMatchObject({ status: 403, body: { message: M.forbidden } });
    expect(
      (
        await call('POST', '/api/payments/sandbox/pay', {
          as: other,
          body: { orderId, card: { number: SANDBOX_SUCCESS_CARD } },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('POST', '/api/credits/reload', {
          as: other,
          body: { userId: parent.userId, credits: 10 },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('GET', `/api/payments/history/${student.userId}`, { as: student })).status,
    ).toBe(403);
    expect((await call('GET', '/api/subscriptions/plans')).status).toBe(200);
  });
});
