import {
  PAYMENT_MESSAGES,
  type ActivateSubscriptionRequest,
  type ActivateSubscriptionResponse,
  type BillingCycle,
  type CompleteReloadRequest,
  type CompleteReloadResponse,
  type CreateOrderResponse,
  type CreateSubscriptionResponse,
  type FetchRazorpayDetailsResponse,
  type GetKeyResponse,
  type RazorpayError,
  type RecordFailureRequest,
  type ReloadResponse,
  type SubscriptionPlan,
} from '@abhyas/contracts';
import {
  PaymentFlowError,
  type CheckoutOutcome,
  type CheckoutRequest,
} from './checkout/checkout.types';
import type { FailureRecorder } from './failure-recorder';
import { apiFailureMessage, failureMessage } from './payment-failure';
import { errorStatus, grantStatus, subscriptionStatus, type PaymentStatus } from './payment-status';

/** The calls the flow makes; `paymentsApi` in the app, in-memory fakes in tests. */
export interface PaymentsPort {
  reload(userId: string, credits: number): Promise<ReloadResponse>;
  createOrder(amountPaise: number, paymentId: string): Promise<CreateOrderResponse>;
  getKey(): Promise<GetKeyResponse>;
  fetchRazorpayDetails(razorpayPaymentId: string): Promise<FetchRazorpayDetailsResponse>;
  completeReload(request: CompleteReloadRequest): Promise<CompleteReloadResponse>;
  createSubscription(
    planId: string,
    billingCycle: BillingCycle,
  ): Promise<CreateSubscriptionResponse>;
  activateSubscription(request: ActivateSubscriptionRequest): Promise<ActivateSubscriptionResponse>;
  recordFailure(request: RecordFailureRequest): Promise<unknown>;
  cancelPayment(paymentId: string): Promise<unknown>;
}

export interface PaymentFlowPorts {
  api: PaymentsPort;
  openCheckout(request: CheckoutRequest): Promise<CheckoutOutcome>;
  recorder: FailureRecorder;
  /** A failure was recorded: the recent-issues list is out of date. */
  onFailureRecorded?: () => void;
}

export interface PaymentFlowResult {
  status: PaymentStatus;
  /** True when credits were granted (or are on their way); the stepper resets then. */
  completed: boolean;
}

interface FailureContext {
  userId: string;
  orderId: string;
  paymentId: string;
  amountPaise: number;
  gateway: GetKeyResponse['mode'];
}

/**
 * Pay as you go and subscriptions, step by step (spec 4: order created, checkout opened,
 * processing, then success or failure). Plain orchestration over ports, so it is tested without a
 * browser; the hook only adds React state around it.
 */
export function createPaymentFlow({
  api,
  openCheckout,
  recorder,
  onFailureRecorded,
}: PaymentFlowPorts) {
  const gatewayConfig = async (): Promise<GetKeyResponse> => {
    try {
      return await api.getKey();
    } catch {
      throw new PaymentFlowError(PAYMENT_MESSAGES.configFailed);
    }
  };

  const recordFailure = async (context: FailureContext, error: RazorpayError) => {
    // Once per order per session; the server also keeps one record per order.
    if (!recorder.claim(context.orderId)) {
      return;
    }
    try {
      await api.recordFailure({
        userId: context.userId,
        orderId: context.orderId,
        paymentId: context.paymentId,
        amount: context.amountPaise,
        currency: 'INR',
        gateway: context.gateway,
        gatewayTransactionId: error.metadata?.payment_id,
        errorCode: error.code,
        errorDescription: error.description,
        errorSource: error.source,
        errorStep: error.step,
        errorReason: error.reason,
      });
      onFailureRecorded?.();
    } catch {
      // The failure message is already on screen; a lost record is not worth a second error.
    }
  };

  const unpaid = async (
    outcome: Exclude<CheckoutOutcome, { kind: 'paid' }>,
    context: FailureContext,
  ): Promise<PaymentFlowResult> => {
    if (outcome.kind === 'dismissed') {
      // The server marks the payment cancelled; if this call is lost, its expiry sweep will.
      await api.cancelPayment(context.paymentId).catch(() => undefined);
      return { status: errorStatus(PAYMENT_MESSAGES.cancelled), completed: false };
    }
    await recordFailure(context, outcome.error);
    return { status: errorStatus(failureMessage(outcome.error)), completed: false };
  };

  const failed = (error: unknown, paid: boolean, fallback: string): PaymentFlowResult => {
    if (error instanceof PaymentFlowError) {
      return { status: errorStatus(error.message), completed: false };
    }
    // Paid but not completed: the money may have moved, so the parent is told to contact support.
    return {
      status: errorStatus(apiFailureMessage(error, paid ? PAYMENT_MESSAGES.unknown : fallback)),
      completed: false,
    };
  };

  const buyCredits = async (userId: string, credits: number): Promise<PaymentFlowResult> => {
    let paid = false;
    try {
      const reload = await api.reload(userId, credits);
      const order = await api.createOrder(reload.amountPaise, reload.paymentId);
      const gateway = await gatewayConfig();
      // The server prices the order; the browser never computes an amount it charges.
      const checkoutAmount = order.amount;
      const outcome = await openCheckout({
        mode: gateway.mode,
        keyId: gateway.keyId,
        target: { orderId: order.id },
        amountPaise: checkoutAmount,
        description: `${reload.credits} credits`,
      });
      if (outcome.kind !== 'paid') {
        return await unpaid(outcome, {
          userId,
          orderId: order.id,
          paymentId: reload.paymentId,
          amountPaise: checkoutAmount,
          gateway: gateway.mode,
        });
      }
      paid = true;
      // Only to show the method on the payment record; a failure here must not stop the grant.
      const details = await api
        .fetchRazorpayDetails(outcome.payment.razorpayPaymentId)
        .catch(() => null);
      const result = await api.completeReload({
        paymentId: reload.paymentId,
        razorpayPaymentId: outcome.payment.razorpayPaymentId,
        razorpayOrderId: outcome.payment.razorpayOrderId ?? order.id,
        signature: outcome.payment.razorpaySignature,
        credits: reload.credits,
        paymentMethodDetails: details?.paymentMethod,
      });
      return { status: grantStatus(result, result.credits || reload.credits), completed: true };
    } catch (error) {
      return failed(error, paid, PAYMENT_MESSAGES.paymentFailedDefault);
    }
  };

  const subscribe = async (
    userId: string,
    plan: SubscriptionPlan | null,
  ): Promise<PaymentFlowResult> => {
    if (!plan) {
      return { status: errorStatus(PAYMENT_MESSAGES.selectPlan), completed: false };
    }
    let paid = false;
    try {
      const created = await api.createSubscription(plan.planId, plan.billingCycle);
      const gateway = await gatewayConfig();
      // The server's price for the plan, in paise, as checkout and failure records carry it.
      const amountPaise = created.amount;
      const outcome = await openCheckout({
        mode: gateway.mode,
        keyId: created.keyId || gateway.keyId,
        target: { subscriptionId: created.subscriptionId },
        amountPaise,
        description: `${plan.name} plan (${plan.billingCycle})`,
      });
      if (outcome.kind !== 'paid') {
        return await unpaid(outcome, {
          userId,
          orderId: created.subscriptionId,
          paymentId: created.paymentId,
          amountPaise,
          gateway: gateway.mode,
        });
      }
      paid = true;
      const result = await api.activateSubscription({
        userId,
        planId: plan.planId,
        billingCycle: plan.billingCycle,
        paymentMethod: 'card',
        razorpaySubscriptionId: outcome.payment.razorpaySubscriptionId ?? created.subscriptionId,
        razorpayPaymentId: outcome.payment.razorpayPaymentId,
        razorpaySignature: outcome.payment.razorpaySignature,
        status: 'active',
      });
      return {
        status: subscriptionStatus(result, plan.name, result.credits || plan.credits),
        completed: true,
      };
    } catch (error) {
      return failed(error, paid, PAYMENT_MESSAGES.subscriptionFailedDefault);
    }
  };

  return { buyCredits, subscribe };
}
