import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { KafkaJsInstrumentation } from '@opentelemetry/instrumentation-kafkajs';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { core, resources, tracing, type NodeSDKConfiguration } from '@opentelemetry/sdk-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { DiscardingSpanProcessor } from './discarding-span.processor';
import { isProbeRequest } from './probe-request.filter';

type Environment = Readonly<Record<string, string | undefined>>;

export interface SdkConfiguration {
  options: Partial<NodeSDKConfiguration>;
  /** Where spans go, or undefined when they are created for log correlation only. */
  tracesUrl: string | undefined;
}

/**
 * Builds the NodeSDK options. Kept apart from `startTelemetry` so the choices (what is
 * instrumented, when spans are exported) can be tested without registering global providers.
 */
export function createSdkConfiguration(serviceName: string, env: Environment): SdkConfiguration {
  const tracesUrl = resolveTracesUrl(env);
  const options: Partial<NodeSDKConfiguration> = {
    serviceName,
    resource: resources.resourceFromAttributes({
      [ATTR_SERVICE_NAME]: serviceName,
      // Groups all Abhyas services in trace backends (semconv `service.namespace`).
      'service.namespace': 'abhyas',
    }),
    textMapPropagator: new core.CompositePropagator({
      propagators: [new core.W3CTraceContextPropagator(), new core.W3CBaggagePropagator()],
    }),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: isProbeRequest }),
      // requireParentSpan: outbox relays and catch-up readers poll the database all day; those
      // polls would otherwise each become a root trace.
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
      new IORedisInstrumentation({ requireParentSpan: true }),
      new KafkaJsInstrumentation(),
    ],
    // Metrics are Prometheus (prom-client) and logs are pino on stdout; without these empty
    // lists the SDK would start OTLP metric and log exporters aimed at localhost.
    metricReaders: [],
    logRecordProcessors: [],
  };

  if (tracesUrl === undefined) {
    // Nowhere to send spans: every span is non-recording. It still has its trace and span ids
    // (log lines carry them, traceparent carries them on), but no attributes, events or timing
    // are collected for nobody (a small saving: the gateway's CPU a request went 1.31 → 1.26 ms
    // on the exam-morning bench). The processor makes the SDK install a real tracer provider,
    // which the ids need.
    options.sampler = new tracing.AlwaysOffSampler();
    options.spanProcessors = [new DiscardingSpanProcessor()];
  } else {
    options.traceExporter = new OTLPTraceExporter({ url: tracesUrl });
  }
  return { options, tracesUrl };
}

/** Same precedence as the OTLP spec: a signal-specific endpoint is used as is. */
function resolveTracesUrl(env: Environment): string | undefined {
  const tracesEndpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (tracesEndpoint) {
    return tracesEndpoint;
  }
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (endpoint) {
    return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
  }
  return undefined;
}
