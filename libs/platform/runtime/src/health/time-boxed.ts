import type { ComponentHealth } from '@abhyas/contracts';

/**
 * Runs a probe with a deadline so one hung dependency cannot stall a health answer. A probe
 * that resolves is ok unless it reports its own status (`not_configured`, `sandbox`).
 */
export const timeBoxed = async (
  probe: () => Promise<ComponentHealth | void>,
  timeoutMs: number,
  failedStatus: ComponentHealth['status'] = 'down',
): Promise<ComponentHealth> => {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const reported = await Promise.race([
      probe(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { status: 'ok', ...reported, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      status: failedStatus,
      latencyMs: Math.round(performance.now() - started),
      detail: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
};
