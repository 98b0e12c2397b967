import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { DistributedPlatform } from './running-platform';
import { SANDBOX_SECRETS } from './sandbox-checkout';

// The launcher is a plain script shared with `npm run start:distributed`, not a workspace library.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const processes = require(path.resolve(__dirname, '../../../../tools/platform-processes.cjs')) as {
  startDistributed(options: Record<string, unknown>): Promise<{
    url: string;
    startService(service: string): Promise<void>;
    stopService(service: string, signal?: NodeJS.Signals): Promise<void>;
    pids(): Record<string, number>;
    stopAll(): Promise<void>;
  }>;
  dropDatabases(adminUrl: string, prefix: string): Promise<void>;
};

export const distributedAvailable = (): boolean =>
  Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

/** Every service its own process on its own database, Redis Streams between them. */
export const startDistributed = async (
  gatewayPort: number,
  portBase: number,
): Promise<DistributedPlatform> => {
  const adminUrl = process.env.DATABASE_URL!;
  const run = randomBytes(4).toString('hex');
  const dbPrefix = `abhyas_e2e_${run}`;
  const streamPrefix = `abhyas-e2e-${run}`;
  const platform = await processes.startDistributed({
    adminUrl,
    redisUrl: process.env.REDIS_URL,
    gatewayPort,
    portBase,
    dbPrefix,
    streamPrefix,
    stdio: 'ignore',
    env: {
      LOG_LEVEL: 'warn',
      HEALTH_CACHE_MS: '2000',
      HEALTH_SERVICE_TIMEOUT_MS: '1500',
      // Every suite signs up from 127.0.0.1; identity's int-specs test the per-address budget.
      SIGN_UP_PER_ADDRESS_PER_HOUR: '1000',
      ...SANDBOX_SECRETS,
    },
  });
  return {
    shape: 'distributed',
    url: platform.url,
    streamPrefix,
    startService: platform.startService,
    stopService: platform.stopService,
    // SIGSTOP: the process keeps its sockets open and answers nothing, as a hung one would.
    pauseService: (service) => process.kill(platform.pids()[service], 'SIGSTOP'),
    resumeService: (service) => process.kill(platform.pids()[service], 'SIGCONT'),
    stop: async () => {
      await platform.stopAll();
      await processes.dropDatabases(adminUrl, dbPrefix);
    },
  };
};
