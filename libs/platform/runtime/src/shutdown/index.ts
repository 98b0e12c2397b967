export {
  GracefulShutdown,
  type GracefulShutdownOptions,
  type ShutdownHook,
  type ShutdownLogger,
  type ShutdownReport,
  type ShutdownStepReport,
  type SignalSource,
} from './graceful-shutdown';
export { runWithTimeout, type StepOutcome, type StepResult } from './run-with-timeout';
