import {
  createLogger,
  GracefulShutdown,
  loadConfigOrExit,
  type TelemetryHandle,
} from '@abhyas/runtime';
import { isLocalOutboxShown } from '@abhyas/identity';
import { standaloneConfig } from './standalone.config';
import { startPlatform } from './start-platform';

export const runStandalone = async (telemetry: TelemetryHandle): Promise<void> => {
  const config = loadConfigOrExit(standaloneConfig);
  const logger = createLogger({ service: 'standalone', level: config.LOG_LEVEL });
  const shutdown = new GracefulShutdown({ logger });
  shutdown.register('telemetry', () => telemetry.shutdown());
  const platform = await startPlatform(config, logger);
  shutdown.register('platform', () => platform.stop());
  shutdown.listen();

  const url = `http://localhost:${config.PORT}`;
  console.log(
    [
      '',
      `  Abhyas is running at ${url}`,
      `  API docs: ${url}/api/docs   Health: ${url}/api/health`,
      `  Data: ${config.DATA_DIR}   Stop: Ctrl-C`,
      ...(platform.metricsUrl ? [`  Metrics (Prometheus): ${platform.metricsUrl}`] : []),
      ...(process.env.PAYMENTS_PROVIDER === 'razorpay'
        ? []
        : ['  Payments: offline sandbox (test card 4111 1111 1111 1111; no money moves)']),
      ...(isLocalOutboxShown(process.env)
        ? [`  Mail: local outbox at ${url}/dev/outbox (no SMTP_URL; nothing is sent)`]
        : []),
      ...(platform.demo.length
        ? [
            '',
            '  Demo family (SEED_DEMO=false to skip):',
            ...platform.demo.map(
              (entry) => `    ${entry.label.padEnd(16)} ${entry.login}  /  ${entry.secret}`,
            ),
          ]
        : []),
      '',
    ].join('\n'),
  );
};
