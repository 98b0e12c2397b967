import { runWithTimeout } from './run-with-timeout';

describe('runWithTimeout', () => {
  it('reports completion, failure and time-out', async () => {
    const error = new Error('boom');

    await expect(runWithTimeout(() => undefined, 50)).resolves.toEqual({ outcome: 'completed' });
    await expect(
      runWithTimeout(() => {
        throw error;
      }, 50),
    ).resolves.toEqual({ outcome: 'failed', error });
    await expect(runWithTimeout(() => Promise.reject(error), 50)).resolves.toEqual({
      outcome: 'failed',
      error,
    });
    await expect(runWithTimeout(() => new Promise<void>(() => undefined), 10)).resolves.toEqual({
      outcome: 'timed_out',
    });
  });
});
