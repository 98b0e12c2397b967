import {
  CURRENCY,
  PAYMENT_MESSAGES as M,
  planById,
  rupeesToPaise,
  SUBSCRIPTION_PLANS,
  type ActivateSubscriptionResponse,
  type activateSubscriptionRequestSchema,
  type CreateSubscriptionResponse,
  type CurrentSubscriptionsResponse,
  type createSubscriptionRequestSchema,
  type PlansResponse,
  type SubscriptionPlan,
} from '@abhyas/contracts';
import type { Principal } from '@abhyas/runtime';
import type { z } from 'zod';
import { heldPayment, openPayment, type CheckoutParts } from './payment-checkout';
import { paymentsErrors, withPaymentsErrors } from './payments.exception';
import { subscriptionSummary } from './subscription-term';

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
  constructor(private readonly parts: CheckoutParts) {}

  plans(): PlansResponse {
    return { success: true, plans: [...SUBSCRIPTION_PLANS] };
  }

  async create(
    principal: Principal,
    body: z.output<typeof createSubscriptionRequestSchema>,
  ): Promise<CreateSubscriptionResponse> {
    const plan = planFor(body.planId, body.billingCycle);
    const paymentId = this.parts.ids.newPaymentId();
    const subscription = await this.parts.provider.createSubscription(plan, {
      paymentId,
      userId: principal.userId,
      planId: plan.planId,
    });
    const amountPaise = rupeesToPaise(plan.price);
    await openPayment(this.parts, {
      paymentId,
      userId: principal.userId,
      purpose: 'subscription',
      credits: plan.credits,
      amountPaise,
      currency: CURRENCY,
      planId: plan.planId,
      billingCycle: plan.billingCycle,
      gatewaySubscriptionId: subscription.id,
    });
    return {
      success: true,
      subscriptionId: subscription.id,
      paymentId,
      plan,
      amount: amountPaise,
      currency: CURRENCY,
      keyId: this.parts.provider.keyId,
    };
  }

  /** Verified against the subscription we created for this user; activation grants once. */
  async activate(
    principal: Principal,
    body: z.output<typeof activateSubscriptionRequestSchema>,
  ): Promise<ActivateSubscriptionResponse> {
    const payment = heldPayment(
      principal,
      await this.parts.repository.bySubscriptionId(body.razorpaySubscriptionId),
      paymentsErrors.subscriptionNotFound,
    );
    const plan = planFor(body.planId, body.billingCycle);
    if (plan.planId !== payment.plan_id) {
      throw paymentsErrors.invalidPlan(`This subscription is for the ${payment.plan_id} plan`);
    }
    if (
      !this.parts.signatures.verifySubscription(
        body.razorpayPaymentId,
        body.razorpaySubscriptionId,
        body.razorpaySignature,
      )
    ) {
      throw paymentsErrors.invalidSignature();
    }
    const captureOutcome = await withPaymentsErrors(() =>
      this.parts.capture.capture(payment, {
        gatewayPaymentId: body.razorpayPaymentId,
        gatewaySubscriptionId: body.razorpaySubscriptionId,
        methodType: body.paymentMethod ?? 'card',
        reportedBy: 'checkout',
      }),
    );
    if (captureOutcome.kind === 'refused') {
      throw paymentsErrors.captureRefused(captureOutcome.reason);
    }
    const captured = captureOutcome.payment;
    const outcome = await this.parts.capture.grantNow(captured);
    const term = captured.subscription ?? {
      startsAt: captured.captured.capturedAt,
      endsAt: captured.captured.capturedAt,
    };
    return {
      ...outcome,
      subscription: subscriptionSummary(
        {
          subscriptionId: body.razorpaySubscriptionId,
          planId: plan.planId,
          billingCycle: plan.billingCycle,
          credits: plan.credits,
          ...term,
        },
        this.parts.clock.now(),
      ),
    };
  }

  /** The Payment page's current plan: every term running or still to come, in order. */
  async current(userId: string): Promise<CurrentSubscriptionsResponse> {
    const now = this.parts.clock.now();
    const terms = await this.parts.repository.termsOf(userId, now);
    return {
      success: true,
      subscriptions: terms.map((row) =>
        subscriptionSummary(
          {
            subscriptionId: row.subscription_id,
            planId: row.plan_id,
            billingCycle: row.billing_cycle,
            credits: row.credits,
            startsAt: row.starts_at,
            endsAt: row.ends_at,
          },
          now,
        ),
      ),
    };
  }
}
