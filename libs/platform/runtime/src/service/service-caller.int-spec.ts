import { context, SpanKind, trace } from '@opentelemetry/api';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerInMemoryTracing, type InMemoryTracing } from '../../testing/in-memory-tracing';
import { readPrincipal } from '../auth/principal';
import {
  httpServiceCaller,
  InProcessServiceDirectory,
  noPeersServiceCaller,
  ServiceUnreachableError,
  type ServiceCaller,
} from './service-caller';

const KEY = 'test-internal-key';

/** A peer that echoes who called it (as its principal guard would read it) and the body. */
const echoPeer = (): FastifyInstance => {
  const peer = Fastify();
  peer.post('/internal/echo', async (request) => ({
    principal: readPrincipal(request.headers, KEY),
    body: request.body,
    traceparent: request.headers.traceparent,
  }));
  peer.get('/internal/unavailable', async (_request, reply) => reply.status(503).send({}));
  peer.get('/internal/missing', async (_request, reply) =>
    reply.status(404).send({ message: 'Reservation not found' }),
  );
  return peer;
};

const behavesAsAPeerCaller = (name: string, setup: () => Promise<ServiceCaller>) => {
  describe(name, () => {
    let caller: ServiceCaller;
    beforeAll(async () => {
      caller = await setup();
    });

    it('signs the call as the calling service and passes the JSON body', async () => {
      const response = await caller.call<{ principal: unknown; body: unknown }>('credits-ledger', {
        method: 'POST',
        path: '/internal/echo',
        body: { amount: 10 },
      });

      expect(response.status).toBe(200);
      expect(response.body.principal).toEqual({
        userId: 'payments',
        role: 'internal',
        sid: 'service:payments',
      });
      expect(response.body.body).toEqual({ amount: 10 });
    });

    it('carries the caller’s trace to the peer (W3C traceparent) under a client span', async () => {
      const handling = trace.getTracer('spec').startSpan('POST /api/payments/verify');
      const response = await context.with(trace.setSpan(context.active(), handling), () =>
        caller.call<{ traceparent?: string }>('credits-ledger', {
          method: 'POST',
          path: '/internal/echo',
          body: {},
        }),
      );
      handling.end();

      const client = tracing
        .spans()
        .find(
          (span) =>
            span.kind === SpanKind.CLIENT &&
            span.spanContext().traceId === handling.spanContext().traceId,
        );
      expect(client?.name).toBe('POST credits-ledger');
      expect(client?.parentSpanContext?.spanId).toBe(handling.spanContext().spanId);
      expect(client?.attributes).toMatchObject({
        'abhyas.service': 'payments',
        'url.path': '/internal/echo',
        'http.response.status_code': 200,
      });
      expect(response.body.traceparent).toBe(
        `00-${handling.spanContext().traceId}-${client?.spanContext().spanId}-01`,
      );
    });

    it('returns a 4xx answer as it came, for the caller to interpret', async () => {
      const response = await caller.call('credits-ledger', {
        method: 'GET',
        path: '/internal/missing',
      });

      expect(response).toEqual({ status: 404, body: { message: 'Reservation not found' } });
    });

    it('treats a 503 as unreachable, so callers fall back to the event path', async () => {
      await expect(
        caller.call('credits-ledger', { method: 'GET', path: '/internal/unavailable' }),
      ).rejects.toBeInstanceOf(ServiceUnreachableError);
    });

    it('treats a peer it does not know as unreachable', async () => {
      await expect(
        caller.call('explanations', { method: 'GET', path: '/internal/echo' }),
      ).rejects.toBeInstanceOf(ServiceUnreachableError);
    });
  });
};

let tracing: InMemoryTracing;

describe('ServiceCaller', () => {
  const inProcessPeer = echoPeer();
  const httpPeer = echoPeer();
  let httpUrl = '';

  beforeAll(async () => {
    tracing = registerInMemoryTracing();
    httpUrl = await httpPeer.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await inProcessPeer.close();
    await httpPeer.close();
    await tracing.stop();
  });

  behavesAsAPeerCaller('in-process directory', async () => {
    const directory = new InProcessServiceDirectory(KEY);
    directory.register('credits-ledger', inProcessPeer);
    return directory.callerFor('payments');
  });

  behavesAsAPeerCaller('over HTTP', async () =>
    httpServiceCaller({ caller: 'payments', urls: { 'credits-ledger': httpUrl }, key: KEY }),
  );

  it('reports a stopped in-process peer as unreachable', async () => {
    const directory = new InProcessServiceDirectory(KEY);
    directory.register('credits-ledger', inProcessPeer);
    directory.unregister('credits-ledger');

    await expect(
      directory.callerFor('payments').call('credits-ledger', { method: 'GET', path: '/x' }),
    ).rejects.toThrow('credits-ledger is unreachable: not running in this process');
  });

  it('reports a refused HTTP connection as unreachable', async () => {
    const closed = Fastify();
    const url = await closed.listen({ port: 0, host: '127.0.0.1' });
    await closed.close();
    const caller = httpServiceCaller({
      caller: 'payments',
      urls: { 'credits-ledger': url },
      key: KEY,
    });

    await expect(
      caller.call('credits-ledger', { method: 'GET', path: '/internal/echo' }),
    ).rejects.toBeInstanceOf(ServiceUnreachableError);
  });

  it('gives up on a hung peer after its budget, then refuses it at once while its circuit is open', async () => {
    // Accepts connections and never answers: a process stopped with SIGSTOP looks like this.
    const sockets = new Set<Socket>();
    const hung = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`;
    let connections = 0;
    hung.on('connection', () => (connections += 1));
    const caller = httpServiceCaller({
      caller: 'payments',
      urls: { 'credits-ledger': url },
      key: KEY,
      timeoutMs: 50,
      breaker: { failuresToOpen: 2, coolDownMs: 60_000 },
    });
    const call = () => caller.call('credits-ledger', { method: 'GET', path: '/internal/echo' });
    try {
      await expect(call()).rejects.toThrow('credits-ledger did not answer within 50 ms');
      await expect(call()).rejects.toBeInstanceOf(ServiceUnreachableError);
      const before = connections;
      await expect(call()).rejects.toThrow(/credits-ledger is failing: calls refused/);
      expect(connections).toBe(before);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => hung.close(resolve));
    }
  });

  it('has no peers when none are configured', async () => {
    await expect(
      noPeersServiceCaller.call('credits-ledger', { method: 'GET', path: '/' }),
    ).rejects.toBeInstanceOf(ServiceUnreachableError);
  });
});
