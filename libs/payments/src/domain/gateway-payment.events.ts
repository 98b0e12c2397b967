import { defineEvents, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

/** Events of a `gateway-payment-<gatewayPaymentId>` stream: which payment it was reported for. */
export const gatewayPaymentEvents = defineEvents({
  GatewayPaymentClaimed: z.object({
    gatewayPaymentId: z.string(),
    paymentId: z.string(),
    claimedAt: z.string(),
  }),
});

export type GatewayPaymentEvent = EventOf<typeof gatewayPaymentEvents>;
