import { ROOT_CONTEXT, context, propagation, type Context } from '@opentelemetry/api';

export const TRACEPARENT_HEADER = 'traceparent';

/**
 * Returns a copy of `headers` carrying the active trace context (W3C `traceparent`/`tracestate`
 * with the registered propagator). A `traceparent` the producer already set wins: an outbox relay
 * replays the context of the request that wrote the event, not the relay's own.
 * Without an OpenTelemetry SDK the global propagator is a no-op and the copy is unchanged.
 */
export function injectTraceContext(
  headers: Readonly<Record<string, string>> = {},
  from: Context = context.active(),
): Record<string, string> {
  const carrier: Record<string, string> = { ...headers };
  if (carrier[TRACEPARENT_HEADER] === undefined) {
    propagation.inject(from, carrier);
  }
  return carrier;
}

/**
 * The trace context a message carries. Based on the root context, not the active one, so a
 * handler never inherits whatever context happened to be active inside the bus (in-process,
 * that would be the publisher's).
 */
export function extractTraceContext(headers: Readonly<Record<string, string>>): Context {
  return propagation.extract(ROOT_CONTEXT, headers);
}
