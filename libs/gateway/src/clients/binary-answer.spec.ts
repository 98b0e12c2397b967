import { listeningGateway, routedTo } from '../../testing/test-gateway';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { HttpServiceClient } from './http-service-client';
import { InProcessServiceClient } from './in-process-service-client';

/** A PDF-like answer holding every byte value, which no text decoding leaves intact. */
const BYTES = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
]);
const DISPOSITION = `attachment; filename="report.pdf"; filename*=UTF-8''report-%E0%A4%86%E0%A4%B6%E0%A4%BE.pdf`;

/** A service that answers a binary download, as learning-analytics' report does. */
const downloadService = async (): Promise<FastifyInstance> => {
  const service = Fastify();
  service.get('/api/learning-needs/reports/:file', async (_request, reply) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', DISPOSITION)
      .send(BYTES),
  );
  await service.ready();
  return service;
};

const fetchThrough = (port: number, path: string) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'gzip, br' } }, (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (chunk: Buffer) => chunks.push(chunk));
          r.on('end', () =>
            resolve({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );

/** Both runtime shapes: the service in the gateway's process (inject) or behind a socket. */
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
])('the gateway forwards a binary answer, %s', (_shape, clientFor) => {
  let service: FastifyInstance;
  let app: NestFastifyApplication;
  let port: number;

  beforeAll(async () => {
    service = await downloadService();
    ({ app, port } = await listeningGateway(
      routedTo('learning-analytics', await clientFor(service)),
    ));
  });
  afterAll(async () => {
    await app.close();
    await service.close();
  });

  it('byte for byte, with its type and file name', async () => {
    const answer = await fetchThrough(port, '/api/learning-needs/reports/rpt-1.pdf');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(DISPOSITION);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(BYTES)).toBe(true);
  });
});
