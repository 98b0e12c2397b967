import {
  SANDBOX_SUCCESS_CARD,
  type CompleteReloadResponse,
  type CreateOrderResponse,
  type ReloadResponse,
} from '@abhyas/contracts';
import { bootServiceForTest, testDatabases, type TestDatabase } from '@abhyas/testing';
import { FakeLedger, paymentsClient, TEST_INTERNAL_SECRET } from '../testing/payments-test-kit';
import { choosePaymentGateway } from './infrastructure/payment-gateway';
import type { SandboxCheckout } from './infrastructure/sandbox/sandbox-checkout';
import { createPaymentsService } from './payments.service';

const parent = { userId: 'parent-select', role: 'parent' as const };

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
      const again = await choosePaymentGateway({}, database.db, 'payments');
      expect(again.provider.mode).toBe('sandbox');

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

  it('uses Razorpay when both keys are set, and then has no sandbox checkout', async () => {
    const payments = await bootServiceForTest(createPaymentsService(), database, {
      env: {
        INTERNAL_AUTH_SECRET: TEST_INTERNAL_SECRET,
        RAZORPAY_KEY_ID: 'rzp_test_live_shape',
        RAZORPAY_KEY_SECRET: 'a-secret',
        RAZORPAY_WEBHOOK_SECRET: 'a-webhook-secret',
      },
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
});
