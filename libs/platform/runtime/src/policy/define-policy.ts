import type { AnyIntegrationEvent, PayloadOf } from '@abhyas/contracts';
import type { ServiceStore, StoreUnit } from '@abhyas/event-store';
import type { DeliveredMessage } from '@abhyas/messaging';

/**
 * A service's reaction to another service's public event. How a redelivery stays harmless is
 * part of the definition, not left to the handler:
 * - `inbox`: the handler's commands run in one transaction with an inbox row, so a message is
 *   acted on once however often it is delivered;
 * - `idempotentBy`: the handler's own command carries a key fixed by the event (the ledger's
 *   transfer id), which the write path already answers once; the reason is stated.
 */
export type Policy = {
  name: string;
  on: AnyIntegrationEvent;
  /** Runs one parsed message; throws to have it redelivered (then dead-lettered). */
  run(payload: unknown, message: DeliveredMessage): Promise<void>;
};

interface PolicyBase<Contract extends AnyIntegrationEvent> {
  /** Names the inbox consumer and the logs: `<what it does>` (`welcome-bonus`). */
  name: string;
  on: Contract;
}

export interface InboxPolicySpec<
  Contract extends AnyIntegrationEvent,
> extends PolicyBase<Contract> {
  inbox: ServiceStore;
  handle(payload: PayloadOf<Contract>, unit: StoreUnit, message: DeliveredMessage): Promise<void>;
}

export interface IdempotentPolicySpec<
  Contract extends AnyIntegrationEvent,
> extends PolicyBase<Contract> {
  /** Which key of the handler's command makes a repeat harmless. */
  idempotentBy: string;
  handle(payload: PayloadOf<Contract>, message: DeliveredMessage): Promise<void>;
}

export function definePolicy<Contract extends AnyIntegrationEvent>(
  spec: InboxPolicySpec<Contract>,
): Policy;
export function definePolicy<Contract extends AnyIntegrationEvent>(
  spec: IdempotentPolicySpec<Contract>,
): Policy;
export function definePolicy<Contract extends AnyIntegrationEvent>(
  spec: InboxPolicySpec<Contract> | IdempotentPolicySpec<Contract>,
): Policy {
  if ('inbox' in spec) {
    return {
      name: spec.name,
      on: spec.on,
      run: async (payload, message) => {
        await spec.inbox.handleOnce(spec.name, message.id, (unit) =>
          spec.handle(payload as PayloadOf<Contract>, unit, message),
        );
      },
    };
  }
  return {
    name: spec.name,
    on: spec.on,
    run: (payload, message) => spec.handle(payload as PayloadOf<Contract>, message),
  };
}
