import { NodeSDK } from '@opentelemetry/sdk-node';
import { createSdkConfiguration } from './sdk-configuration.factory';

export interface StartTelemetryOptions {
  serviceName: string;
  /** Defaults to process.env; read for OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT. */
  env?: Readonly<Record<string, string | undefined>>;
}

export interface TelemetryHandle {
  /** The name the SDK was started with (the first caller's, in a shared process). */
  readonly serviceName: string;
  /** Whether spans are exported over OTLP/HTTP, and where. */
  readonly tracesUrl: string | undefined;
  /** Flushes pending spans and stops the SDK. Safe to call more than once. */
  shutdown(): Promise<void>;
}

// On globalThis rather than in a module variable: the standalone process loads every service,
// and even a duplicated copy of this module must not start a second SDK.
const TELEMETRY_KEY = Symbol.for('abhyas.runtime.telemetry');
type TelemetryGlobal = typeof globalThis & { [TELEMETRY_KEY]?: TelemetryHandle };

/**
 * Starts OpenTelemetry tracing for the process and returns its handle; later calls return the
 * same handle. Instrumentations patch `http`, `pg`, `ioredis` and `kafkajs` as they are
 * required, so a `main.ts` calls this before importing anything that loads them.
 */
export function startTelemetry({
  serviceName,
  env = process.env,
}: StartTelemetryOptions): TelemetryHandle {
  const registry = globalThis as TelemetryGlobal;
  const existing = registry[TELEMETRY_KEY];
  if (existing !== undefined) {
    return existing;
  }

  const { options, tracesUrl } = createSdkConfiguration(serviceName, env);
  const sdk = new NodeSDK(options);
  sdk.start();

  let stopping: Promise<void> | undefined;
  const telemetry: TelemetryHandle = {
    serviceName,
    tracesUrl,
    shutdown: () => (stopping ??= sdk.shutdown()),
  };
  registry[TELEMETRY_KEY] = telemetry;
  return telemetry;
}
