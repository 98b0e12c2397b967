import { listeningGateway, routedTo } from '../../testing/test-gateway';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { parseServerSentEvents } from '@abhyas/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { HttpServiceClient } from './http-service-client';
import { InProcessServiceClient } from './in-process-service-client';

const JOB_PATH = '/api/generate/jobs/ai-1/events';

/**
 * A service streaming events as paper-generation's job route does: the first at once, the
 * rest only when the test says. So a gateway that buffered would show nothing until the end.
 */
const streamingService = async () => {
  const opened: Array<{ feed: PassThrough; closed: Promise<void> }> = [];
  const service = Fastify();
  service.get('/api/generate/jobs/:jobId/events', async (request, reply) => {
    const feed = new PassThrough();
    // Closed when the feed is destroyed: what Fastify does once the caller's response closes.
    opened.push({ feed, closed: new Promise((resolve) => feed.once('close', resolve)) });
    feed.write('event: progress\ndata: {"step":1}\n\n');
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-abhyas-route', '/api/generate/jobs/:jobId/events')
      .send(feed);
  });
  service.get('/api/generate/jobs/:jobId', async () => ({ step: 1 }));
  await service.ready();
  return { service, opened };
};

/** Reads the gateway's answer as it arrives; `until` decides when enough has come. */
const readThrough = (
  port: number,
  path: string,
  onText: (text: string, request: http.ClientRequest) => void,
) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
    (resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path,
          headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
        },
        (response) => {
          let text = '';
          const done = () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, text });
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            onText(text, request);
          });
          response.on('end', done);
          response.on('close', done);
        },
      );
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    },
  );

describe.each([
  [
    'standalone (in process)',
    async (service: FastifyInstance) => new InProcessServiceClient(service),
  ],
  [
    'distributed (HTTP)',
    async (service: FastifyInstance) => {
      await service.listen({ port: 0, host: '127.0.0.1' });
      const { port } = service.server.address() as AddressInfo;
      return new HttpServiceClient(`http://127.0.0.1:${port}`);
    },
  ],
])('the gateway passes server-sent events through, %s', (_shape, clientFor) => {
  let upstream: Awaited<ReturnType<typeof streamingService>>;
  let app: NestFastifyApplication;
  let port: number;

  beforeAll(async () => {
    upstream = await streamingService();
    ({ app, port } = await listeningGateway(
      routedTo('paper-generation', await clientFor(upstream.service)),
    ));
  });
  afterAll(async () => {
    await app.close();
    await upstream.service.close();
  });

  it('each event as the service writes it, unbuffered and uncompressed, to the end', async () => {
    const answer = await readThrough(port, JOB_PATH, (text) => {
      // The first event reached the browser while the service still holds the stream open.
      if (text.includes('"step":1') && !text.includes('"step":4')) {
        const { feed } = upstream.opened.at(-1)!;
        feed.write(': heartbeat\n\n');
        feed.end('event: progress\ndata: {"step":4}\n\n');
      }
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers['x-accel-buffering']).toBe('no');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers['x-abhyas-route']).toBeUndefined();
    // Same origin, so the app may connect to it.
    expect(answer.headers['content-security-policy']).toContain("connect-src 'self'");
    const { events, comments } = parseServerSentEvents(answer.text);
    expect(events.map((event) => JSON.parse(event.data))).toEqual([{ step: 1 }, { step: 4 }]);
    expect(comments).toEqual(['heartbeat']);
  });

  it('closes the stream at the service when the browser goes away', async () => {
    await readThrough(port, JOB_PATH, (text, request) => {
      if (text.includes('"step":1')) {
        request.destroy();
      }
    });
    const stream = upstream.opened.at(-1)!;
    await stream.closed;
    expect(stream.feed.writableEnded).toBe(false);
  });

  it('still answers an ordinary call whole', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/generate/jobs/ai-1' }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(text));
        })
        .on('error', reject);
    });
    expect(JSON.parse(answer)).toEqual({ step: 1 });
  });
});
