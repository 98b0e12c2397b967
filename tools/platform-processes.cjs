// Starts the distributed shape on this machine: each service its own process against its own
// PostgreSQL database, Redis Streams between them, and the gateway in front. Used by
// `npm run start:distributed` and by the e2e suite (which stops and restarts single services).
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { Client } = require('pg');

const root = path.resolve(__dirname, '..');
const { SERVICE_NAMES: SERVICES, servicePort } = require('./service-names.cjs');

/** The worker's health port: the port base + 20, after the services' 1..7 (5120 by default). */
const GENERATION_WORKER_PORT_OFFSET = 20;

const databaseName = (prefix, service) => `${prefix}_${service.replace(/-/g, '_')}`;

async function createDatabases(adminUrl, prefix) {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const service of SERVICES) {
      const name = databaseName(prefix, service);
      const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) {
        await client.query(`create database "${name}"`);
      }
    }
  } finally {
    await client.end();
  }
}

async function dropDatabases(adminUrl, prefix) {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const service of SERVICES) {
      await client.query(`drop database if exists "${databaseName(prefix, service)}" with (force)`);
    }
  } finally {
    await client.end();
  }
}

/**
 * The gateway verifies the tokens identity signs, so both need one JWT_SECRET. Taken from the
 * environment when set; otherwise made once and kept in the data folder, so sessions outlive
 * a restart of the processes.
 */
function sharedJwtSecret(env) {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(root, 'data', 'distributed-jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

function databaseUrl(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * @param {{ adminUrl: string, redisUrl: string, gatewayPort: number, portBase: number,
 *   dbPrefix: string, streamPrefix?: string, stdio?: 'inherit' | 'ignore', env?: Record<string,string>,
 *   distRoot?: string }} options
 */
async function startDistributed(options) {
  await createDatabases(options.adminUrl, options.dbPrefix);
  const children = new Map();
  const stdio = options.stdio ?? 'inherit';
  // A copy of dist/ may be run instead (a bench, while dist/ is being rebuilt for other work).
  const distRoot = options.distRoot ?? path.join(root, 'dist');
  const jwtSecret = sharedJwtSecret({ ...process.env, ...options.env });
  // One prefix for every process of this copy (streams, counters), so two copies of the
  // platform on one Redis never share a stream or a counter.
  const redisPrefix =
    options.streamPrefix ??
    options.env?.REDIS_STREAM_PREFIX ??
    process.env.REDIS_STREAM_PREFIX ??
    'abhyas';
  const portOf = (service) => servicePort(service, options.portBase);
  const serviceUrls = SERVICES.map((s) => `${s}=http://127.0.0.1:${portOf(s)}`).join(',');
  // Each process serves /metrics on its own port (its HTTP port + 1000): on one machine they
  // cannot all take the default 9464.
  const metricsPortOf = (port) => String(port + 1000);

  const spawnNode = (name, env) => {
    const child = spawn(
      process.execPath,
      ['--enable-source-maps', path.join(distRoot, `apps/${name}/src/main.js`)],
      {
        cwd: root,
        stdio: ['ignore', stdio, stdio],
        env: { ...process.env, JWT_SECRET: jwtSecret, ...options.env, ...env },
      },
    );
    children.set(name, child);
    return child;
  };

  const startService = async (service) => {
    spawnNode(service, {
      PORT: String(portOf(service)),
      METRICS_PORT: metricsPortOf(portOf(service)),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(options.adminUrl, databaseName(options.dbPrefix, service)),
      TRANSPORT: 'redis',
      REDIS_URL: options.redisUrl,
      REDIS_STREAM_PREFIX: redisPrefix,
      SERVICE_URLS: serviceUrls,
    });
    await waitForHttp(`http://127.0.0.1:${portOf(service)}/health`, 90_000);
  };

  const stopProcess = (name, signal = 'SIGTERM') =>
    new Promise((resolve) => {
      const child = children.get(name);
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });

  // paper-generation's AI worker, its own process as in compose and k8s (scaled separately
  // there): the Redis group generation-worker, reporting to paper-generation over HTTP.
  const generationWorkerPort = options.portBase + GENERATION_WORKER_PORT_OFFSET;
  const startGenerationWorker = async () => {
    spawnNode('generation-worker', {
      PORT: String(generationWorkerPort),
      METRICS_PORT: metricsPortOf(generationWorkerPort),
      HOST: '127.0.0.1',
      TRANSPORT: 'redis',
      REDIS_URL: options.redisUrl,
      REDIS_STREAM_PREFIX: redisPrefix,
      SERVICE_URLS: `paper-generation=http://127.0.0.1:${portOf('paper-generation')},explanations=http://127.0.0.1:${portOf('explanations')}`,
    });
    await waitForHttp(`http://127.0.0.1:${generationWorkerPort}/health`, 90_000);
  };

  try {
    await Promise.all(SERVICES.map(startService));
    await startGenerationWorker();
    spawnNode('gateway', {
      PORT: String(options.gatewayPort),
      METRICS_PORT: metricsPortOf(options.gatewayPort),
      HOST: '127.0.0.1',
      SERVICE_URLS: serviceUrls,
      REDIS_URL: options.redisUrl,
      REDIS_STREAM_PREFIX: redisPrefix,
      WEB_ROOT: path.join(root, 'apps/web/dist'),
    });
    await waitForHttp(`http://127.0.0.1:${options.gatewayPort}/health`, 90_000);
  } catch (error) {
    // One process did not come up: stop the ones that did, so none outlives the caller.
    await Promise.all([...children.keys()].map((name) => stopProcess(name)));
    throw error;
  }

  return {
    url: `http://127.0.0.1:${options.gatewayPort}`,
    services: SERVICES,
    startService,
    stopService: (service, signal) => stopProcess(service, signal),
    startGenerationWorker,
    /** SIGKILL to crash it mid-job: its messages go to the next worker once its lease lapses. */
    stopGenerationWorker: (signal) => stopProcess('generation-worker', signal),
    /** The process id of each running process by name (benches read /proc/<pid> for CPU and memory). */
    pids: () => {
      const running = {};
      for (const [name, child] of children) {
        if (child.exitCode === null && child.signalCode === null && child.pid) {
          running[name] = child.pid;
        }
      }
      return running;
    },
    stopAll: async () => {
      await stopProcess('gateway');
      await stopProcess('generation-worker');
      await Promise.all(SERVICES.map((s) => stopProcess(s)));
    },
  };
}

module.exports = { SERVICES, startDistributed, dropDatabases, waitForHttp };
