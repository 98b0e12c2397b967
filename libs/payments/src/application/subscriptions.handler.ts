import {
  CURRENCY,
  PAYMENT_MESSAGES as M,
  planById,
  rupeesToPaise,
  SUBSCRIPTION_PLANS,
  type ActivateSubscriptionResponse,
  type activateSubscriptionRequestSchema,
  type CreateSubscriptionResponse,
  type createSubscriptionRequestSchema,
  type PlansResponse,
  type SubscriptionPlan,
} from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import { type Clock, type Principal, assertAccountHolder } from '@abhyas/runtime';
import type { z } from 'zod';
import { PAYMENTS_DENIAL } from './payments.exception';
import { paymentStream } from '../domain/payment.stream';
import type { PaymentCapture } from './payment-capture';
import { paymentsErrors, withPaymentsErrors } from './payments.exception';
import type { PaymentIds, PaymentProvider, PaymentSignatures } from './payments.ports';
import type { PaymentsRepository } from './payments.repository';

const planFor = (planId: string, billingCycle: string): SubscriptionPlan => {
  const plan = planById(planId);
  if (!plan) {
    throw paymentsErrors.invalidPlan(M.selectPlan);
  }
  if (plan.billingCycle !== billingCycle) {
    throw paymentsErrors.invalidPlan(`The ${plan.name} plan is billed ${plan.billingCycle}`);
  }
  return plan;
};

/** Fixed-term plans: create the gateway subscription, then activate it from checkout's answer. */
export class SubscriptionsHandler {
  constructor(
    private readonly store: ServiceStore,
    private readonly clock: Clock,
    private readonly repository: PaymentsRepository,
    private readonly provider: PaymentProvider,
    private readonly signatures: PaymentSignatures,
    private readonly ids: PaymentIds,
    private readonly capture: PaymentCapture,
  ) {}

  plans(): PlansResponse {
    return { success: true, plans: [...SUBSCRIPTION_PLANS] };
  }

  async create(
    principal: Principal,
    body: z.output<typeof createSubscriptionRequestSchema>,
  ): Promise<CreateSubscriptionResponse> {
    const plan = planFor(body.planId, body.billingCycle);
    const paymentId = this.ids.newPaymentId();
    const subscription = await this.provider.createSubscription(plan, {
      paymentId,
      userId: principal.userId,
      planId: plan.planId,
    });
    const amountPaise = rupeesToPaise(plan.price);
    await withPaymentsErrors(() =>
      this.store.handle(paymentStream, paymentId, {
        type: 'OpenPayment',
        data: {
          paymentId,
          userId: principal.userId,
          purpose: 'subscription',
          credits: plan.credits,
          amountPaise,
          currency: CURRENCY,
          planId: plan.planId,
          billingCycle: plan.billingCycle,
          gatewaySubscriptionId: subscription.id,
          gateway: this.provider.mode,
        },
        metadata: { now: this.clock.now() },
      }),
    );
    return {
      success: true,
      subscriptionId: subscription.id,
      paymentId,
      plan,
      amount: amountPaise,
      currency: CURRENCY,
      keyId: this.provider.keyId,
    };
  }

  /** Verified against the subscription we created for this user; activation grants once. */
  async activate(
    principal: Principal,
    body: z.output<typeof activateSubscriptionRequestSchema>,
  ): Promise<ActivateSubscriptionResponse> {
    const payment = await this.repository.bySubscriptionId(body.razorpaySubscriptionId);
    if (!payment) {
      throw paymentsErrors.subscriptionNotFound();
    }
    assertAccountHolder(principal, payment.user_id, PAYMENTS_DENIAL);
    const plan = planFor(body.planId, body.billingCycle);
    if (plan.planId !== payment.plan_id) {
      throw paymentsErrors.invalidPlan(`This subscription is for the ${payment.plan_id} plan`);
    }
    if (
      !this.signatures.verifySubscription(
        body.razorpayPaymentId,
        body.razorpaySubscriptionId,
        body.razorpaySignature,
      )
    ) {
      throw paymentsErrors.invalidSignature();
    }
    const captured = await withPaymentsErrors(() =>
      this.capture.capture(payment.payment_id, {
        gatewayPaymentId: body.razorpayPaymentId,
        gatewaySubscriptionId: body.razorpaySubscriptionId,
        methodType: body.paymentMethod ?? 'card',
        reportedBy: 'checkout',
      }),
    );
    const outcome = await this.capture.grantNow(captured);
    const term = captured.subscription ?? {
      startsAt: captured.captured.capturedAt,
      endsAt: captured.captured.capturedAt,
    };
    return {
      ...outcome,
      subscription: {
        subscriptionId: body.razorpaySubscriptionId,
        planId: plan.planId,
        name: plan.name,
        billingCycle: plan.billingCycle,
        credits: plan.credits,
        status: new Date(term.endsAt) > this.clock.now() ? 'active' : 'expired',
        startsAt: term.startsAt,
        endsAt: term.endsAt,
      },
    };
  }
}
