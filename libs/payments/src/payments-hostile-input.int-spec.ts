import { MAX_ORDER_PAISE } from '@abhyas/contracts';
import { testDatabases } from '@abhyas/testing';
import { count, usePaymentsService } from '../testing/payments-harness';
import type { Caller } from '../testing/payments-test-kit';

describe.each(testDatabases())('payments refuses hostile input on $engine', (factory) => {
  const h = usePaymentsService(factory);
  let parent: Caller;
  let order: { paymentId: string; orderId: string };

  /** Everything payments writes, and every call it makes to the ledger. */
  const written = async () => ({
    events: await count(h.database.db, 'payments.events'),
    outbox: await count(h.database.db, 'payments.outbox'),
    failures: await count(h.database.db, 'payments.payment_failures'),
    ledgerCalls: h.ledger.calls,
  });

  beforeAll(async () => {
    parent = h.newParent();
    order = await h.openOrder(parent, 100);
  });

  it(`answers 400 for record-failure amounts of 2^31 and more (at most ${MAX_ORDER_PAISE} paise), recording nothing`, async () => {
    const before = await written();
    for (const amount of [2 ** 31, 2 ** 31 + 1, 2 ** 53 + 2, MAX_ORDER_PAISE + 1]) {
      const answer = await h.call('POST', '/api/payments/record-failure', {
        as: parent,
        body: { userId: parent.userId, orderId: order.orderId, amount },
      });
      expect([amount, answer.status, answer.body.message]).toEqual([
        amount,
        400,
        expect.stringMatching(/^amount must (be at most 1000000 paise|be in whole paise)$/),
      ]);
    }
    const tooDear = await h.call('POST', '/api/payments/create-order', {
      as: parent,
      body: { amount: 2 ** 31, notes: { paymentId: order.paymentId } },
    });
    expect([tooDear.status, tooDear.body.message]).toEqual([
      400,
      `amount must be at most ${MAX_ORDER_PAISE} paise`,
    ]);
    expect(await written()).toEqual(before);
  });

  it('answers 400 naming the field for NUL or a broken character in any string field, writing nothing', async () => {
    const { userId } = parent;
    const { paymentId, orderId } = order;
    const complete = {
      paymentId,
      razorpayPaymentId: 'pay_1',
      razorpayOrderId: orderId,
      signature: 's',
    };
    const activate = {
      userId,
      planId: 'basic_monthly',
      billingCycle: 'monthly',
      razorpaySubscriptionId: 'sub_1',
      razorpayPaymentId: 'pay_1',
      razorpaySignature: 's',
    };
    const cases: Array<[string, unknown, string]> = [
      [
        '/api/credits/reload',
        { userId, credits: 10, paymentMethod: 'card\u0000' },
        'paymentMethod',
      ],
      [
        '/api/payments/create-order',
        { amount: 10_000, notes: { paymentId: 'p\u0000' } },
        'notes.paymentId',
      ],
      [
        '/api/payments/create-order',
        { amount: 10_000, notes: { paymentId, x: '\ud800' } },
        'notes.x',
      ],
      [
        '/api/payments/fetch-razorpay-details',
        { razorpayPaymentId: 'pay_\u0000' },
        'razorpayPaymentId',
      ],
      ['/api/credits/complete-reload', { ...complete, paymentId: 'p\u0000' }, 'paymentId'],
      [
        '/api/credits/complete-reload',
        { ...complete, paymentMethodDetails: { card: { network: 'Visa\u0000' } } },
        'paymentMethodDetails.card.network',
      ],
      [
        '/api/payments/create-subscription',
        { planId: 'basic_monthly\u0000', billingCycle: 'monthly' },
        'planId',
      ],
      [
        '/api/payments/create-subscription',
        { planId: 'basic_monthly', billingCycle: 'monthly', userOptions: { 'k\u0000': 1 } },
        'userOptions.k\u0000',
      ],
      [
        '/api/subscriptions/create',
        { ...activate, razorpaySubscriptionId: 's\u0000' },
        'razorpaySubscriptionId',
      ],
      [
        '/api/payments/record-failure',
        { userId, orderId, errorDescription: 'Declined\u0000' },
        'errorDescription',
      ],
      [
        '/api/payments/record-failure',
        { userId, orderId, metadata: { a: { b: 'c\u0000' } } },
        'metadata.a.b',
      ],
      [
        '/api/payments/record-failure',
        { userId, orderId, metadata: { a: '\udc00' } },
        'metadata.a',
      ],
      [
        '/api/payments/sandbox/pay',
        { orderId: 'o\u0000', card: { number: '4111 1111 1111 1111' } },
        'orderId',
      ],
    ];
    const before = await written();
    for (const [url, body, field] of cases) {
      const answer = await h.call<{ message: string; errors: Array<{ path: string }> }>(
        'POST',
        url,
        { as: parent, body },
      );
      expect([url, field, answer.status, answer.body.errors?.[0]?.path]).toEqual([
        url,
        field,
        400,
        field,
      ]);
      expect(answer.body.message).toMatch(
        /must not contain control characters$|contains a broken character/,
      );
    }
    expect(await written()).toEqual(before);
  });

  it.each(['9999-12-31', '0000-01-01', '1999-12-31', '2100-01-02'])(
    'answers 400 for payment history dated %s (bounded to 2000-01-01..2100-01-01)',
    async (date) => {
      for (const name of ['startDate', 'endDate']) {
        const answer = await h.call(
          'GET',
          `/api/payments/history/${parent.userId}?${name}=${date}`,
          {
            as: parent,
          },
        );
        expect([name, answer.status, answer.body.message]).toEqual([
          name,
          400,
          `${name} must be between 2000-01-01 and 2100-01-01`,
        ]);
      }
    },
  );

  it('answers 400 saying which query parameter was given twice', async () => {
    const { userId } = parent;
    for (const [url, name] of [
      [`/api/payments/history/${userId}?startDate=2026-11-01&startDate=2026-11-02`, 'startDate'],
      [`/api/payments/history/${userId}?endDate=2026-11-01&endDate=2026-11-30`, 'endDate'],
      [`/api/payments/history/${userId}?offset=0&offset=25`, 'offset'],
      [`/api/payments/failures/${userId}?limit=1&limit=2`, 'limit'],
    ]) {
      const answer = await h.call('GET', url, { as: parent });
      expect([url, answer.status, answer.body.message]).toEqual([
        url,
        400,
        `${name} is given more than once: send each query parameter once.`,
      ]);
    }
  });
});
