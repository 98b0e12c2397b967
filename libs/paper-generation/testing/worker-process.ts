import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** A port nobody listens on right now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface WorkerProcess {
  child: ChildProcess;
  port: number;
  /** Where its Prometheus metrics are (its memory, its queue's backlog). */
  metricsPort: number;
  /** What the process wrote, for a failing test to show. */
  output(): string;
  exited: Promise<number | null>;
  /** Resolves once `/health` answers 200. */
  ready(timeoutMs?: number): Promise<void>;
}

/**
 * `apps/generation-worker` as its own process, from the sources (compiled on load, as the
 * benches run), so a test can kill it with SIGKILL exactly as a node or pod dies.
 */
export const spawnWorkerProcess = async (env: Record<string, string>): Promise<WorkerProcess> => {
  const port = await freePort();
  const metricsPort = await freePort();
  let output = '';
  const child = spawn(
    process.execPath,
    ['-r', './bench/register.js', 'apps/generation-worker/src/main.ts'],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        LOG_LEVEL: 'info',
        OTEL_SDK_DISABLED: 'true',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    child,
    port,
    metricsPort,
    output: () => output,
    exited,
    ready: async (timeoutMs = 120_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) {
          throw new Error(`worker exited ${child.exitCode}:\n${output}`);
        }
        try {
          if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) {
            return;
          }
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`worker not ready within ${timeoutMs} ms:\n${output}`);
    },
  };
};
