import { EventEmitter } from 'node:events';
import { GracefulShutdown, type ShutdownLogger } from './graceful-shutdown';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function setup(options: { deadlineMs?: number; hookTimeoutMs?: number } = {}) {
  const entries: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const record =
    (level: string) =>
    (fields: object, message: string): void => {
      entries.push({ level, fields: fields as Record<string, unknown>, message });
    };
  const logger: ShutdownLogger = {
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
  };
  const exit = jest.fn<void, [number]>();
  const signals = new EventEmitter();
  const shutdown = new GracefulShutdown({ logger, exit, signalSource: signals, ...options });
  return { shutdown, entries, exit, signals };
}

describe('GracefulShutdown', () => {
  it('runs hooks in reverse registration order, then exits 0', async () => {
    const { shutdown, exit } = setup();
    const order: string[] = [];
    shutdown
      .register('database', () => void order.push('database'))
      .register('outbox relay', async () => {
        await sleep(1);
        order.push('outbox relay');
      })
      .register('message bus', () => void order.push('message bus'))
      .register('http', () => void order.push('http'));

    const report = await shutdown.run('test');

    expect(order).toEqual(['http', 'message bus', 'outbox relay', 'database']);
    expect(report.steps.map((step) => [step.name, step.outcome])).toEqual([
      ['http', 'completed'],
      ['message bus', 'completed'],
      ['outbox relay', 'completed'],
      ['database', 'completed'],
    ]);
    expect(report.exitCode).toBe(0);
    expect(exit).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('logs each step by name', async () => {
    const { shutdown, entries } = setup();
    shutdown.register('database', () => undefined).register('http', () => undefined);

    await shutdown.run('SIGTERM');

    expect(
      entries.map((entry) => [entry.message, entry.fields.step ?? entry.fields.reason]),
    ).toEqual([
      ['shutting down', 'SIGTERM'],
      ['shutdown step started', 'http'],
      ['shutdown step completed', 'http'],
      ['shutdown step started', 'database'],
      ['shutdown step completed', 'database'],
      ['shutdown complete', 'SIGTERM'],
    ]);
  });

  it('moves on past a failing or stuck hook and exits 1', async () => {
    const { shutdown, entries, exit } = setup({ hookTimeoutMs: 20 });
    const closed: string[] = [];
    shutdown
      .register('database', () => void closed.push('database'))
      .register('stuck bus', () => new Promise<void>(() => undefined))
      .register('http', () => {
        throw new Error('already closed');
      });

    const report = await shutdown.run('test');

    expect(report.steps.map((step) => step.outcome)).toEqual(['failed', 'timed_out', 'completed']);
    expect(closed).toEqual(['database']);
    expect(exit).toHaveBeenCalledWith(1);
    expect(entries.find((entry) => entry.level === 'error')?.fields).toMatchObject({
      step: 'http',
      err: expect.objectContaining({ message: 'already closed' }),
    });
    expect(entries.find((entry) => entry.level === 'warn')?.fields).toMatchObject({
      step: 'stuck bus',
      timeoutMs: 20,
    });
  });

  it('honours a per-hook time-out', async () => {
    const { shutdown } = setup({ hookTimeoutMs: 1_000 });
    shutdown.register('slow flush', () => sleep(200), { timeoutMs: 10 });

    const report = await shutdown.run('test');

    expect(report.steps[0]).toMatchObject({ name: 'slow flush', outcome: 'timed_out' });
    expect(report.steps[0].durationMs).toBeLessThan(150);
  });

  it('is idempotent: a second run returns the same report and runs nothing again', async () => {
    const { shutdown, exit } = setup();
    const hook = jest.fn();
    shutdown.register('http', hook);

    const first = shutdown.run('SIGTERM');
    const second = shutdown.run('SIGINT');

    expect(second).toBe(first);
    await first;
    expect(hook).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledTimes(1);
    expect(shutdown.isShuttingDown).toBe(true);
  });

  it('force-exits after the global deadline even while a hook runs', async () => {
    const { shutdown, exit, entries } = setup({ deadlineMs: 20, hookTimeoutMs: 200 });
    shutdown.register('slow', () => sleep(100));

    const report = shutdown.run('SIGTERM');
    await sleep(50);

    expect(exit).toHaveBeenCalledWith(1);
    expect(entries.some((entry) => entry.message === 'forcing exit')).toBe(true);
    await report;
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('starts on SIGTERM and force-exits on a second signal', async () => {
    const { shutdown, exit, signals } = setup({ hookTimeoutMs: 500 });
    let finish: () => void = () => undefined;
    shutdown
      .register('http', () => new Promise<void>((resolve) => (finish = resolve)))
      .listen()
      .listen();

    signals.emit('SIGTERM', 'SIGTERM');
    await sleep(5);
    expect(shutdown.isShuttingDown).toBe(true);
    expect(exit).not.toHaveBeenCalled();

    signals.emit('SIGINT', 'SIGINT');
    expect(exit).toHaveBeenCalledWith(1);

    finish();
    await shutdown.run('ignored');
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('registers each signal handler once however often listen is called', () => {
    const { shutdown, signals } = setup();

    shutdown.listen().listen();

    expect(signals.listenerCount('SIGTERM')).toBe(1);
    expect(signals.listenerCount('SIGINT')).toBe(1);
  });

  it('ignores hooks registered after shutdown began', async () => {
    const { shutdown, entries } = setup();
    const late = jest.fn();

    const running = shutdown.run('test');
    shutdown.register('late', late);
    await running;

    expect(late).not.toHaveBeenCalled();
    expect(entries.some((entry) => entry.level === 'warn' && entry.fields.hook === 'late')).toBe(
      true,
    );
  });
});
