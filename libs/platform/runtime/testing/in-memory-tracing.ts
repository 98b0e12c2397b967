import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace-base';

export interface InMemoryTracing {
  spans(): ReadableSpan[];
  /** Unregisters everything, so the next suite starts without a tracer. */
  stop(): Promise<void>;
}

/**
 * What the telemetry SDK registers (a tracer provider, the W3C propagator, an async context
 * manager), with spans kept in memory for assertions. The packages come with
 * `@opentelemetry/sdk-node`.
 */
export function registerInMemoryTracing(): InMemoryTracing {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  trace.disable();
  propagation.disable();
  context.disable();
  trace.setGlobalTracerProvider(provider);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  return {
    spans: () => exporter.getFinishedSpans(),
    stop: async () => {
      trace.disable();
      propagation.disable();
      context.disable();
      await provider.shutdown();
    },
  };
}
