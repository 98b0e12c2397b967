import type {
  CompleteReloadResponse,
  CreateOrderResponse,
  PaymentHistoryResponse,
  ReloadResponse,
} from '@abhyas/contracts';
import type { SqlDatabase } from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import { bootServiceForTest, useBootedService, type TestDatabaseFactory } from '@abhyas/testing';
import { HmacSignatures } from '../src/infrastructure/hmac-signatures';
import type { SandboxCheckout } from '../src/infrastructure/sandbox/sandbox-checkout';
import { createPaymentsService } from '../src/payments.service';
import { FakeLedger, paymentsClient, TEST_INTERNAL_SECRET, type Caller } from './payments-test-kit';

const KEY_SECRET = 'test-key-secret';
const WEBHOOK_SECRET = 'test-webhook-secret';
/** Signs as Razorpay would with the secrets the service under test runs with. */
export const signer = new HmacSignatures(KEY_SECRET, WEBHOOK_SECRET);

export const count = async (
  db: SqlDatabase,
  sql: string,
  params: unknown[] = [],
): Promise<number> =>
  Number(
    (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0].n,
  );

export const capturedOutbox = (db: SqlDatabase, paymentId: string) =>
  count(db, `payments.outbox where type = 'payment-captured.v1' and payload->>'paymentId' = $1`, [
    paymentId,
  ]);

/**
 * Boots payments (sandbox, known secrets, a fake ledger) for one describe block, and gives the
 * calls its tests share. Read the fields inside tests: they are set in beforeAll.
 */
export const usePaymentsService = (
  factory: TestDatabaseFactory,
  options: { clock?: Clock; env?: Record<string, string> } = {},
) => {
  const ledger = new FakeLedger();
  let sandbox: SandboxCheckout | undefined;
  const suite = useBootedService(factory, (database) =>
    bootServiceForTest(createPaymentsService({ onSandbox: (s) => (sandbox = s) }), database, {
      env: {
        INTERNAL_AUTH_SECRET: TEST_INTERNAL_SECRET,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        ...options.env,
      },
      services: ledger,
      ...(options.clock ? { clock: options.clock } : {}),
    }),
  );
  const harness = {
    get database() {
      return suite.database;
    },
    get payments() {
      return suite.service;
    },
    get sandbox(): SandboxCheckout {
      if (!sandbox) {
        throw new Error('payments booted without its sandbox');
      }
      return sandbox;
    },
    call: undefined as unknown as ReturnType<typeof paymentsClient>,
    ledger,
    parentNo: 0,

    newParent: (): Caller => ({ userId: `parent-${++harness.parentNo}`, role: 'parent' }),

    /** reload, then create-order, as the Payment page does before checkout. */
    openOrder: async (parent: Caller, credits = 100) => {
      const reload = await harness.call<ReloadResponse>('POST', '/api/credits/reload', {
        as: parent,
        body: { userId: parent.userId, credits, type: 'one_time' },
      });
      const order = await harness.call<CreateOrderResponse>('POST', '/api/payments/create-order', {
        as: parent,
        body: {
          amount: reload.body.amountPaise,
          currency: 'INR',
          notes: { paymentId: reload.body.paymentId },
        },
      });
      if (reload.status !== 200 || order.status !== 200) {
        throw new Error(`could not open an order: ${reload.status} / ${order.status}`);
      }
      return { paymentId: reload.body.paymentId, orderId: order.body.id };
    },

    webhook: (event: Record<string, unknown>, eventId?: string, signature?: string) => {
      const raw = JSON.stringify(event);
      return harness.call<{ processed: boolean; ignored?: boolean }>(
        'POST',
        '/api/payments/webhook',
        {
          raw,
          headers: {
            'x-razorpay-signature': signature ?? signer.signWebhook(raw),
            ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
          },
        },
      );
    },

    /** A Razorpay payment event; its amount and currency are a 100-credit order's unless given. */
    paymentEvent: (event: string, orderId: string, payId: string, extra = {}) => ({
      entity: 'event',
      event,
      payload: {
        payment: {
          entity: {
            id: payId,
            order_id: orderId,
            method: 'upi',
            amount: 10_000,
            currency: 'INR',
            ...extra,
          },
        },
      },
    }),

    /** Checkout's answer for an order, signed as Razorpay signs it. */
    complete: (parent: Caller, order: { paymentId: string; orderId: string }, payId: string) =>
      harness.call<CompleteReloadResponse & { message?: string; code?: string }>(
        'POST',
        '/api/credits/complete-reload',
        {
          as: parent,
          body: {
            paymentId: order.paymentId,
            razorpayPaymentId: payId,
            razorpayOrderId: order.orderId,
            signature: signer.signCheckout(order.orderId, payId),
          },
        },
      ),

    history: async (parent: Caller) =>
      (
        await harness.call<PaymentHistoryResponse>(
          'GET',
          `/api/payments/history/${parent.userId}`,
          { as: parent },
        )
      ).body,
  };

  beforeAll(() => {
    harness.call = paymentsClient(suite.service);
  });

  return harness;
};
