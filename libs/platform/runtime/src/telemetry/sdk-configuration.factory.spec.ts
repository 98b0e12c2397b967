import { tracing } from '@opentelemetry/sdk-node';
import { createSdkConfiguration } from './sdk-configuration.factory';
import { DiscardingSpanProcessor } from './discarding-span.processor';
import { isProbeRequest } from './probe-request.filter';

function instrumentationNames(env: Record<string, string> = {}): string[] {
  const { options } = createSdkConfiguration('identity', env);
  return (options.instrumentations ?? []).flat().map((i) => i.instrumentationName);
}

describe('createSdkConfiguration', () => {
  it('creates spans without recording or exporting them when no OTLP endpoint is set', () => {
    const { options, tracesUrl } = createSdkConfiguration('identity', {});

    expect(tracesUrl).toBeUndefined();
    expect(options.traceExporter).toBeUndefined();
    expect(options.spanProcessors).toEqual([expect.any(DiscardingSpanProcessor)]);
    expect(options.sampler).toBeInstanceOf(tracing.AlwaysOffSampler);
  });

  it('records every span when they are exported', () => {
    const { options } = createSdkConfiguration('identity', {
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318',
    });

    expect(options.sampler).toBeUndefined();
  });

  it('exports over OTLP/HTTP to <endpoint>/v1/traces when OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
    const { options, tracesUrl } = createSdkConfiguration('identity', {
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318/',
    });

    expect(tracesUrl).toBe('http://otel-collector:4318/v1/traces');
    expect(options.traceExporter).toBeDefined();
    expect(options.spanProcessors).toBeUndefined();
  });

  it('prefers the traces-specific endpoint, used as given', () => {
    const { tracesUrl } = createSdkConfiguration('identity', {
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://a:4318',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://b:4318/custom',
    });

    expect(tracesUrl).toBe('http://b:4318/custom');
  });

  it('treats a blank endpoint as unset', () => {
    expect(
      createSdkConfiguration('x', { OTEL_EXPORTER_OTLP_ENDPOINT: ' ' }).tracesUrl,
    ).toBeUndefined();
  });

  it('instruments HTTP, PostgreSQL, Redis and Kafka', () => {
    expect(instrumentationNames()).toEqual([
      '@opentelemetry/instrumentation-http',
      '@opentelemetry/instrumentation-pg',
      '@opentelemetry/instrumentation-ioredis',
      '@opentelemetry/instrumentation-kafkajs',
    ]);
  });

  it('names the service and leaves metrics and logs to prom-client and pino', () => {
    const { options } = createSdkConfiguration('payments', {});

    expect(options.serviceName).toBe('payments');
    expect(options.resource?.attributes).toMatchObject({
      'service.name': 'payments',
      'service.namespace': 'abhyas',
    });
    expect(options.metricReaders).toEqual([]);
    expect(options.logRecordProcessors).toEqual([]);
  });

  it('propagates W3C trace context', () => {
    const { options } = createSdkConfiguration('payments', {});

    expect(options.textMapPropagator?.fields()).toEqual(
      expect.arrayContaining(['traceparent', 'tracestate', 'baggage']),
    );
  });
});

describe('isProbeRequest', () => {
  it.each([
    ['/health', true],
    ['/metrics', true],
    ['/health?verbose=1', true],
    ['/api/health', true],
    ['/api/health/history', false],
    ['/api/attempts', false],
    [undefined, false],
  ])('%p -> %p', (url, expected) => {
    expect(isProbeRequest({ url })).toBe(expected);
  });
});
