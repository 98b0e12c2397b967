// `/api/health` under load: requests per second served from the aggregate cache, against the
// gateway's own liveness route (`/health`, no aggregation) as the baseline, in the same run.
// Runs the built standalone shape (npm run build first): node -r ./bench/register.js bench/health.bench.ts
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const PORT = 5990;
const DURATION_S = 5;
const CONNECTIONS = 64;
const root = path.resolve(__dirname, '..');

interface Figures {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const load = async (route: string): Promise<Figures> => {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${route}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return {
    route,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
};

const rssOf = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const main = async () => {
  const entry = path.join(root, 'dist/apps/standalone/src/main.js');
  if (!fs.existsSync(entry)) {
    console.log('health bench skipped: no build (run npm run build)');
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-bench-'));
  const platform = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 300; i++) {
      const ok = await fetch(`http://127.0.0.1:${PORT}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await load('/api/health'); // warm-up: JIT and the first aggregate
    const baseline = await load('/health');
    const cached = await load('/api/health');
    console.log(
      `health bench: ${CONNECTIONS} connections, ${DURATION_S} s each, standalone shape, ${os.cpus().length} cores`,
    );
    console.table([baseline, cached]);
    console.log(
      `/api/health from cache runs at ${((cached.rps / baseline.rps) * 100).toFixed(0)} % of the bare liveness route`,
    );
    console.log(`platform peak RSS: ${rssOf(platform.pid!).toFixed(0)} MB`);
  } finally {
    platform.kill('SIGINT');
    await new Promise((resolve) => platform.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

void main();
