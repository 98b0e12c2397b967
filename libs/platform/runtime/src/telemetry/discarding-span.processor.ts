import type { NodeSDKConfiguration } from '@opentelemetry/sdk-node';

type SpanProcessor = NonNullable<NodeSDKConfiguration['spanProcessors']>[number];

/**
 * Used when no OTLP endpoint is configured. The SDK only installs a real tracer provider when
 * it has at least one span processor; without one, every span would be a no-op with an empty
 * trace id and logs could not be correlated. This keeps spans real but sends them nowhere.
 */
export class DiscardingSpanProcessor implements SpanProcessor {
  onStart(): void {}

  onEnd(): void {}

  async forceFlush(): Promise<void> {}

  async shutdown(): Promise<void> {}
}
