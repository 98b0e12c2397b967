import { checkoutExpiresAt, planTermEnd, type RazorpayError } from '@abhyas/contracts';
import type { Decider } from '@abhyas/event-store/domain';
import type {
  CaptureRefusalReason,
  PaymentCaptured,
  PaymentEvent,
  PaymentOpened,
} from './payment.events';
import { PaymentRule, PaymentRuleViolation } from './payments.errors';

interface Meta {
  metadata: { now: Date };
}

export type PaymentCommand =
  | ({ type: 'OpenPayment'; data: Omit<PaymentOpened['data'], 'openedAt'> } & Meta)
  | ({ type: 'AttachOrder'; data: { orderId: string; amountPaise: number } } & Meta)
  | ({
      type: 'CapturePayment';
      data: {
        gatewayPaymentId: string;
        /** The order (or subscription) the report names; it must be this payment's own. */
        orderId?: string;
        gatewaySubscriptionId?: string;
        methodType: string;
        reportedBy: PaymentCaptured['data']['reportedBy'];
        /** The payment this gateway payment id was first reported for (its claim). */
        claimedBy: string;
        /** What the gateway says it captured (webhooks); it must be the order's amount. */
        gatewayAmount?: { amountPaise: number | null; currency: string | null };
        /** Subscriptions: the end of the parent's running term of this plan, if one runs. */
        currentTermEndsAt?: string;
      };
    } & Meta)
  | ({
      type: 'RecordPaymentFailure';
      data: { error: Pick<RazorpayError, 'code' | 'description'> };
    } & Meta)
  | ({ type: 'CancelPayment'; data: Record<string, never> } & Meta)
  | ({ type: 'ExpirePayment'; data: Record<string, never> } & Meta);

export type PaymentStatus = 'Pending' | 'Failed' | 'Cancelled' | 'Expired' | 'Captured';

export type PaymentState =
  | { status: 'Empty' }
  | {
      status: PaymentStatus;
      opened: PaymentOpened['data'];
      orderId?: string;
      captured?: PaymentCaptured['data'];
      subscription?: { startsAt: string; endsAt: string };
      /** Gateway payment ids refused so far, each recorded once. */
      refused?: ReadonlyArray<{ gatewayPaymentId: string; reason: CaptureRefusalReason }>;
    };

type OpenState = Exclude<PaymentState, { status: 'Empty' }>;

type CaptureCommand = Extract<PaymentCommand, { type: 'CapturePayment' }>;

/** Why this report must credit nothing, if it must. */
const refusalOf = (state: OpenState, data: CaptureCommand['data']) => {
  if (data.claimedBy !== state.opened.paymentId) {
    return 'payment_reused' as const;
  }
  const reported = data.gatewayAmount;
  if (
    reported &&
    (reported.amountPaise !== state.opened.amountPaise ||
      reported.currency !== state.opened.currency)
  ) {
    return 'amount_mismatch' as const;
  }
  return undefined;
};

const refuse = (
  state: OpenState,
  command: CaptureCommand,
  reason: CaptureRefusalReason,
): PaymentEvent[] => {
  const { opened } = state;
  const { data } = command;
  if (state.refused?.some((earlier) => earlier.gatewayPaymentId === data.gatewayPaymentId)) {
    return [];
  }
  return [
    {
      type: 'PaymentCaptureRefused',
      data: {
        paymentId: opened.paymentId,
        userId: opened.userId,
        ...(state.orderId ? { orderId: state.orderId } : {}),
        gatewayPaymentId: data.gatewayPaymentId,
        reason,
        expected: { amountPaise: opened.amountPaise, currency: opened.currency },
        ...(data.gatewayAmount ? { reported: data.gatewayAmount } : {}),
        reportedBy: data.reportedBy,
        refusedAt: command.metadata.now.toISOString(),
      },
    },
  ];
};

const capture = (state: OpenState, command: CaptureCommand): PaymentEvent[] => {
  const { opened } = state;
  const { data } = command;
  if (data.orderId !== undefined && data.orderId !== state.orderId) {
    throw new PaymentRuleViolation(PaymentRule.OrderMismatch);
  }
  if (
    data.gatewaySubscriptionId !== undefined &&
    data.gatewaySubscriptionId !== opened.gatewaySubscriptionId
  ) {
    throw new PaymentRuleViolation(PaymentRule.SubscriptionMismatch);
  }
  const refusal = refusalOf(state, data);
  if (refusal) {
    return refuse(state, command, refusal);
  }
  const now = command.metadata.now;
  const captured: PaymentCaptured = {
    type: 'PaymentCaptured',
    data: {
      paymentId: opened.paymentId,
      userId: opened.userId,
      purpose: opened.purpose,
      gatewayPaymentId: data.gatewayPaymentId,
      ...(state.orderId ? { orderId: state.orderId } : {}),
      ...(opened.gatewaySubscriptionId
        ? { gatewaySubscriptionId: opened.gatewaySubscriptionId }
        : {}),
      amountPaise: opened.amountPaise,
      currency: opened.currency,
      credits: opened.credits,
      methodType: data.methodType,
      reportedBy: data.reportedBy,
      capturedAt: now.toISOString(),
    },
  };
  if (opened.purpose !== 'subscription') {
    return [captured];
  }
  const billingCycle = opened.billingCycle ?? 'monthly';
  // The same plan bought again while a term of it runs adds the next term, from its end.
  const runningTo = data.currentTermEndsAt ? new Date(data.currentTermEndsAt) : undefined;
  const startsAt = runningTo && runningTo > now ? runningTo : now;
  return [
    captured,
    {
      type: 'SubscriptionActivated',
      data: {
        paymentId: opened.paymentId,
        userId: opened.userId,
        subscriptionId: opened.gatewaySubscriptionId ?? opened.paymentId,
        planId: opened.planId ?? '',
        billingCycle,
        credits: opened.credits,
        startsAt: startsAt.toISOString(),
        endsAt: planTermEnd(billingCycle, startsAt).toISOString(),
      },
    },
  ];
};

/** Who a payment that ends unpaid (cancelled, expired) belonged to. */
const endOf = (state: OpenState) => ({
  paymentId: state.opened.paymentId,
  userId: state.opened.userId,
  ...(state.orderId ? { orderId: state.orderId } : {}),
});

/**
 * One purchase. States only move forward: Pending → Failed, Cancelled (checkout closed) or
 * Expired (its window passed) → Captured (a later attempt, or money that moved after all, may
 * still succeed), and Captured is terminal, so a late failure report or a repeated capture
 * report decides nothing. Only a pending payment is cancelled or expired. The capture is one event, which is what makes the
 * grant exactly-once: concurrent reporters race on the stream's expected version. A report
 * whose gateway payment id belongs to another payment, or whose captured amount or currency
 * is not the order's, captures nothing: it is recorded as refused (Failed), once per id.
 */
export const paymentDecider: Decider<PaymentCommand, PaymentEvent, PaymentState> = {
  initialState: () => ({ status: 'Empty' }),
  evolve: (state, event) => {
    if (event.type === 'PaymentOpened') {
      return { status: 'Pending', opened: event.data };
    }
    if (state.status === 'Empty') {
      return state;
    }
    switch (event.type) {
      case 'OrderAttached':
        return { ...state, orderId: event.data.orderId };
      case 'PaymentCaptured':
        return { ...state, status: 'Captured', captured: event.data };
      case 'PaymentFailed':
        return { ...state, status: 'Failed' };
      case 'PaymentCaptureRefused':
        return {
          ...state,
          status: 'Failed',
          refused: [
            ...(state.refused ?? []),
            { gatewayPaymentId: event.data.gatewayPaymentId, reason: event.data.reason },
          ],
        };
      case 'PaymentCancelled':
        return { ...state, status: 'Cancelled' };
      case 'PaymentExpired':
        return { ...state, status: 'Expired' };
      case 'SubscriptionActivated':
        return {
          ...state,
          subscription: { startsAt: event.data.startsAt, endsAt: event.data.endsAt },
        };
      default: {
        const unhandled: never = event;
        throw new Error(`payment cannot evolve ${JSON.stringify(unhandled)}`);
      }
    }
  },
  decide: (command, state) => {
    const at = command.metadata.now.toISOString();
    if (command.type === 'OpenPayment') {
      if (state.status !== 'Empty') {
        throw new PaymentRuleViolation(PaymentRule.AlreadyOpened);
      }
      return [{ type: 'PaymentOpened', data: { ...command.data, openedAt: at } }];
    }
    if (state.status === 'Empty') {
      throw new PaymentRuleViolation(PaymentRule.PaymentNotFound);
    }
    switch (command.type) {
      case 'AttachOrder':
        if (state.opened.purpose !== 'credits') {
          throw new PaymentRuleViolation(PaymentRule.NotAnOrderPayment);
        }
        if (command.data.amountPaise !== state.opened.amountPaise) {
          throw new PaymentRuleViolation(PaymentRule.AmountMismatch);
        }
        if (state.orderId) {
          return [];
        }
        return [
          {
            type: 'OrderAttached',
            data: {
              paymentId: state.opened.paymentId,
              orderId: command.data.orderId,
              attachedAt: at,
            },
          },
        ];
      case 'CapturePayment':
        return state.status === 'Captured' ? [] : capture(state, command);
      case 'RecordPaymentFailure':
        if (state.status !== 'Pending') {
          return [];
        }
        return [
          {
            type: 'PaymentFailed',
            data: {
              paymentId: state.opened.paymentId,
              userId: state.opened.userId,
              ...(state.orderId ? { orderId: state.orderId } : {}),
              error: command.data.error,
              failedAt: at,
            },
          },
        ];
      case 'CancelPayment':
        return state.status === 'Pending'
          ? [{ type: 'PaymentCancelled', data: { ...endOf(state), cancelledAt: at } }]
          : [];
      case 'ExpirePayment':
        return state.status === 'Pending' &&
          command.metadata.now >= checkoutExpiresAt(new Date(state.opened.openedAt))
          ? [{ type: 'PaymentExpired', data: { ...endOf(state), expiredAt: at } }]
          : [];
      default: {
        const unhandled: never = command;
        throw new Error(`payment cannot decide ${JSON.stringify(unhandled)}`);
      }
    }
  },
};
