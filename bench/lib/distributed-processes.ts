import fs from 'node:fs';
import path from 'node:path';
import { snapshotDist } from './dist-snapshot';

interface Launched {
  url: string;
  startService(service: string): Promise<void>;
  stopService(service: string, signal?: NodeJS.Signals): Promise<void>;
  pids(): Record<string, number>;
  stopAll(): Promise<void>;
}

interface Launcher {
  startDistributed(options: Record<string, unknown>): Promise<Launched>;
  dropDatabases(adminUrl: string, prefix: string): Promise<void>;
}

// The launcher is the plain script behind `npm run start:distributed` and the e2e suite.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const launcher = require(path.resolve(__dirname, '../../tools/platform-processes.cjs')) as Launcher;

export interface DistributedProcesses {
  url: string;
  dbPrefix: string;
  /** Running process ids by name: the gateway, each service, the generation worker. */
  pids(): Record<string, number>;
  /** SIGKILL, then start it again; resolves when its /health answers. */
  crashAndRestart(service: string): Promise<{ downMs: number }>;
  /** Stops every process and drops the bench's databases. */
  stop(): Promise<void>;
}

/**
 * The distributed shape from a copy of `dist/` (`npm run build` first): every service its own process
 * on its own database `<dbPrefix>_<service>`, Redis Streams under `streamPrefix`.
 */
export const startDistributedProcesses = async (options: {
  adminUrl: string;
  redisUrl: string;
  gatewayPort: number;
  portBase: number;
  dbPrefix: string;
  streamPrefix: string;
  env: Record<string, string>;
  logs: boolean;
}): Promise<DistributedProcesses> => {
  const root = path.resolve(__dirname, '../..');
  if (!fs.existsSync(path.join(root, 'dist/apps/test-attempt/src/main.js'))) {
    throw new Error('dist/ is missing: run `npm run build` first');
  }
  const dist = await snapshotDist(root, `bench-dist-${options.dbPrefix}`);
  await launcher.dropDatabases(options.adminUrl, options.dbPrefix);
  let launched: Launched | undefined;
  try {
    launched = await launcher.startDistributed({
      distRoot: dist.dir,
      adminUrl: options.adminUrl,
      redisUrl: options.redisUrl,
      gatewayPort: options.gatewayPort,
      portBase: options.portBase,
      dbPrefix: options.dbPrefix,
      streamPrefix: options.streamPrefix,
      stdio: options.logs ? 'inherit' : 'ignore',
      env: options.env,
    });
  } catch (error) {
    await launcher.dropDatabases(options.adminUrl, options.dbPrefix);
    dist.remove();
    throw error;
  }
  const platform = launched;
  return {
    url: platform.url,
    dbPrefix: options.dbPrefix,
    pids: () => platform.pids(),
    crashAndRestart: async (service) => {
      const killedAt = Date.now();
      await platform.stopService(service, 'SIGKILL');
      await platform.startService(service);
      return { downMs: Date.now() - killedAt };
    },
    stop: async () => {
      await platform.stopAll();
      await launcher.dropDatabases(options.adminUrl, options.dbPrefix);
      dist.remove();
    },
  };
};
