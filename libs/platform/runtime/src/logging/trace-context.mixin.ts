import { isSpanContextValid, trace, TraceFlags } from '@opentelemetry/api';

export interface TraceLogFields {
  trace_id?: string;
  span_id?: string;
  trace_flags?: string;
}

/**
 * Adds the active span's ids to every log line, so a log search and a trace view meet on
 * `trace_id`. Called per line: keep it allocation-light and never throw.
 */
export function traceContextMixin(): TraceLogFields {
  const span = trace.getActiveSpan();
  if (span === undefined) {
    return {};
  }
  const spanContext = span.spanContext();
  if (!isSpanContextValid(spanContext)) {
    return {};
  }
  return {
    trace_id: spanContext.traceId,
    span_id: spanContext.spanId,
    trace_flags: (spanContext.traceFlags & TraceFlags.SAMPLED) !== 0 ? '01' : '00',
  };
}
