import {
  SANDBOX_SUCCESS_CARD,
  type CompleteReloadResponse,
  type CreateOrderResponse,
  type ReloadResponse,
} from '@abhyas/contracts';
import { bootServiceForTest, testDatabases, type TestDatabase } from '@abhyas/testing';
import { FakeLedger, paymentsClient, TEST_INTERNAL_SECRET } from '../testing/payments-test-kit';
import { HmacSignatures } from './infrastructure/hmac-signatures';
import { choosePaymentGateway } from './infrastructure/payment-gateway';
import { loadPaymentsConfig } from './infrastructure/payments.config';
import type { SandboxCheckout } from './infrastructure/sandbox/sandbox-checkout';
import { createPaymentsService } from './payments.service';

const parent = { userId: 'parent-select', role: 'parent' as const };
const RAZORPAY = {
  PAYMENTS_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_live_shape',
  RAZORPAY_KEY_SECRET: 'a-secret',
  RAZORPAY_WEBHOOK_SECRET: 'a-webhook-secret',
};

describe.each(testDatabases())('payment gateway selection on $engine', (factory) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await factory.open();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('runs the sandbox offline with secrets generated once and kept in the schema', async () => {
    let sandbox: SandboxCheckout | undefined;
    const ledger = new FakeLedger();
    const payments = await bootServiceForTest(
      createPaymentsService({ onSandbox: (s) => (sandbox = s) }),
      database,
      { env: { INTERNAL_AUTH_SECRET: TEST_INTERNAL_SECRET }, services: ledger },
    );
    try {
      const call = paymentsClient(payments);
      const secrets = await database.db.query<{ name: string; value: string }>(
        'select name, value from payments.payment_secrets order by name',
      );
      expect(secrets.rows.map((row) => row.name)).toEqual(['sandbox-key', 'webhook']);
      expect(secrets.rows.every((row) => row.value.length === 64)).toBe(true);
      const again = await choosePaymentGateway(loadPaymentsConfig({}), database.db, 'payments');
      expect(again.provider.mode).toBe('sandbox');
      // The same secrets, read back from the schema: what the first start signed with still verifies.
      const signed = new HmacSignatures(secrets.rows[0].value, secrets.rows[1].value);
      expect(again.signatures.verifyWebhook('{}', signed.signWebhook('{}'))).toBe(true);

      const reload = await call<ReloadResponse>('POST', '/api/credits/reload', {
        as: parent,
        body: { userId: parent.userId, amount: 20 },
      });
      expect(reload.body).toMatchObject({ credits: 20, amount: 20, amountPaise: 2000 });
      const order = await call<CreateOrderResponse>('POST', '/api/payments/create-order', {
        as: parent,
        body: { amount: 2000, currency: 'INR', notes: { paymentId: reload.body.paymentId } },
      });
      const paid = await call<{ razorpay_payment_id: string; razorpay_signature: string }>(
        'POST',
        '/api/payments/sandbox/pay',
        { as: parent, body: { orderId: order.body.id, card: { number: '4111111111111111' } } },
      );
      expect(paid.status).toBe(200);
      // The browser never comes back: the sandbox's webhook alone captures and grants.
      await sandbox!.settle();
      expect(ledger.applied.get(`payment:${reload.body.paymentId}`)).toMatchObject({
        newBalance: 20,
      });
      const completed = await call<CompleteReloadResponse>('POST', '/api/credits/complete-reload', {
        as: parent,
        body: {
          paymentId: reload.body.paymentId,
          razorpayPaymentId: paid.body.razorpay_payment_id,
          razorpayOrderId: order.body.id,
          signature: paid.body.razorpay_signature,
        },
      });
      expect(completed.body).toMatchObject({ pending: false, newBalance: 20 });
      expect(ledger.balances.get(parent.userId)).toBe(20);
      expect((await payments.service.health()).checks).toMatchObject({
        razorpay: { status: 'sandbox' },
      });
    } finally {
      await payments.stop();
    }
  });

  it('uses Razorpay when PAYMENTS_PROVIDER=razorpay with all three pieces, and then has no sandbox checkout', async () => {
    const payments = await bootServiceForTest(createPaymentsService(), database, {
      env: { INTERNAL_AUTH_SECRET: TEST_INTERNAL_SECRET, NODE_ENV: 'production', ...RAZORPAY },
    });
    try {
      const call = paymentsClient(payments);
      expect((await call('GET', '/api/payments/get-key', { as: parent })).body).toEqual({
        success: true,
        keyId: 'rzp_test_live_shape',
        mode: 'razorpay',
      });
      const sandboxPay = await call('POST', '/api/payments/sandbox/pay', {
        as: parent,
        body: { orderId: 'order_ABCDEFGHIJKLMN', card: { number: SANDBOX_SUCCESS_CARD } },
      });
      expect(sandboxPay.status).toBe(404);
    } finally {
      await payments.stop();
    }
  });

  const refusal = (env: Record<string, string>) =>
    bootServiceForTest(createPaymentsService(), database, {
      env: { INTERNAL_AUTH_SECRET: TEST_INTERNAL_SECRET, ...env },
    }).then(
      async (booted) => {
        await booted.stop();
        return 'started';
      },
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );

  it('refuses to start in production without an explicit PAYMENTS_PROVIDER, even with both secrets set', async () => {
    // Secrets without a key id used to run the sandbox silently, handing out credits for test cards.
    const environments: Array<Record<string, string>> = [
      { NODE_ENV: 'production' },
      {
        NODE_ENV: 'production',
        RAZORPAY_KEY_SECRET: RAZORPAY.RAZORPAY_KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: RAZORPAY.RAZORPAY_WEBHOOK_SECRET,
      },
    ];
    for (const env of environments) {
      expect(await refusal(env)).toContain(
        'PAYMENTS_PROVIDER is required when NODE_ENV=production',
      );
    }
  });

  it.each(['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const)(
    'refuses PAYMENTS_PROVIDER=razorpay without %s, naming it',
    async (missing) => {
      const { [missing]: _left, ...rest } = RAZORPAY;
      expect(await refusal({ NODE_ENV: 'production', ...rest })).toBe(
        `Invalid configuration: ${missing} is required when PAYMENTS_PROVIDER=razorpay`,
      );
    },
  );

  it('refuses a key id without a provider, and a provider it does not know', async () => {
    expect(await refusal({ RAZORPAY_KEY_ID: RAZORPAY.RAZORPAY_KEY_ID })).toContain(
      'PAYMENTS_PROVIDER is required when RAZORPAY_KEY_ID is set',
    );
    expect(await refusal({ PAYMENTS_PROVIDER: 'paypal' })).toBe(
      'Invalid configuration: PAYMENTS_PROVIDER must be one of razorpay, sandbox',
    );
  });

  it('runs the sandbox in production when chosen explicitly, signing with the configured secrets', async () => {
    const signer = new HmacSignatures(
      RAZORPAY.RAZORPAY_KEY_SECRET,
      RAZORPAY.RAZORPAY_WEBHOOK_SECRET,
    );
    const ledger = new FakeLedger();
    const payments = await bootServiceForTest(createPaymentsService(), database, {
      env: {
        INTERNAL_AUTH_SECRET: TEST_INTERNAL_SECRET,
        NODE_ENV: 'production',
        PAYMENTS_PROVIDER: 'sandbox',
        RAZORPAY_KEY_SECRET: RAZORPAY.RAZORPAY_KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: RAZORPAY.RAZORPAY_WEBHOOK_SECRET,
      },
      services: ledger,
    });
    try {
      const call = paymentsClient(payments);
      expect((await call('GET', '/api/payments/get-key', { as: parent })).body).toMatchObject({
        mode: 'sandbox',
      });
      const reload = await call<ReloadResponse>('POST', '/api/credits/reload', {
        as: parent,
        body: { userId: parent.userId, credits: 10 },
      });
      const order = await call<CreateOrderResponse>('POST', '/api/payments/create-order', {
        as: parent,
        body: { amount: 1000, notes: { paymentId: reload.body.paymentId } },
      });
      const completed = await call<CompleteReloadResponse>('POST', '/api/credits/complete-reload', {
        as: parent,
        body: {
          paymentId: reload.body.paymentId,
          razorpayPaymentId: 'pay_EXPLICITSANDBOX',
          razorpayOrderId: order.body.id,
          signature: signer.signCheckout(order.body.id, 'pay_EXPLICITSANDBOX'),
        },
      });
      expect(completed.body).toMatchObject({ pending: false, credits: 10 });
      expect((await payments.service.health()).checks).toMatchObject({
        razorpay: { status: 'sandbox' },
      });
    } finally {
      await payments.stop();
    }
  });
});
