import { listeningGateway } from '../../testing/test-gateway';
import http from 'node:http';
import { MAX_JSON_DEPTH } from '@abhyas/runtime';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { recordingServiceClients } from '../../testing/fake-service-clients';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * The gateway over a real socket: `inject` resolves `..` and `%2e%2e` itself before the gateway
 * sees the URL, so only a socket shows what a client's path does. Paths go out exactly as given.
 */
describe('the gateway proxy', () => {
  let app: NestFastifyApplication;
  let port: number;
  const { clients, forwarded } = recordingServiceClients();

  beforeAll(async () => {
    ({ app, port } = await listeningGateway(clients));
  });
  afterAll(() => app.close());
  beforeEach(() => {
    forwarded.length = 0;
  });

  const send = (method: string, path: string, body?: string | Buffer) =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
            });
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  it('forwards a JSON body byte for byte, a byte-order mark included', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"event":"x"}')]);

    expect(await send('POST', '/api/payments/webhook', bytes)).toMatchObject({ status: 200 });
    expect(forwarded).toEqual([
      { service: 'payments', method: 'POST', url: '/api/payments/webhook', body: bytes },
    ]);
  });

  it('refuses a body over 1 MiB with a 413 in the platform format, forwarding nothing', async () => {
    const answer = await send(
      'POST',
      '/api/auth/register',
      JSON.stringify({ name: 'x'.repeat(1024 * 1024) }),
    );

    expect(answer).toMatchObject({ status: 413 });
    expect(answer.body).toEqual({
      message: 'The request body is too large (at most 1 MiB).',
      code: 'PAYLOAD_TOO_LARGE',
      requestId: answer.headers['x-request-id'],
    });
    expect(forwarded).toEqual([]);
  });

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} with a 400, forwarding nothing`, async () => {
    const message = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;
    const nested = (depth: number) => `{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

    expect(await send('POST', '/api/auth/register', nested(MAX_JSON_DEPTH))).toMatchObject({
      status: 200,
    });
    for (const depth of [MAX_JSON_DEPTH + 1, 5_000]) {
      const answer = await send('POST', '/api/auth/register', nested(depth));
      expect(answer).toMatchObject({ status: 400 });
      expect(answer.body).toEqual({
        message,
        code: 'INVALID_REQUEST',
        errors: [{ path: '', message }],
        requestId: answer.headers['x-request-id'],
      });
    }
    expect(forwarded).toHaveLength(1);
  });

  it.each([
    '/api/../internal/credits/grant',
    '/api/credits/../../internal/credits/grant',
    '/api/credits/%2e%2e/%2e%2e/internal/credits/grant',
    '/api/credits/.%2E/%2E./internal/credits/balance/u1',
    '/api//internal/credits/grant',
    '/api/credits//..//..//internal/credits/grant',
    '//internal/credits/grant',
    '/api/auth/../../internal/sessions/s1',
  ])('never lets %s reach an /internal route: a 404 at the gateway', async (path) => {
    for (const method of ['GET', 'POST']) {
      const answer = await send(method, path, method === 'POST' ? '{}' : undefined);
      expect({ method, status: answer.status }).toEqual({ method, status: 404 });
      expect(answer.body).toMatchObject({
        message: expect.any(String),
        requestId: expect.any(String),
      });
    }
    expect(forwarded).toEqual([]);
  });

  it.each([
    ['/api/credits/..%2f..%2finternal/credits/grant', 'an encoded slash (%2F)'],
    ['/api/auth/..%2F..%2Finternal/sessions/s1', 'an encoded slash (%2F)'],
    ['/api/credits\\..\\..\\internal/credits/grant', 'a backslash'],
    ['/api/credits/..%5c..%5Cinternal/credits/grant', 'a backslash'],
    ['/api/credits/balance/%00', 'a control character'],
  ])('refuses %s with a 400 INVALID_PATH, forwarding nothing', async (path, what) => {
    const answer = await send('POST', path, '{}');

    expect(answer).toMatchObject({ status: 400 });
    expect(answer.body).toEqual({
      message: `The request path is not valid: it contains ${what}.`,
      code: 'INVALID_PATH',
      requestId: answer.headers['x-request-id'],
    });
    expect(forwarded).toEqual([]);
  });

  it('routes, rate-limits and forwards the normalised path, the query as sent', async () => {
    for (const path of [
      '/api//credits/./balance/u1?at=a%2Fb',
      '/api/health/../credits/balance/u1?at=a%2Fb',
      '/api/payments/../credits/x/../balance/u1?at=a%2Fb',
    ]) {
      const answer = await send('GET', path);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      expect(answer.headers['x-ratelimit-limit']).toBe('10000');
    }
    expect(forwarded.map((call) => `${call.service} ${call.url}`)).toEqual(
      Array(3).fill('credits-ledger /api/credits/balance/u1?at=a%2Fb'),
    );
  });
});
