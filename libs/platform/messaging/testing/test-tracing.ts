import { context, propagation } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';

/**
 * What an OpenTelemetry SDK registers, minus span export: the W3C propagator and an async
 * context manager, so the tests can check injection and the handler's active context. Both
 * packages come with `@opentelemetry/sdk-node`, the workspace's telemetry dependency.
 */
export function registerTestTracing(): () => void {
  propagation.disable();
  context.disable();
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  return () => {
    propagation.disable();
    context.disable();
  };
}
