import type { AnyIntegrationEvent, PayloadOf } from '@abhyas/contracts';

/** One integration message a domain event becomes: the contract, its ordering key, its payload. */
export interface OutgoingMessage {
  contract: AnyIntegrationEvent;
  key: string;
  payload: unknown;
}

/**
 * Publishes as `contract`: the payload's type is the contract's, so a wrong field does not
 * compile; the store also checks it against the contract's schema before writing the outbox.
 */
export const publish = <Contract extends AnyIntegrationEvent>(
  contract: Contract,
  key: string,
  payload: PayloadOf<Contract>,
): OutgoingMessage => ({ contract, key, payload });
