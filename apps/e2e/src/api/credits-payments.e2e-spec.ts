import {
  CREDIT_MESSAGES,
  PAYMENT_MESSAGES,
  SANDBOX_FAILING_CARDS,
  WELCOME_BONUS_CREDITS,
  type CreditBalanceResponse,
  type CreditHistoryResponse,
  type PaymentFailuresResponse,
  type PaymentHistoryResponse,
  type PlansResponse,
} from '@abhyas/contracts';
import { callApi, registerParent, type ParentSession } from '../harness/api-session';
import { distributedAvailable, startDistributed } from '../harness/distributed-platform';
import { waitFor, type RunningPlatform } from '../harness/running-platform';
import {
  SANDBOX_SECRETS,
  completeReload,
  deliverWebhook,
  openOrder,
  payInSandbox,
} from '../harness/sandbox-checkout';
import { startStandalone } from '../harness/standalone-platform';

const shapes: Array<[string, () => Promise<RunningPlatform>]> = [
  ['standalone', () => startStandalone(5937, { SEED_DEMO: 'false', ...SANDBOX_SECRETS })],
];
if (distributedAvailable()) {
  shapes.push(['distributed', () => startDistributed(5938, 5970)]);
} else {
  console.info('e2e: distributed shape skipped: DATABASE_URL and REDIS_URL are both needed');
}

const balanceOf = async (session: ParentSession): Promise<number> => {
  const answer = await session.get<CreditBalanceResponse>(
    `/api/credits/balance/${session.userId}?_=${Date.now()}`,
  );
  if (answer.status !== 200) {
    throw new Error(`balance answered ${answer.status}`);
  }
  return answer.body.balance;
};

/** The welcome bonus arrives through the bus; every test starts once it has. */
const parentWithBonus = async (url: string): Promise<ParentSession> => {
  const session = await registerParent(url);
  await waitFor(
    async () => ((await balanceOf(session)) === WELCOME_BONUS_CREDITS ? true : undefined),
    { timeoutMs: 20_000 },
  );
  return session;
};

const creditHistory = (session: ParentSession) =>
  session.get<CreditHistoryResponse>(`/api/credits/history/${session.userId}?page=1&limit=25`);

describe.each(shapes)('credits and payments over HTTP (%s shape)', (shape, start) => {
  let platform: RunningPlatform;

  beforeAll(async () => {
    platform = await start();
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('grants the welcome bonus once and shows it as a bonus transaction', async () => {
    const parent = await parentWithBonus(platform.url);

    const history = await creditHistory(parent);
    expect(history.body.totalTransactions).toBe(1);
    expect(history.body.transactions[0]).toMatchObject({
      type: 'bonus',
      amount: WELCOME_BONUS_CREDITS,
      balanceAfter: WELCOME_BONUS_CREDITS,
    });
  });

  it('buys pay-as-you-go credits in the sandbox and shows balance, transaction and payment', async () => {
    const parent = await parentWithBonus(platform.url);
    const key = await parent.get<{ mode: string; keyId: string }>('/api/payments/get-key');
    expect(key.body).toMatchObject({ success: true, mode: 'sandbox' });

    const order = await openOrder(parent, 100);
    expect(order.amountPaise).toBe(10_000);
    const checkout = await payInSandbox(parent, order.orderId);
    expect(checkout.status).toBe(200);
    const completed = await completeReload(parent, order, checkout.body);

    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ pending: false, newBalance: 150 });
    expect(await balanceOf(parent)).toBe(150);
    const history = await creditHistory(parent);
    expect(history.body.transactions[0]).toMatchObject({
      type: 'purchase',
      amount: 100,
      balanceAfter: 150,
      transferId: `payment:${order.paymentId}`,
    });
    const payments = await parent.get<PaymentHistoryResponse>(
      `/api/payments/history/${parent.userId}?limit=20&offset=0`,
    );
    expect(payments.body.payments[0]).toMatchObject({
      paymentId: order.paymentId,
      amount: 10_000,
      status: 'completed',
    });
  });

  it('grants once when 10 completions and 10 webhooks report one payment at the same time', async () => {
    const parent = await parentWithBonus(platform.url);
    const order = await openOrder(parent, 40);
    const checkout = await payInSandbox(parent, order.orderId);
    const payment = {
      id: checkout.body.razorpay_payment_id,
      orderId: order.orderId,
      amountPaise: order.amountPaise,
    };

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? completeReload(parent, order, checkout.body)
          : deliverWebhook(platform.url, 'payment.captured', payment),
      ),
    );

    expect(answers.map((answer) => answer.status).every((status) => status === 200)).toBe(true);
    // The sandbox's own webhook may still be on its way; it must not add anything either.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await balanceOf(parent)).toBe(WELCOME_BONUS_CREDITS + 40);
    const purchases = (await creditHistory(parent)).body.transactions.filter(
      (entry) => entry.transferId === `payment:${order.paymentId}`,
    );
    expect(purchases).toHaveLength(1);
  });

  it('refuses a forged signature and writes nothing', async () => {
    const parent = await parentWithBonus(platform.url);
    const order = await openOrder(parent, 10);
    const checkout = await payInSandbox(parent, order.orderId);

    const forged = await completeReload(parent, order, {
      ...checkout.body,
      razorpay_signature: 'f'.repeat(64),
    });
    const otherOrder = await completeReload(parent, order, {
      ...checkout.body,
      razorpay_order_id: 'order_SomeoneElses01',
    });

    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ message: PAYMENT_MESSAGES.invalidSignature });
    expect(otherOrder.status).toBe(400);
    const unsignedWebhook = await callApi(
      `${platform.url}/api/payments/webhook`,
      'POST',
      undefined,
      JSON.stringify({ event: 'payment.captured' }),
      { 'x-razorpay-signature': 'bad' },
    );
    expect(unsignedWebhook.status).toBe(400);
    // The card really was paid, so the sandbox's own correctly signed webhook captures it:
    // the 10 credits arrive once, and the forged reports added nothing beside them.
    await waitFor(
      async () => ((await balanceOf(parent)) === WELCOME_BONUS_CREDITS + 10 ? true : undefined),
      { timeoutMs: 15_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const purchases = (await creditHistory(parent)).body.transactions.filter(
      (entry) => entry.type === 'purchase',
    );
    expect(purchases).toEqual([
      expect.objectContaining({ transferId: `payment:${order.paymentId}`, amount: 10 }),
    ]);
    expect(await balanceOf(parent)).toBe(WELCOME_BONUS_CREDITS + 10);
  });

  it('shows a declined card with its class and records the failure once per order', async () => {
    const parent = await parentWithBonus(platform.url);
    const order = await openOrder(parent, 20);
    const declined = SANDBOX_FAILING_CARDS.find((card) => card.failureClass === 'card_declined')!;

    const checkout = await payInSandbox(parent, order.orderId, declined.number);
    expect(checkout.status).toBe(402);
    expect(checkout.body.error).toMatchObject({ reason: 'card_declined' });

    const failure = {
      userId: parent.userId,
      orderId: order.orderId,
      paymentId: order.paymentId,
      amount: order.amountPaise,
      currency: 'INR',
      gateway: 'sandbox',
      gatewayTransactionId: checkout.body.error.metadata?.payment_id,
      errorCode: checkout.body.error.code,
      errorDescription: checkout.body.error.description,
      errorReason: checkout.body.error.reason,
    };
    const first = await parent.post('/api/payments/record-failure', failure);
    const second = await parent.post('/api/payments/record-failure', failure);
    expect([first.status, second.status].every((status) => status < 300)).toBe(true);
    // The sandbox's own payment.failed webhook may have recorded it first; never twice.
    expect(second.body).toMatchObject({ recorded: false });

    const failures = await waitFor(
      async () => {
        const answer = await parent.get<PaymentFailuresResponse>(
          `/api/payments/failures/${parent.userId}?limit=5&offset=0`,
        );
        return answer.body.failures.length > 0 ? answer.body : undefined;
      },
      { timeoutMs: 10_000 },
    );
    expect(failures.failures).toHaveLength(1);
    expect(failures.failures[0]).toMatchObject({
      orderId: order.orderId,
      failureClass: 'card_declined',
    });
    expect(await balanceOf(parent)).toBe(WELCOME_BONUS_CREDITS);
  });

  it('subscribes to a plan and grants its credits once', async () => {
    const parent = await parentWithBonus(platform.url);
    const plans = await callApi<PlansResponse>(
      `${platform.url}/api/subscriptions/plans`,
      'GET',
      undefined,
    );
    const standard = plans.body.plans.find((plan) => plan.planId === 'standard_monthly')!;
    expect(standard).toMatchObject({ credits: 300, price: 200, billingCycle: 'monthly' });

    const created = await parent.post<{ subscriptionId: string }>(
      '/api/payments/create-subscription',
      { planId: standard.planId, billingCycle: 'monthly' },
    );
    const paid = await parent.post<{
      razorpay_payment_id: string;
      razorpay_subscription_id: string;
      razorpay_signature: string;
    }>('/api/payments/sandbox/pay', {
      subscriptionId: created.body.subscriptionId,
      card: { number: '4111 1111 1111 1111' },
    });
    const activation = {
      userId: parent.userId,
      planId: standard.planId,
      billingCycle: 'monthly',
      paymentMethod: 'card',
      razorpaySubscriptionId: paid.body.razorpay_subscription_id,
      razorpayPaymentId: paid.body.razorpay_payment_id,
      razorpaySignature: paid.body.razorpay_signature,
      status: 'active',
    };
    const [first, again] = await Promise.all([
      parent.post<{ newBalance: number | null }>('/api/subscriptions/create', activation),
      parent.post<{ newBalance: number | null }>('/api/subscriptions/create', activation),
    ]);

    expect([first.status, again.status].every((status) => status < 300)).toBe(true);
    expect(await balanceOf(parent)).toBe(WELCOME_BONUS_CREDITS + 300);
    const entry = (await creditHistory(parent)).body.transactions[0];
    expect(entry).toMatchObject({ type: 'subscription', amount: 300 });
  });

  it('keeps a capture when a late payment.failed webhook arrives', async () => {
    const parent = await parentWithBonus(platform.url);
    const order = await openOrder(parent, 10);
    const checkout = await payInSandbox(parent, order.orderId);
    await completeReload(parent, order, checkout.body);
    const payment = {
      id: checkout.body.razorpay_payment_id,
      orderId: order.orderId,
      amountPaise: order.amountPaise,
    };

    const late = await deliverWebhook(platform.url, 'payment.failed', payment);

    expect(late.status).toBe(200);
    const payments = await parent.get<PaymentHistoryResponse>(
      `/api/payments/history/${parent.userId}`,
    );
    expect(payments.body.payments.find((p) => p.paymentId === order.paymentId)?.status).toBe(
      'completed',
    );
    expect(await balanceOf(parent)).toBe(WELCOME_BONUS_CREDITS + 10);
  });

  it("keeps one parent out of another's credits and payments", async () => {
    const owner = await registerParent(platform.url);
    const stranger = await registerParent(platform.url, 'Vikram Shah');

    const peek = await stranger.get(`/api/credits/balance/${owner.userId}`);
    const payments = await stranger.get(`/api/payments/history/${owner.userId}`);
    const anonymous = await callApi(
      `${platform.url}/api/credits/balance/${owner.userId}`,
      'GET',
      undefined,
    );

    expect(peek.status).toBe(403);
    expect(peek.body).toMatchObject({ message: CREDIT_MESSAGES.accountForbidden });
    expect(payments.status).toBe(403);
    expect(anonymous.status).toBe(401);
  });

  if (shape === 'distributed') {
    it('credits a payment completed while the ledger is down once the ledger returns', async () => {
      const distributed = platform as RunningPlatform & {
        stopService(service: string): Promise<void>;
        startService(service: string): Promise<void>;
      };
      const parent = await parentWithBonus(platform.url);
      const order = await openOrder(parent, 30);
      const checkout = await payInSandbox(parent, order.orderId);
      await distributed.stopService('credits-ledger');

      const completed = await completeReload(parent, order, checkout.body);
      expect(completed.status).toBe(200);
      expect(completed.body).toMatchObject({ pending: true, newBalance: null });

      await distributed.startService('credits-ledger');
      const balance = await waitFor(
        async () => {
          const current = await balanceOf(parent);
          return current === WELCOME_BONUS_CREDITS + 30 ? current : undefined;
        },
        { timeoutMs: 30_000 },
      );
      expect(balance).toBe(80);
    });
  }
});
