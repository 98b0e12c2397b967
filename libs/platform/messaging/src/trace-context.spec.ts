import { ROOT_CONTEXT, TraceFlags, context, trace } from '@opentelemetry/api';
import { registerTestTracing } from '../testing/test-tracing';
import { extractTraceContext, injectTraceContext } from './trace-context';

const spanContext = {
  traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
  spanId: '00f067aa0ba902b7',
  traceFlags: TraceFlags.SAMPLED,
};
const active = trace.setSpanContext(ROOT_CONTEXT, spanContext);

describe('trace context helpers', () => {
  describe('without an OpenTelemetry SDK', () => {
    it('injects nothing and extracts an empty context', () => {
      expect(injectTraceContext({ a: '1' }, active)).toEqual({ a: '1' });
      expect(
        trace.getSpanContext(
          extractTraceContext({
            traceparent: `00-${spanContext.traceId}-${spanContext.spanId}-01`,
          }),
        ),
      ).toBeUndefined();
    });
  });

  describe('with the W3C propagator registered', () => {
    let stop: () => void;
    beforeAll(() => (stop = registerTestTracing()));
    afterAll(() => stop());

    it('injects the active context as traceparent without touching the input', () => {
      const input = { a: '1' };
      const headers = context.with(active, () => injectTraceContext(input));

      expect(headers).toEqual({
        a: '1',
        traceparent: `00-${spanContext.traceId}-${spanContext.spanId}-01`,
      });
      expect(input).toEqual({ a: '1' });
    });

    it('keeps a traceparent the producer set', () => {
      const own = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
      expect(injectTraceContext({ traceparent: own }, active).traceparent).toBe(own);
    });

    it('adds nothing when no span is active', () => {
      expect(injectTraceContext({}, ROOT_CONTEXT)).toEqual({});
    });

    it('extracts the remote span context from headers, not from whatever is active', () => {
      const other = trace.setSpanContext(ROOT_CONTEXT, {
        ...spanContext,
        traceId: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      });
      const extracted = context.with(other, () =>
        extractTraceContext({ traceparent: `00-${spanContext.traceId}-${spanContext.spanId}-01` }),
      );

      expect(trace.getSpanContext(extracted)).toMatchObject({
        traceId: spanContext.traceId,
        spanId: spanContext.spanId,
        isRemote: true,
      });
      expect(
        trace.getSpanContext(context.with(other, () => extractTraceContext({}))),
      ).toBeUndefined();
    });
  });
});
