import type { FetchRazorpayDetailsResponse, GetKeyResponse } from '@abhyas/contracts';
import type { Principal } from '@abhyas/runtime';
import { heldPayment } from './payment-checkout';
import { paymentsErrors } from './payments.exception';
import type { PaymentProvider } from './payments.ports';
import type { PaymentsRepository } from './payments.repository';

/** The gateway's public key, and how a payment of the caller's was made. */
export class PaymentDetailsHandler {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly provider: PaymentProvider,
  ) {}

  key(): GetKeyResponse {
    return { success: true, keyId: this.provider.keyId, mode: this.provider.mode };
  }

  async fetch(
    principal: Principal,
    gatewayPaymentId: string,
  ): Promise<FetchRazorpayDetailsResponse> {
    const details = await this.provider.fetchPayment(gatewayPaymentId);
    if (!details) {
      throw paymentsErrors.paymentNotFound();
    }
    const checkoutId = details.orderId ?? details.subscriptionId;
    // A gateway payment for none of our orders, or for someone else's, is not the caller's to see.
    heldPayment(
      principal,
      checkoutId ? await this.repository.byCheckoutId(checkoutId) : undefined,
      paymentsErrors.paymentNotFound,
    );
    return { success: true, paymentMethod: details.paymentMethod };
  }
}
