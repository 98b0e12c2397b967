import { CHECKOUT_EXPIRY_MS } from '@abhyas/contracts';
import { PeriodicSweep, settleDue } from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import type { Logger } from 'pino';
import type { CheckoutClosingHandler } from './checkout-closing.handler';
import type { PaymentsRepository } from './payments.repository';

/**
 * Marks checkouts abandoned past their window (CHECKOUT_EXPIRY_MS) expired, so a payment never
 * stays pending for ever. Every process may run one: the decider makes a second expiry of the
 * same payment, or the expiry of one paid meanwhile, a no-op.
 */
export class CheckoutExpiry extends PeriodicSweep {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly closing: CheckoutClosingHandler,
    private readonly clock: Clock,
    logger: Logger,
    intervalMs: number,
  ) {
    super('checkout expiry', logger, intervalMs);
  }

  /** Expires every due checkout; resolves with how many this call expired. */
  sweep(): Promise<number> {
    const openedBy = new Date(this.clock.now().getTime() - CHECKOUT_EXPIRY_MS);
    return settleDue(
      (limit) => this.repository.pendingOpenedBy(openedBy, limit),
      (paymentId) => this.closing.expire(paymentId),
      { drain: true },
    );
  }
}
