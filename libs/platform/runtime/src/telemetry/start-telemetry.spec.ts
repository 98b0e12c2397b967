import { context, trace } from '@opentelemetry/api';
import { createLogger } from '../logging/create-logger';
import { startTelemetry } from './start-telemetry';

describe('startTelemetry', () => {
  const telemetry = startTelemetry({ serviceName: 'test-attempt', env: {} });
  afterAll(() => telemetry.shutdown());

  it('returns the same handle on every later call, whatever the name', () => {
    expect(startTelemetry({ serviceName: 'payments', env: {} })).toBe(telemetry);
    expect(telemetry.serviceName).toBe('test-attempt');
    expect(telemetry.tracesUrl).toBeUndefined();
  });

  it('creates real spans without an exporter, and log lines carry their ids', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({
      service: 'test-attempt',
      destination: { write: (line: string) => lines.push(JSON.parse(line)) },
    });

    const ids = await trace.getTracer('spec').startActiveSpan('submit attempt', async (span) => {
      await new Promise((resolve) => setImmediate(resolve));
      logger.info('graded');
      span.end();
      return span.spanContext();
    });

    expect(ids.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(ids.traceId).not.toBe('0'.repeat(32));
    expect(lines[0]).toMatchObject({ trace_id: ids.traceId, span_id: ids.spanId });
  });

  it('registers a context manager so the span follows async work', async () => {
    const tracer = trace.getTracer('spec');
    const span = tracer.startSpan('outer');

    const seen = await context.with(trace.setSpan(context.active(), span), async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return trace.getActiveSpan()?.spanContext().spanId;
    });
    span.end();

    expect(seen).toBe(span.spanContext().spanId);
  });

  it('shuts down once, however often it is asked', async () => {
    const first = telemetry.shutdown();

    expect(telemetry.shutdown()).toBe(first);
    await expect(first).resolves.toBeUndefined();
  });
});
