/** A platform under test, whichever shape it runs in. */
export interface RunningPlatform {
  shape: 'standalone' | 'distributed';
  url: string;
  stop(): Promise<void>;
}

export interface DistributedPlatform extends RunningPlatform {
  shape: 'distributed';
  /** Redis key prefix of this run's streams, for test consumers of integration events. */
  streamPrefix: string;
  stopService(service: string, signal?: NodeJS.Signals): Promise<void>;
  startService(service: string): Promise<void>;
  /** Freezes a running service (SIGSTOP) and lets it go on (SIGCONT). */
  pauseService(service: string): void;
  resumeService(service: string): void;
}

export const postJson = async (url: string, body: unknown): Promise<Response> =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

export const waitFor = async <T>(
  probe: () => Promise<T | undefined>,
  { timeoutMs, intervalMs = 250 }: { timeoutMs: number; intervalMs?: number },
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`condition not met within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
};
