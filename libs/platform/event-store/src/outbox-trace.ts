import {
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from '@opentelemetry/api';

interface TracedRow {
  message_id: string;
  type: string;
  headers: Record<string, string>;
}

/** A batch of one topic's rows about to be published, each under its own producer span. */
export interface PublishSpans {
  /** The rows' headers, each now carrying its publish span's context (W3C `traceparent`). */
  headers: Array<Record<string, string>>;
  end(error?: unknown): void;
}

const TRACE_HEADERS = ['traceparent', 'tracestate'];

/**
 * One `publish <topic>` producer span per row that carries a trace (the request that wrote it,
 * captured in its outbox headers), so the trace shows when the message left, and the consumer's
 * span becomes a child of the publish. Rows without a trace get no span: the relay polls all day
 * and must not start traces of its own. Without an OpenTelemetry SDK the headers stay as they were.
 */
export function startPublishSpans(topic: string, rows: readonly TracedRow[]): PublishSpans {
  const tracer = trace.getTracer('@abhyas/event-store');
  const spans: Array<Span | undefined> = [];
  const headers = rows.map((row) => {
    const parent = propagation.extract(ROOT_CONTEXT, row.headers);
    if (trace.getSpanContext(parent) === undefined) {
      spans.push(undefined);
      return row.headers;
    }
    const span = tracer.startSpan(
      `publish ${topic}`,
      {
        kind: SpanKind.PRODUCER,
        attributes: {
          'messaging.operation.type': 'send',
          'messaging.destination.name': topic,
          'messaging.message.id': row.message_id,
          'abhyas.message.type': row.type,
        },
      },
      parent,
    );
    spans.push(span);
    const carried = Object.fromEntries(
      Object.entries(row.headers).filter(([name]) => !TRACE_HEADERS.includes(name)),
    );
    propagation.inject(trace.setSpan(ROOT_CONTEXT, span), carried);
    return carried;
  });
  return {
    headers,
    end: (error) => {
      for (const span of spans) {
        if (span && error !== undefined) {
          span.recordException(error instanceof Error ? error : { message: JSON.stringify(error) });
          span.setStatus({ code: SpanStatusCode.ERROR });
        }
        span?.end();
      }
    },
  };
}
