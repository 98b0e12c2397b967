export {
  startTelemetry,
  type StartTelemetryOptions,
  type TelemetryHandle,
} from './start-telemetry';
export { registerRequestTracing, SERVICE_ATTRIBUTE } from './request-tracing';
export { tracedCall, type TracedCall } from './traced-call';
