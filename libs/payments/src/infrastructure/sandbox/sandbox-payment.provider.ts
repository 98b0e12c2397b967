import type { SubscriptionPlan } from '@abhyas/contracts';
import type { SqlExecutor } from '@abhyas/event-store';
import type {
  GatewayOrder,
  GatewayPaymentDetails,
  PaymentProvider,
} from '../../application/payments.ports';
import { gatewayId } from '../gateway-ids';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

interface SandboxPaymentRow {
  order_id: string | null;
  subscription_id: string | null;
  method: GatewayPaymentDetails['paymentMethod'];
}

/** Offline stand-in for Razorpay's API: ids of the same shape, payments its checkout took. */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly mode = 'sandbox' as const;
  readonly keyId = SANDBOX_KEY_ID;

  constructor(
    private readonly db: SqlExecutor,
    private readonly schema: string,
  ) {}

  async createOrder(amountPaise: number, currency: string): Promise<GatewayOrder> {
    return { id: gatewayId('order'), amount: amountPaise, currency };
  }

  async createSubscription(_plan: SubscriptionPlan): Promise<{ id: string }> {
    return { id: gatewayId('sub') };
  }

  async fetchPayment(gatewayPaymentId: string): Promise<GatewayPaymentDetails | undefined> {
    const row = (
      await this.db.query<SandboxPaymentRow>(
        `select order_id, subscription_id, method from ${this.schema}.sandbox_payments
          where gateway_payment_id = $1`,
        [gatewayPaymentId],
      )
    ).rows[0];
    if (!row) {
      return undefined;
    }
    return {
      paymentMethod: row.method,
      ...(row.order_id ? { orderId: row.order_id } : {}),
      ...(row.subscription_id ? { subscriptionId: row.subscription_id } : {}),
    };
  }
}
