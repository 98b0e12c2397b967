export {
  startTelemetry,
  type StartTelemetryOptions,
  type TelemetryHandle,
} from './start-telemetry';
