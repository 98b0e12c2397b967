import { context, propagation } from '@opentelemetry/api';
import type { ServiceName } from '@abhyas/contracts';
import type { AnyStream, Decider, OutgoingMessage } from '../domain';
import { EventStoreErrorCode, EventStoreException } from '../event-store.exception';
import type { OutboxMessage, PendingEvent } from '../event-store.types';

/**
 * The request's trace context (W3C `traceparent`), captured when the outbox row is written: the
 * relay publishes later, outside the request, and the consumer continues this trace from it.
 * Without an OpenTelemetry SDK the propagator is a no-op and the headers stay empty.
 */
const traceHeaders = (): Record<string, string> => {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
};

const invalid = (message: string) =>
  new EventStoreException(EventStoreErrorCode.InvalidArgument, message);

/**
 * The outbox messages of a stream's new events, from the publications its definition declares.
 * The message id is the event's, so a consumer's inbox sees one message per event. A service
 * publishes only its own contracts, and the payload is checked against the contract: a
 * drifting mapping fails the append instead of publishing what consumers cannot read.
 */
export const outboxMessagesOf = (
  service: ServiceName,
  stream: AnyStream,
  events: readonly PendingEvent[],
  stateBefore: unknown,
): OutboxMessage[] => {
  const decider = stream.decider as Decider<unknown, { type: string; data: unknown }, unknown>;
  let state = stateBefore;
  let headers: Record<string, string> | undefined;
  return events.flatMap((event): OutboxMessage[] => {
    state = decider.evolve(state, event);
    const publication = stream.publishes[event.type] as
      ((data: unknown, state: unknown) => OutgoingMessage) | undefined;
    if (!publication) {
      return [];
    }
    const { contract, key, payload } = publication(event.data, state);
    if (contract.producer !== service) {
      throw invalid(`${service} cannot publish ${contract.type}: ${contract.producer} owns it`);
    }
    const checked = contract.schema.safeParse(payload);
    if (!checked.success) {
      throw invalid(
        `${event.type} does not map to a valid ${contract.type}: ${checked.error.message}`,
      );
    }
    return [
      {
        messageId: event.eventId,
        topic: contract.topic,
        key,
        type: contract.type,
        payload: checked.data,
        headers: (headers ??= traceHeaders()),
      },
    ];
  });
};
