// `npm run start:distributed`: the gateway and each service as its own process against local
// PostgreSQL (one database per service, created if missing) and Redis Streams.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startDistributed } = require('./platform-processes.cjs');
const { GATEWAY_PORT, SERVICE_PORT_BASE } = require('./service-names.cjs');

const build = spawnSync(process.execPath, [new URL('./build.mjs', import.meta.url).pathname], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const platform = await startDistributed({
  adminUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  gatewayPort: Number(process.env.PORT ?? GATEWAY_PORT),
  portBase: Number(process.env.SERVICE_PORT_BASE ?? SERVICE_PORT_BASE),
  dbPrefix: process.env.DATABASE_PREFIX ?? 'abhyas',
});
console.log(
  `\n  Abhyas (distributed) is running at http://localhost:${process.env.PORT ?? GATEWAY_PORT}  Stop: Ctrl-C\n`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await platform.stopAll();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
