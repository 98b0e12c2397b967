import { context, ROOT_CONTEXT, trace, TraceFlags, type SpanContext } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { createLogger, serviceLogger } from './create-logger';

function captureLogger(level: 'info' | 'debug' = 'info') {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    service: 'identity',
    level,
    destination: { write: (line: string) => lines.push(JSON.parse(line)) },
  });
  return { logger, lines };
}

const spanContext: SpanContext = {
  traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
  spanId: '00f067aa0ba902b7',
  traceFlags: TraceFlags.SAMPLED,
  isRemote: false,
};

describe('createLogger', () => {
  // Without a context manager `context.with` does not carry the span into the callback;
  // the telemetry SDK registers this same manager in real processes.
  const contextManager = new AsyncLocalStorageContextManager();
  beforeAll(() => context.setGlobalContextManager(contextManager.enable()));
  afterAll(() => {
    contextManager.disable();
    context.disable();
  });

  it('writes JSON lines with the service, a word level and an ISO time', () => {
    const { logger, lines } = captureLogger();

    logger.info({ userId: 'u-1' }, 'signed in');

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      service: 'identity',
      level: 'info',
      msg: 'signed in',
      userId: 'u-1',
    });
    expect(new Date(lines[0].time as string).toISOString()).toBe(lines[0].time);
  });

  it('adds trace_id and span_id of the active span', async () => {
    const { logger, lines } = captureLogger();
    const active = trace.setSpanContext(ROOT_CONTEXT, spanContext);

    await context.with(active, async () => {
      await Promise.resolve();
      logger.info('inside a span');
    });

    expect(lines[0]).toMatchObject({
      trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
      span_id: '00f067aa0ba902b7',
      trace_flags: '01',
    });
  });

  it('adds no trace fields outside a span or for an invalid span context', () => {
    const { logger, lines } = captureLogger();
    const invalid = trace.setSpanContext(ROOT_CONTEXT, {
      ...spanContext,
      traceId: '00000000000000000000000000000000',
    });

    logger.info('outside');
    context.with(invalid, () => logger.info('invalid'));

    for (const line of lines) {
      expect(line).not.toHaveProperty('trace_id');
      expect(line).not.toHaveProperty('span_id');
    }
  });

  it('redacts credentials at the top level and nested', () => {
    const { logger, lines } = captureLogger();

    logger.info(
      {
        password: 'hunter2',
        pin: '4821',
        req: { headers: { authorization: 'Bearer abc', cookie: 'sid=1', 'set-cookie': 'sid=2' } },
        body: { child: { pin: '1234', newPin: '9999' }, newPassword: 'p' },
        harmless: 'visible',
      },
      'request',
    );

    const text = JSON.stringify(lines[0]);
    for (const secret of [
      'hunter2',
      '4821',
      'Bearer abc',
      'sid=1',
      'sid=2',
      '1234',
      '9999',
      '"p"',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({
      password: '[REDACTED]',
      req: { headers: { authorization: '[REDACTED]', 'set-cookie': '[REDACTED]' } },
      harmless: 'visible',
    });
  });

  it('respects the level', () => {
    const { logger, lines } = captureLogger('info');

    logger.debug('hidden');
    logger.warn('shown');

    expect(lines.map((line) => line.msg)).toEqual(['shown']);
  });
});

describe('serviceLogger', () => {
  it('speaks for another service with exactly one service key per line, children included', () => {
    const raw: string[] = [];
    const processLogger = createLogger({
      service: 'standalone',
      destination: { write: (line: string) => raw.push(line) },
    });
    const identity = serviceLogger(processLogger, 'identity');

    identity.info('one');
    identity.child({ component: 'outbox' }).info('two');
    serviceLogger(identity, 'payments').info('three');
    processLogger.info('four');

    expect(raw.map((line) => line.match(/"service":"[^"]+"/g))).toEqual([
      ['"service":"identity"'],
      ['"service":"identity"'],
      ['"service":"payments"'],
      ['"service":"standalone"'],
    ]);
    expect(JSON.parse(raw[1])).toMatchObject({ component: 'outbox', msg: 'two' });
  });
});
