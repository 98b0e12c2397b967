import type { SubscriptionPlan } from '@abhyas/contracts';
import type Razorpay from 'razorpay';
import type {
  GatewayOrder,
  GatewayPaymentDetails,
  PaymentProvider,
} from '../../application/payments.ports';
import { paymentsErrors } from '../../application/payments.exception';

/** The SDK rejects with `{ statusCode, error: { code, description } }`, or a plain Error offline. */
const describe = (error: unknown): { status?: number; description: string } => {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const { statusCode, error: body } = error as {
      statusCode?: number;
      error?: { description?: string };
    };
    return { status: statusCode, description: body?.description ?? `HTTP ${String(statusCode)}` };
  }
  return { description: error instanceof Error ? error.message : 'unreachable' };
};

/** `RAZORPAY_PLAN_IDS="basic_monthly=plan_x,standard_monthly=plan_y"` → our plan id → Razorpay's. */
export const parsePlanIds = (value: string | undefined): Record<string, string> =>
  Object.fromEntries(
    (value ?? '')
      .split(',')
      .map((pair) => pair.split('=').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && !!pair[0] && !!pair[1]),
  );

/** Razorpay through its SDK (tests fake the SDK's HTTP layer, never the network). */
export class RazorpayPaymentProvider implements PaymentProvider {
  readonly mode = 'razorpay' as const;

  constructor(
    private readonly client: Razorpay,
    readonly keyId: string,
    private readonly planIds: Readonly<Record<string, string>>,
  ) {}

  async createOrder(
    amountPaise: number,
    currency: string,
    receipt: string,
    notes: Record<string, string>,
  ): Promise<GatewayOrder> {
    try {
      const order = await this.client.orders.create({
        amount: amountPaise,
        currency,
        receipt: receipt.slice(0, 40),
        notes,
      });
      return { id: order.id, amount: Number(order.amount), currency: order.currency };
    } catch (error) {
      throw paymentsErrors.gatewayUnavailable(describe(error).description);
    }
  }

  /** Fixed term: one charge (`total_count: 1`), so the plan never renews by itself. */
  async createSubscription(
    plan: SubscriptionPlan,
    notes: Record<string, string>,
  ): Promise<{ id: string }> {
    const razorpayPlanId = this.planIds[plan.planId];
    if (!razorpayPlanId) {
      throw paymentsErrors.planNotConfigured(plan.planId);
    }
    try {
      const subscription = await this.client.subscriptions.create({
        plan_id: razorpayPlanId,
        total_count: 1,
        quantity: 1,
        customer_notify: 1,
        notes,
      });
      return { id: subscription.id };
    } catch (error) {
      throw paymentsErrors.gatewayUnavailable(describe(error).description);
    }
  }

  async fetchPayment(gatewayPaymentId: string): Promise<GatewayPaymentDetails | undefined> {
    try {
      const payment = await this.client.payments.fetch(gatewayPaymentId);
      return {
        paymentMethod: {
          type: payment.method,
          ...(payment.card?.network ? { network: payment.card.network } : {}),
          ...(payment.card?.last4 ? { last4: payment.card.last4 } : {}),
          ...(payment.bank ? { bank: payment.bank } : {}),
        },
        ...(payment.order_id ? { orderId: payment.order_id } : {}),
      };
    } catch (error) {
      const { status, description } = describe(error);
      if (status === 400 || status === 404) {
        return undefined;
      }
      throw paymentsErrors.gatewayUnavailable(description);
    }
  }
}
