// `/api/health` from the gateway's cache under load, over sockets, in one run:
// - baseline: a bare Fastify route answering the same body (the floor for a Node HTTP server);
// - before: the gateway with the cached answer going through Fastify's routing, every hook
//   (request id, metrics, rate limit, auth) and the Nest route, as it did before the fast path;
// - after: the gateway as it runs, the cached answer written on the socket before Fastify;
// - the gateway's `/health` liveness route (Nest, every hook), for scale.
// Each server is its own process (bench/lib/health-server.ts, from the sources: no build
// needed); autocannon runs here. Cases alternate over BENCH_ROUNDS rounds and the median is
// reported, so drift on a shared machine hits every case alike.
// node -r ./bench/register.js bench/health.bench.ts
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { envSetting, median } from './lib/closed-loop';

const DURATION_S = envSetting('BENCH_SECONDS', 5, 1, 30);
const ROUNDS = envSetting('BENCH_ROUNDS', 3, 1, 9);
const CONNECTIONS = 64;
const root = path.resolve(__dirname, '..');

interface Case {
  label: string;
  server: 'bare' | 'gateway-nest' | 'gateway';
  route: string;
}

const CASES: Case[] = [
  { label: 'bare Fastify route, same body (baseline)', server: 'bare', route: '/api/health' },
  {
    label: 'gateway /api/health via Fastify + Nest (before)',
    server: 'gateway-nest',
    route: '/api/health',
  },
  { label: 'gateway /api/health fast path (after)', server: 'gateway', route: '/api/health' },
  { label: 'gateway /health liveness (Nest route)', server: 'gateway', route: '/health' },
];
const PORTS = { bare: 5991, 'gateway-nest': 5992, gateway: 5993 } as const;

interface Run {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
}

const load = async (url: string, duration: number): Promise<Run> => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.errors + result.non2xx,
  };
};

const startServer = (server: Case['server']): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
    // Spans are made but never exported, as where no collector is configured.
    delete env.OTEL_EXPORTER_OTLP_ENDPOINT;
    delete env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
    const child = spawn(
      process.execPath,
      [
        '-r',
        path.join(root, 'bench/register.js'),
        path.join(root, 'bench/lib/health-server.ts'),
        server,
        String(PORTS[server]),
      ],
      { env, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const timer = setTimeout(() => reject(new Error(`${server} did not start`)), 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`${server} exited with ${code}`)));
  });

const peakRssMb = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const main = async () => {
  const servers = new Map<Case['server'], ChildProcess>();
  try {
    for (const server of ['bare', 'gateway-nest', 'gateway'] as const) {
      servers.set(server, await startServer(server));
    }
    const bodies = await Promise.all(
      (['bare', 'gateway-nest', 'gateway'] as const).map((server) =>
        fetch(`http://127.0.0.1:${PORTS[server]}/api/health`).then(
          (r) => r.json() as Promise<{ status: string }>,
        ),
      ),
    );
    const sameBody = bodies.every(
      (body) =>
        JSON.stringify({ ...body, checkedAt: 0 }) ===
        JSON.stringify({ ...bodies[0], checkedAt: 0 }),
    );
    for (const c of CASES) {
      await load(`http://127.0.0.1:${PORTS[c.server]}${c.route}`, 2); // warm-up: JIT
    }
    const runs = new Map<string, Run[]>(CASES.map((c) => [c.label, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const c of CASES) {
        runs
          .get(c.label)!
          .push(await load(`http://127.0.0.1:${PORTS[c.server]}${c.route}`, DURATION_S));
      }
    }

    const rows = CASES.map((c) => {
      const caseRuns = runs.get(c.label)!;
      return {
        case: c.label,
        'req/s': Math.round(median(caseRuns.map((r) => r.rps))),
        'p50 ms': median(caseRuns.map((r) => r.p50)),
        'p99 ms': median(caseRuns.map((r) => r.p99)),
        'errors+non2xx': caseRuns.reduce((sum, r) => sum + r.bad, 0),
      };
    });
    console.log(
      `health bench: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s per case ` +
        `(median), ${os.cpus().length} cores; same body everywhere: ${sameBody}`,
    );
    console.table(rows);
    const rps = (label: string) => rows.find((r) => r.case === label)!['req/s'];
    const [baseline, before, after] = CASES.map((c) => rps(c.label));
    console.log(
      `/api/health from cache: ${before} -> ${after} req/s (${(after / before).toFixed(2)}x); ` +
        `${((before / baseline) * 100).toFixed(0)} % -> ${((after / baseline) * 100).toFixed(0)} % of the bare route`,
    );
    console.log(
      `peak RSS: ${[...servers].map(([name, child]) => `${name} ${peakRssMb(child.pid!).toFixed(0)} MB`).join(', ')}`,
    );
  } finally {
    for (const child of servers.values()) {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
    }
  }
};

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
