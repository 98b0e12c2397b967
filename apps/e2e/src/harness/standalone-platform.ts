import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor, type RunningPlatform } from './running-platform';

const repoRoot = path.resolve(__dirname, '../../../..');

export interface StandaloneHandle extends RunningPlatform {
  shape: 'standalone';
  dataDir: string;
  /** Stops the process as Ctrl-C would, keeping its data folder. */
  halt(): Promise<void>;
  /** Starts the process again on the same data folder. */
  resume(): Promise<void>;
}

/** Runs the built standalone shape as a user would, on its own port and a fresh data folder. */
export const startStandalone = async (
  port: number,
  env: Record<string, string> = {},
): Promise<StandaloneHandle> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn(process.execPath, [path.join(repoRoot, 'dist/apps/standalone/src/main.js')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Every suite signs up from 127.0.0.1; identity's int-specs test the per-address budget.
        SIGN_UP_PER_ADDRESS_PER_HOUR: '1000',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(async () => ((await fetch(`${url}/health`)).ok ? true : undefined), {
      timeoutMs: 120_000,
    });
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null) {
        return resolve();
      }
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });

  await start();
  return {
    shape: 'standalone',
    url,
    dataDir,
    halt: stop,
    resume: start,
    stop: async () => {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
