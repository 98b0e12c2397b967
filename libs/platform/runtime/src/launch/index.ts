import type { ServiceDefinition } from '../service/service-definition';
import { startTelemetry, type TelemetryHandle } from '../telemetry/start-telemetry';

/**
 * Entry of every process. Telemetry starts before anything else is loaded, because its
 * instrumentations patch pg, ioredis and kafkajs as they are first required; the rest of the
 * platform is therefore imported only afterwards, by `loadMain`.
 */
export const launch = (
  processName: string,
  loadMain: () => Promise<(telemetry: TelemetryHandle) => Promise<void>>,
): void => {
  const telemetry = startTelemetry({ serviceName: processName });
  loadMain()
    .then((main) => main(telemetry))
    .catch((error: unknown) => {
      console.error(
        `${processName} failed to start:`,
        error instanceof Error ? error.message : error,
      );
      process.exit(1);
    });
};

/** A service of the distributed shape: its own process, database and HTTP port. */
export const launchServiceProcess = (
  serviceName: ServiceDefinition['name'],
  loadDefinition: () => Promise<ServiceDefinition>,
): void =>
  launch(serviceName, async () => {
    const [{ runServiceProcess }, definition] = await Promise.all([
      import('../process/run-service-process'),
      loadDefinition(),
    ]);
    return (telemetry) => runServiceProcess(definition, telemetry);
  });
