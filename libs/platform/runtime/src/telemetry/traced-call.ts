import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
} from '@opentelemetry/api';

const tracer = () => trace.getTracer('@abhyas/runtime');

export interface TracedCall<Result> {
  /** Span name: `METHOD <target>` (`POST identity`). */
  name: string;
  attributes?: Attributes;
  /** Sends the call with these headers added: they carry the call's trace context (W3C `traceparent`). */
  send(traceHeaders: Record<string, string>): Promise<Result>;
  /** The answer's HTTP status, recorded on the span (5xx marks it failed). */
  statusOf?(result: Result): number;
}

/**
 * One call to another service under a client span. `send` runs outside the caller's context, so
 * a callee in this process (standalone's Fastify `inject`) finds its parent in the headers, exactly
 * as a callee in another process does, and never inherits the caller's context by accident.
 */
export async function tracedCall<Result>({
  name,
  attributes,
  send,
  statusOf,
}: TracedCall<Result>): Promise<Result> {
  const span = tracer().startSpan(name, { kind: SpanKind.CLIENT, attributes });
  const headers: Record<string, string> = {};
  propagation.inject(trace.setSpan(context.active(), span), headers);
  try {
    const result = await context.with(ROOT_CONTEXT, () => send(headers));
    const status = statusOf?.(result);
    if (status !== undefined) {
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) {
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
    }
    return result;
  } catch (error) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}
