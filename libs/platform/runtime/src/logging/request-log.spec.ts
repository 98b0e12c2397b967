import { fastify, type FastifyInstance } from 'fastify';
import { registerInMemoryTracing, type InMemoryTracing } from '../../testing/in-memory-tracing';
import { registerRequestTracing } from '../telemetry/request-tracing';
import { createLogger, serviceLogger } from './create-logger';
import { registerRequestLog } from './request-log';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('registerRequestLog', () => {
  let tracing: InMemoryTracing;
  let app: FastifyInstance;
  const raw: string[] = [];
  const lines = () => raw.map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeEach(async () => {
    raw.length = 0;
    tracing = registerInMemoryTracing();
    // As standalone does: one process logger, each service speaking through serviceLogger.
    const processLogger = createLogger({
      service: 'standalone',
      destination: { write: (line: string) => raw.push(line) },
    });
    const logger = serviceLogger(processLogger, 'credits-ledger');
    app = fastify();
    registerRequestTracing(app, { service: 'credits-ledger' });
    registerRequestLog(app, logger);
    app.get('/api/credits/balance/:userId', async () => ({ balance: 50 }));
    app.get('/health', async () => ({ status: 'ok' }));
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    await tracing.stop();
  });

  it('writes one info line per request: method, route template, status, duration and trace id', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/credits/balance/parent-1?fresh=1',
      headers: { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` },
    });
    await app.inject({ method: 'GET', url: '/nowhere' });

    expect(lines()).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        service: 'credits-ledger',
        method: 'GET',
        route: '/api/credits/balance/:userId',
        status: 200,
        durationMs: expect.any(Number),
        trace_id: TRACE_ID,
      }),
      expect.objectContaining({ route: 'unmatched', status: 404 }),
    ]);
    // The raw URL (ids, query) is never logged, and each line has exactly one `service` key.
    expect(raw[0]).not.toContain('parent-1');
    expect(raw.map((line) => line.match(/"service":/g)?.length)).toEqual([1, 1]);
  });

  it('leaves probes at debug, so they do not bury real traffic', async () => {
    await app.inject({ method: 'GET', url: '/health' });

    expect(lines()).toEqual([]);
  });
});
