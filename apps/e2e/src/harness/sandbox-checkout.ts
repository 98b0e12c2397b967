import { createHmac, randomUUID } from 'node:crypto';
import {
  SANDBOX_SUCCESS_CARD,
  type CreateOrderResponse,
  type ReloadResponse,
  type SandboxPayFailure,
} from '@abhyas/contracts';
import { callApi, type ApiAnswer, type ParentSession } from './api-session';

/** Secrets the e2e platforms run with, so tests can sign webhooks as Razorpay would. */
export const SANDBOX_SECRETS = {
  RAZORPAY_KEY_SECRET: 'e2e-sandbox-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'e2e-sandbox-webhook-secret',
};

export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface OpenedOrder {
  paymentId: string;
  orderId: string;
  amountPaise: number;
}

/** reload, then create-order: what the Payment page does before it opens checkout. */
export const openOrder = async (session: ParentSession, credits: number): Promise<OpenedOrder> => {
  const reload = await session.post<ReloadResponse>('/api/credits/reload', {
    userId: session.userId,
    credits,
    paymentMethod: 'card',
    type: 'one_time',
  });
  if (reload.status !== 201 && reload.status !== 200) {
    throw new Error(`reload answered ${reload.status}: ${JSON.stringify(reload.body)}`);
  }
  const order = await session.post<CreateOrderResponse>('/api/payments/create-order', {
    amount: reload.body.amountPaise,
    currency: 'INR',
    notes: { paymentId: reload.body.paymentId },
  });
  if (order.status !== 201 && order.status !== 200) {
    throw new Error(`create-order answered ${order.status}: ${JSON.stringify(order.body)}`);
  }
  return {
    paymentId: reload.body.paymentId,
    orderId: order.body.id,
    amountPaise: reload.body.amountPaise,
  };
};

/** The sandbox's stand-in for Razorpay's checkout form. */
export const payInSandbox = (
  session: ParentSession,
  orderId: string,
  card = SANDBOX_SUCCESS_CARD,
): Promise<ApiAnswer<CheckoutSuccess & SandboxPayFailure>> =>
  session.post('/api/payments/sandbox/pay', { orderId, card: { number: card } });

export const completeReload = (
  session: ParentSession,
  order: OpenedOrder,
  checkout: CheckoutSuccess,
) =>
  session.post<{ newBalance: number | null; transactionId: string | null; pending: boolean }>(
    '/api/credits/complete-reload',
    {
      paymentId: order.paymentId,
      razorpayPaymentId: checkout.razorpay_payment_id,
      razorpayOrderId: checkout.razorpay_order_id,
      signature: checkout.razorpay_signature,
      credits: order.amountPaise / 100,
    },
  );

/** Delivers a webhook as Razorpay does: signed over the exact body, with an event id. */
export const deliverWebhook = (
  baseUrl: string,
  event: 'payment.captured' | 'payment.failed',
  payment: { id: string; orderId: string; amountPaise: number },
  eventId = `evt_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
) => {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_e2e',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payment.id,
          entity: 'payment',
          amount: payment.amountPaise,
          currency: 'INR',
          status: event === 'payment.captured' ? 'captured' : 'failed',
          order_id: payment.orderId,
          method: 'card',
          error_code: event === 'payment.failed' ? 'BAD_REQUEST_ERROR' : null,
          error_description: event === 'payment.failed' ? 'Card declined.' : null,
          error_reason: event === 'payment.failed' ? 'card_declined' : null,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  const signature = createHmac('sha256', SANDBOX_SECRETS.RAZORPAY_WEBHOOK_SECRET)
    .update(body)
    .digest('hex');
  return callApi(`${baseUrl}/api/payments/webhook`, 'POST', undefined, body, {
    'x-razorpay-signature': signature,
    'x-razorpay-event-id': eventId,
  });
};
