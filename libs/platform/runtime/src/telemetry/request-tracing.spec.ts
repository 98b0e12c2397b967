import { createServer } from 'node:http';
import { context, ROOT_CONTEXT, SpanKind, trace, type Span } from '@opentelemetry/api';
import { core } from '@opentelemetry/sdk-node';
import { fastify, type FastifyInstance } from 'fastify';
import { registerInMemoryTracing, type InMemoryTracing } from '../../testing/in-memory-tracing';
import { registerRequestTracing } from './request-tracing';

const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';

describe('registerRequestTracing', () => {
  let tracing: InMemoryTracing;
  let app: FastifyInstance;

  beforeEach(async () => {
    tracing = registerInMemoryTracing();
    app = fastify();
    registerRequestTracing(app, { service: 'credits-ledger' });
    app.post('/api/credits/balance/:userId', async (request) => {
      await new Promise((resolve) => setImmediate(resolve));
      return { body: request.body, active: trace.getActiveSpan()?.spanContext() };
    });
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    await tracing.stop();
  });

  const call = (headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/credits/balance/u-1',
      headers: { 'content-type': 'application/json', ...headers },
      payload: '{"n":1}',
    });

  it('continues the traceparent a request carries in a server span named by its route template', async () => {
    const response = await call({ traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` });

    const [span] = tracing.spans();
    expect(span).toMatchObject({
      name: 'POST /api/credits/balance/:userId',
      kind: SpanKind.SERVER,
      parentSpanContext: expect.objectContaining({ traceId: CALLER_TRACE, spanId: CALLER_SPAN }),
      attributes: expect.objectContaining({
        'abhyas.service': 'credits-ledger',
        'http.route': '/api/credits/balance/:userId',
        'http.response.status_code': 200,
      }),
    });
    expect(span.spanContext().traceId).toBe(CALLER_TRACE);
    // The handler (after body parsing and an await) runs inside it.
    expect(response.json()).toMatchObject({
      body: { n: 1 },
      active: { traceId: CALLER_TRACE, spanId: span.spanContext().spanId },
    });
  });

  it('starts a trace for a request that carries none', async () => {
    await call();

    const [span] = tracing.spans();
    expect(span.parentSpanContext).toBeUndefined();
    expect(span.spanContext().traceId).not.toBe(CALLER_TRACE);
  });

  it('uses the HTTP instrumentation’s socket span when there is one, giving it the route', async () => {
    // What the HTTP instrumentation does around each request on a socket.
    let rpc: { type: typeof core.RPCType.HTTP; span: Span; route?: string } | undefined;
    const socketApp = fastify({
      serverFactory: (handler) =>
        createServer((request, response) => {
          const span = trace.getTracer('spec').startSpan('POST', { kind: SpanKind.SERVER });
          rpc = { type: core.RPCType.HTTP, span };
          response.on('close', () => span.end());
          context.with(core.setRPCMetadata(trace.setSpan(ROOT_CONTEXT, span), rpc), () =>
            handler(request, response),
          );
        }),
    });
    registerRequestTracing(socketApp, { service: 'credits-ledger' });
    socketApp.post('/api/credits/balance/:userId', async () => ({
      active: trace.getActiveSpan()?.spanContext().spanId,
    }));
    const url = await socketApp.listen({ port: 0, host: '127.0.0.1' });

    const response = await fetch(`${url}/api/credits/balance/u-1`, { method: 'POST' });
    const body = (await response.json()) as { active: string };
    await socketApp.close();

    expect(rpc?.route).toBe('/api/credits/balance/:userId');
    expect(body.active).toBe(rpc?.span.spanContext().spanId);
    expect(tracing.spans().map((span) => span.name)).toEqual(['POST']);
    expect(tracing.spans()[0].attributes['abhyas.service']).toBe('credits-ledger');
  });
});
