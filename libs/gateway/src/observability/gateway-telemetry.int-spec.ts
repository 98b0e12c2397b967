import { SERVICE_NAMES, type ServiceName } from '@abhyas/contracts';
import {
  announceRouteTemplates,
  createMetricsRegistry,
  registerFastifyMetrics,
  registerRequestTracing,
  traceContextMixin,
} from '@abhyas/runtime';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { context, propagation, SpanKind, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { InProcessServiceClient } from '../clients/in-process-service-client';
import type { ServiceClient } from '../clients/service-client';
import { createGatewayApp } from '../create-gateway-app';
import { MemoryRateLimiter } from '../rate-limit/memory-rate-limiter';

// The web app plugin's static-file dependency is ES-module only; this test serves no web app.
jest.mock('@fastify/static', () => ({ __esModule: true, default: () => undefined }));

/** The gateway in front of one in-process "ledger" that behaves like a booted service. */
describe('gateway telemetry', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const registry = createMetricsRegistry({ defaultMetrics: false });
  const logLines: Array<Record<string, unknown>> = [];
  let ledger: FastifyInstance;
  let gateway: NestFastifyApplication;

  beforeAll(async () => {
    trace.setGlobalTracerProvider(provider);
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());

    ledger = Fastify();
    registerRequestTracing(ledger, { service: 'credits-ledger' });
    announceRouteTemplates(ledger);
    ledger.get('/api/credits/balance/:userId', async (request) => ({
      traceparent: request.headers.traceparent,
    }));
    await ledger.ready();

    const down: ServiceClient = {
      forward: () => Promise.reject(new Error('ECONNREFUSED')),
      stream: () => Promise.reject(new Error('ECONNREFUSED')),
      health: () => Promise.reject(new Error('ECONNREFUSED')),
      openApi: () => Promise.resolve({}),
    };
    const clients = Object.fromEntries(SERVICE_NAMES.map((name) => [name, down])) as Record<
      ServiceName,
      ServiceClient
    >;
    clients['credits-ledger'] = new InProcessServiceClient(ledger, 'credits-ledger');
    gateway = await createGatewayApp({
      clients,
      rateLimiter: new MemoryRateLimiter({ limit: 1_000, windowMs: 60_000 }),
      rateLimit: 1_000,
      logger: pino(
        { level: 'info', base: { service: 'gateway' }, mixin: traceContextMixin },
        { write: (line: string) => void logLines.push(JSON.parse(line)) },
      ),
      healthCacheMs: 1_000,
      serviceTimeoutMs: 100,
      configureHttp: (fastify) => registerFastifyMetrics(fastify, { service: 'gateway', registry }),
    });
  });
  afterAll(async () => {
    await gateway.close();
    await ledger.close();
    trace.disable();
    propagation.disable();
    context.disable();
    await provider.shutdown();
  });

  const get = (url: string) =>
    gateway.getHttpAdapter().getInstance().inject({ method: 'GET', url });

  it('carries one trace from the gateway to the service, in traceparent, though no socket is crossed', async () => {
    const response = await get('/api/credits/balance/parent-1');

    expect(response.statusCode).toBe(200);
    const spans = exporter.getFinishedSpans();
    const server = (service: string) =>
      spans.find(
        (span) => span.kind === SpanKind.SERVER && span.attributes['abhyas.service'] === service,
      );
    const gatewaySpan = server('gateway');
    const client = spans.find((span) => span.kind === SpanKind.CLIENT);
    const ledgerSpan = server('credits-ledger');
    expect(gatewaySpan).toMatchObject({
      name: 'GET /api/credits/balance/:userId',
      kind: SpanKind.SERVER,
      parentSpanContext: undefined,
    });
    expect(client).toMatchObject({ name: 'GET credits-ledger' });
    expect(client?.parentSpanContext?.spanId).toBe(gatewaySpan?.spanContext().spanId);
    expect(ledgerSpan).toMatchObject({ name: 'GET /api/credits/balance/:userId' });
    expect(ledgerSpan?.parentSpanContext?.spanId).toBe(client?.spanContext().spanId);
    expect(
      new Set([gatewaySpan, client, ledgerSpan].map((span) => span?.spanContext().traceId)).size,
    ).toBe(1);
    expect(response.json<{ traceparent: string }>().traceparent).toContain(
      gatewaySpan?.spanContext().traceId,
    );
  });

  it('labels proxied traffic by the service’s route template, which the browser never sees', async () => {
    const response = await get('/api/credits/balance/parent-2');
    await get('/api/payments/orders/o-1'); // payments is down: labelled by its owning prefix
    await get('/api/nothing-owns-this');

    expect(response.headers['x-abhyas-route']).toBeUndefined();
    const body = await registry.metrics();
    expect(body).toContain(
      'http_server_request_duration_seconds_count{method="GET",route="/api/credits/balance/:userId",status="200",service="gateway"}',
    );
    expect(body).toContain('route="/api/payments/*",status="503"');
    expect(body).toContain('route="unmatched",status="404"');
    expect(body).not.toContain('route="/api/*"');
    expect(body).not.toContain('parent-2');
  });

  it('writes a request line with the route template and the trace id', async () => {
    logLines.length = 0;
    await get('/api/credits/balance/parent-3');

    const line = logLines.find((entry) => entry.msg === 'request');
    const gatewaySpan = exporter
      .getFinishedSpans()
      .filter(
        (span) => span.kind === SpanKind.SERVER && span.attributes['abhyas.service'] === 'gateway',
      )
      .at(-1);
    expect(line).toMatchObject({
      service: 'gateway',
      method: 'GET',
      route: '/api/credits/balance/:userId',
      status: 200,
      durationMs: expect.any(Number),
      trace_id: gatewaySpan?.spanContext().traceId,
    });
  });

  it('never answers /metrics on the public port', async () => {
    const response = await get('/metrics');

    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('http_server_request_duration_seconds');
  });
});
