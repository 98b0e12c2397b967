import { planById, type PayloadOf, type paymentCapturedV1 } from '@abhyas/contracts';
import type { PaymentCaptured } from './payment.events';

export type CreditGrant = PayloadOf<typeof paymentCapturedV1>['grant'];

const subscriptionDescription = (planId: string | undefined, credits: number): string => {
  const plan = planId ? planById(planId) : undefined;
  return plan
    ? `${plan.name} plan (${plan.billingCycle}): ${credits} credits`
    : `Subscription: ${credits} credits`;
};

/**
 * What the ledger applies for a capture. The transferId is fixed by the payment (or the
 * subscription), so the synchronous grant and the ledger's consumption of payment-captured.v1
 * credit one entry, once, whichever arrives first.
 */
export const grantFor = (captured: PaymentCaptured['data'], planId?: string): CreditGrant => {
  if (captured.purpose === 'subscription') {
    const subscriptionId = captured.gatewaySubscriptionId ?? captured.paymentId;
    return {
      transferId: `subscription:${subscriptionId}`,
      type: 'subscription',
      credits: captured.credits,
      description: subscriptionDescription(planId, captured.credits),
    };
  }
  return {
    transferId: `payment:${captured.paymentId}`,
    type: 'purchase',
    credits: captured.credits,
    description: `Purchased ${captured.credits} credits`,
  };
};
