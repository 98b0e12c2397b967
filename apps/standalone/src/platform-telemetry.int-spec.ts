import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { EVENT_CONSUMERS, serviceTopic, type ServiceName } from '@abhyas/contracts';
import { createLogger } from '@abhyas/runtime';
import { context, propagation, SpanKind, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace-base';
import { standaloneConfig } from './standalone.config';
import { startPlatform, type RunningPlatform } from './start-platform';

// The web app plugin's static-file dependency is ES-module only; this test serves no web app.
jest.mock('@fastify/static', () => ({ __esModule: true, default: () => undefined }));

const waitFor = async (what: string, check: () => boolean | Promise<boolean>): Promise<void> => {
  for (let tries = 0; !(await check()); tries += 1) {
    if (tries > 400) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/**
 * The standalone platform exactly as `npm start` runs it (startPlatform: PGlite on disk, the
 * in-process bus, every service behind the gateway on a real socket), with the tracer an SDK
 * would register exporting to memory.
 */
describe('telemetry of the standalone platform', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-telemetry-'));
  const logLines: string[] = [];
  let platform: RunningPlatform;
  let url: string;

  beforeAll(async () => {
    trace.setGlobalTracerProvider(provider);
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    const config = {
      ...standaloneConfig.parse({
        DATA_DIR: dataDir,
        WEB_ROOT: dataDir,
        SEED_DEMO: 'false',
        HOST: '127.0.0.1',
      }),
      PORT: 0,
      METRICS_PORT: 0,
    };
    const logger = createLogger({
      service: 'standalone',
      destination: { write: (line: string) => void logLines.push(line) },
    });
    platform = await startPlatform(config, logger);
    const { port } = platform.gateway.getHttpServer().address() as AddressInfo;
    url = `http://127.0.0.1:${port}`;
  }, 120_000);

  afterAll(async () => {
    await platform.stop();
    trace.disable();
    propagation.disable();
    context.disable();
    await provider.shutdown();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const spans = () => exporter.getFinishedSpans();
  const serverSpan = (service: string, traceId: string) =>
    spans().find(
      (span) =>
        span.kind === SpanKind.SERVER &&
        span.attributes['abhyas.service'] === service &&
        span.spanContext().traceId === traceId,
    );
  const parentOf = (span: ReadableSpan | undefined) =>
    spans().find((candidate) => candidate.spanContext().spanId === span?.parentSpanContext?.spanId);
  const requestLines = () =>
    logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request');

  it('follows a registration in one trace: gateway, identity, the relay and the ledger’s welcome bonus', async () => {
    const response = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        role: 'parent',
        name: 'Meera',
        email: 'meera.telemetry@example.in',
        password: 'secret-pass',
        mobile: '9988776611',
      }),
    });
    expect(response.status).toBe(201);

    const gateway = spans().find(
      (span) =>
        span.kind === SpanKind.SERVER &&
        span.attributes['abhyas.service'] === 'gateway' &&
        span.name === 'POST /api/auth/register',
    );
    expect(gateway?.parentSpanContext).toBeUndefined(); // the browser's request starts the trace
    const traceId = gateway!.spanContext().traceId;
    const consumed = () =>
      spans().find(
        (span) =>
          span.name === 'process identity.events' &&
          span.attributes['messaging.consumer.group.name'] === 'credits-ledger' &&
          span.spanContext().traceId === traceId,
      );
    await waitFor('the welcome bonus to be handled', () => consumed() !== undefined);

    // gateway → (client span) → identity, across the in-process hop, by traceparent alone.
    const identity = serverSpan('identity', traceId);
    expect(identity?.name).toBe('POST /api/auth/register');
    expect(parentOf(identity)).toMatchObject({ kind: SpanKind.CLIENT, name: 'POST identity' });
    expect(parentOf(parentOf(identity))).toBe(gateway);
    // identity's outbox row → the relay's publish span → the ledger's consumer span.
    const consumer = consumed();
    expect(parentOf(consumer)).toMatchObject({
      kind: SpanKind.PRODUCER,
      name: 'publish identity.events',
    });
    const ledgerWrites = spans().filter(
      (span) => span.name.startsWith('credits-ledger ') && span.spanContext().traceId === traceId,
    );
    expect(ledgerWrites.length).toBeGreaterThan(0);

    // One request line each for the gateway and identity, in that trace, one `service` key each.
    const lines = requestLines().filter((line) => line.trace_id === traceId);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ service: 'gateway', route: '/api/auth/register', status: 201 }),
        expect.objectContaining({ service: 'identity', route: '/api/auth/register', status: 201 }),
      ]),
    );
    expect(logLines.every((line) => line.match(/"service":/g)?.length === 1)).toBe(true);
  });

  it('serves metrics on the metrics port only: route templates, business events, consumer lag', async () => {
    await fetch(`${url}/api/credits/balance/someone`);
    const publicScrape = await fetch(`${url}/metrics`);
    expect(publicScrape.status).toBe(404);
    expect(platform.metricsUrl).toBeDefined();

    let body = '';
    await waitFor('the ledger’s credits-granted to be relayed', async () => {
      body = await (await fetch(platform.metricsUrl!)).text();
      return body.includes('service="credits-ledger",type="credits-granted.v1"');
    });
    expect(body).toContain(
      'abhyas_business_events_total{service="identity",type="parent-registered.v1"} 1',
    );
    expect(body).toMatch(
      /http_server_request_duration_seconds_count\{method="GET",route="\/api\/credits\/balance\/:userId",status="\d+",service="gateway"\}/,
    );
    expect(body).not.toContain('route="/api/*"');

    // Every consumer group the services run is declared, and nothing else is read.
    const groups = [
      ...body.matchAll(/abhyas_consumer_backlog_events\{topic="([^"]+)",group="([^"]+)"\}/g),
    ]
      .map(([, topic, group]) => `${topic} ${group}`)
      .sort();
    const declared = Object.entries(EVENT_CONSUMERS)
      .flatMap(([producer, consumers]) =>
        (consumers ?? []).map((consumer) => `${serviceTopic(producer as ServiceName)} ${consumer}`),
      )
      .sort();
    expect(groups).toEqual(declared);
  });

  it('keeps a short history of each service’s checks for operators', async () => {
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    const history = (await (await fetch(`${url}/api/health/history`)).json()) as {
      size: number;
      components: Record<string, { changes: number; checks: Array<{ status: string }> }>;
    };
    expect(history.size).toBe(20);
    expect(history.components.identity.checks.at(-1)).toMatchObject({ status: 'ok' });
    expect(history.components['credits-ledger'].changes).toBe(0);
  });
});
