import { CHECKOUT_EXPIRY_MS } from '@abhyas/contracts';
import { deciderSpec } from '@abhyas/testing';
import { paymentDecider } from './payment.decider';
import type { PaymentEvent, PaymentOpened } from './payment.events';
import { PaymentRuleViolation } from './payments.errors';

const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const metadata = { now };
const spec = deciderSpec(paymentDecider);

const opened: PaymentOpened = {
  type: 'PaymentOpened',
  data: {
    paymentId: 'p1',
    userId: 'u1',
    purpose: 'credits',
    credits: 100,
    amountPaise: 10_000,
    currency: 'INR',
    gateway: 'sandbox',
    openedAt: at,
  },
};
const attached: PaymentEvent = {
  type: 'OrderAttached',
  data: { paymentId: 'p1', orderId: 'order_1', attachedAt: at },
};
const captureCommand = {
  type: 'CapturePayment' as const,
  data: {
    gatewayPaymentId: 'pay_1',
    orderId: 'order_1',
    methodType: 'card',
    reportedBy: 'checkout' as const,
    claimedBy: 'p1',
  },
  metadata,
};
const captured: PaymentEvent = {
  type: 'PaymentCaptured',
  data: {
    paymentId: 'p1',
    userId: 'u1',
    purpose: 'credits',
    gatewayPaymentId: 'pay_1',
    orderId: 'order_1',
    amountPaise: 10_000,
    currency: 'INR',
    credits: 100,
    methodType: 'card',
    reportedBy: 'checkout',
    capturedAt: at,
  },
};
const failure = {
  type: 'RecordPaymentFailure' as const,
  data: { error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined.' } },
  metadata,
};
const failed: PaymentEvent = {
  type: 'PaymentFailed',
  data: {
    paymentId: 'p1',
    userId: 'u1',
    orderId: 'order_1',
    error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined.' },
    failedAt: at,
  },
};

describe('payment decider', () => {
  it('opens a payment once', () => {
    const { openedAt: _openedAt, ...data } = opened.data;
    spec.given([]).when({ type: 'OpenPayment', data, metadata }).then([opened]);
    spec
      .given([opened])
      .when({ type: 'OpenPayment', data, metadata })
      .thenThrows(PaymentRuleViolation);
  });

  it('attaches one order whose amount is the payment amount; a repeat decides nothing', () => {
    const attach = {
      type: 'AttachOrder' as const,
      data: { orderId: 'order_1', amountPaise: 10_000 },
      metadata,
    };
    spec.given([opened]).when(attach).then([attached]);
    spec
      .given([opened, attached])
      .when({ ...attach, data: { ...attach.data, orderId: 'order_2' } })
      .then([]);
    spec
      .given([opened])
      .when({ ...attach, data: { orderId: 'order_1', amountPaise: 1 } })
      .thenThrows(PaymentRuleViolation);
  });

  it('captures once: a repeated report decides nothing', () => {
    spec.given([opened, attached]).when(captureCommand).then([captured]);
    spec.given([opened, attached, captured]).when(captureCommand).then([]);
  });

  it('refuses a capture naming another order, and a capture of an unknown payment', () => {
    spec
      .given([opened, attached])
      .when({ ...captureCommand, data: { ...captureCommand.data, orderId: 'order_x' } })
      .thenThrows(PaymentRuleViolation);
    spec.given([]).when(captureCommand).thenThrows(PaymentRuleViolation);
  });

  it('refuses, once, a capture whose gateway payment was first reported for another payment', () => {
    const reused = { ...captureCommand, data: { ...captureCommand.data, claimedBy: 'p0' } };
    const refused: PaymentEvent = {
      type: 'PaymentCaptureRefused',
      data: {
        paymentId: 'p1',
        userId: 'u1',
        orderId: 'order_1',
        gatewayPaymentId: 'pay_1',
        reason: 'payment_reused',
        expected: { amountPaise: 10_000, currency: 'INR' },
        reportedBy: 'checkout',
        refusedAt: at,
      },
    };
    spec.given([opened, attached]).when(reused).then([refused]);
    spec.given([opened, attached, refused]).when(reused).then([]);
    // Another gateway payment that is this payment's own still captures it.
    spec
      .given([opened, attached, refused])
      .when({ ...captureCommand, data: { ...captureCommand.data, gatewayPaymentId: 'pay_2' } })
      .then([{ ...captured, data: { ...captured.data, gatewayPaymentId: 'pay_2' } }]);
  });

  it('captures a webhook report only when its amount and currency are the order’s', () => {
    const reporting = (gatewayAmount: { amountPaise: number | null; currency: string | null }) => ({
      ...captureCommand,
      data: { ...captureCommand.data, reportedBy: 'webhook' as const, gatewayAmount },
    });
    for (const wrong of [
      { amountPaise: 5_000, currency: 'INR' },
      { amountPaise: 10_000, currency: 'USD' },
      { amountPaise: null, currency: null },
    ]) {
      spec
        .given([opened, attached])
        .when(reporting(wrong))
        .then([
          {
            type: 'PaymentCaptureRefused',
            data: {
              paymentId: 'p1',
              userId: 'u1',
              orderId: 'order_1',
              gatewayPaymentId: 'pay_1',
              reason: 'amount_mismatch',
              expected: { amountPaise: 10_000, currency: 'INR' },
              reported: wrong,
              reportedBy: 'webhook',
              refusedAt: at,
            },
          },
        ]);
    }
    spec
      .given([opened, attached])
      .when(reporting({ amountPaise: 10_000, currency: 'INR' }))
      .then([{ ...captured, data: { ...captured.data, reportedBy: 'webhook' } }]);
  });

  it('cancels a pending checkout the parent closed; anything further along stays as it is', () => {
    const cancel = { type: 'CancelPayment' as const, data: {}, metadata };
    const cancelled: PaymentEvent = {
      type: 'PaymentCancelled',
      data: { paymentId: 'p1', userId: 'u1', orderId: 'order_1', cancelledAt: at },
    };
    spec.given([opened, attached]).when(cancel).then([cancelled]);
    spec.given([opened, attached, cancelled]).when(cancel).then([]);
    spec.given([opened, attached, captured]).when(cancel).then([]);
    spec.given([opened, attached, failed]).when(cancel).then([]);
    // Money that moved after all is still credited.
    spec.given([opened, attached, cancelled]).when(captureCommand).then([captured]);
  });

  it('expires a checkout still pending once its window has passed, not before', () => {
    const expireAt = (now: Date) => ({
      type: 'ExpirePayment' as const,
      data: {},
      metadata: { now },
    });
    const due = new Date(now.getTime() + CHECKOUT_EXPIRY_MS);
    const expired: PaymentEvent = {
      type: 'PaymentExpired',
      data: { paymentId: 'p1', userId: 'u1', orderId: 'order_1', expiredAt: due.toISOString() },
    };
    spec
      .given([opened, attached])
      .when(expireAt(new Date(due.getTime() - 1)))
      .then([]);
    spec.given([opened, attached]).when(expireAt(due)).then([expired]);
    spec.given([opened, attached, expired]).when(expireAt(due)).then([]);
    spec.given([opened, attached, captured]).when(expireAt(due)).then([]);
    spec.given([opened, attached, failed]).when(expireAt(due)).then([]);
    spec
      .given([opened, attached, expired])
      .when({ ...captureCommand, metadata: { now: due } })
      .then([{ ...captured, data: { ...captured.data, capturedAt: due.toISOString() } }]);
  });

  it('moves only forward: failed may still be captured, captured is terminal', () => {
    spec.given([opened, attached]).when(failure).then([failed]);
    spec.given([opened, attached, failed]).when(failure).then([]);
    spec.given([opened, attached, failed]).when(captureCommand).then([captured]);
    spec.given([opened, attached, captured]).when(failure).then([]);
  });

  it('starts the new term of a plan bought again where its running term ends', () => {
    const subscription: PaymentOpened = {
      type: 'PaymentOpened',
      data: {
        ...opened.data,
        purpose: 'subscription',
        planId: 'basic_monthly',
        billingCycle: 'monthly',
        gatewaySubscriptionId: 'sub_2',
      },
    };
    const activation = (currentTermEndsAt?: string) =>
      paymentDecider.decide(
        {
          type: 'CapturePayment',
          data: {
            gatewayPaymentId: 'pay_3',
            gatewaySubscriptionId: 'sub_2',
            methodType: 'card',
            reportedBy: 'webhook',
            claimedBy: 'p1',
            ...(currentTermEndsAt ? { currentTermEndsAt } : {}),
          },
          metadata,
        },
        paymentDecider.evolve(paymentDecider.initialState(), subscription),
      )[1];
    expect(activation('2026-12-10T00:00:00.000Z')).toMatchObject({
      data: { startsAt: '2026-12-10T00:00:00.000Z', endsAt: '2027-01-10T00:00:00.000Z' },
    });
    // A term that already ended changes nothing: the new one starts now.
    expect(activation('2026-11-01T00:00:00.000Z')).toMatchObject({
      data: { startsAt: at, endsAt: '2026-12-22T10:00:00.000Z' },
    });
  });

  it('activates a fixed-term subscription with its capture', () => {
    const subscription: PaymentOpened = {
      type: 'PaymentOpened',
      data: {
        ...opened.data,
        purpose: 'subscription',
        planId: 'basic_monthly',
        billingCycle: 'monthly',
        gatewaySubscriptionId: 'sub_1',
      },
    };
    const events = paymentDecider.decide(
      {
        type: 'CapturePayment',
        data: {
          gatewayPaymentId: 'pay_2',
          gatewaySubscriptionId: 'sub_1',
          methodType: 'card',
          reportedBy: 'checkout',
          claimedBy: 'p1',
        },
        metadata,
      },
      paymentDecider.evolve(paymentDecider.initialState(), subscription),
    );
    expect(events.map((event) => event.type)).toEqual(['PaymentCaptured', 'SubscriptionActivated']);
    expect(events[1]).toMatchObject({
      data: {
        subscriptionId: 'sub_1',
        startsAt: at,
        endsAt: '2026-12-22T10:00:00.000Z',
        credits: 100,
      },
    });
  });
});
