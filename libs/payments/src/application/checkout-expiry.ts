import { CHECKOUT_EXPIRY_MS } from '@abhyas/contracts';
import { PeriodicSweep } from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import type { Logger } from 'pino';
import type { CheckoutClosingHandler } from './checkout-closing.handler';
import type { PaymentsRepository } from './payments.repository';

const BATCH = 200;

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
  async sweep(): Promise<number> {
    let expired = 0;
    for (;;) {
      const due = await this.repository.pendingOpenedBy(
        new Date(this.clock.now().getTime() - CHECKOUT_EXPIRY_MS),
        BATCH,
      );
      let thisBatch = 0;
      for (const paymentId of due) {
        if (await this.closing.expire(paymentId)) {
          thisBatch++;
        }
      }
      expired += thisBatch;
      // A full batch of which nothing moved would only be read again: leave it to the next pass.
      if (due.length < BATCH || thisBatch === 0) {
        return expired;
      }
    }
  }
}
