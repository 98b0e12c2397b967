import { createServer, type Server } from 'node:http';
import type { MessageBus } from '@abhyas/messaging';

const PING_TIMEOUT_MS = 2_000;

/**
 * `GET /health` for the worker's probes: ok while its transport answers (the worker owns no
 * database and serves nothing else). Jobs in hand are reported, not judged.
 */
export const startWorkerHealthServer = async (options: {
  bus: MessageBus;
  busy: () => number;
  port: number;
  host: string;
}): Promise<Server> => {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/health') {
      response.writeHead(404).end();
      return;
    }
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('transport ping timed out')), PING_TIMEOUT_MS).unref(),
    );
    Promise.race([options.bus.ping(), timeout]).then(
      () => answer(200, 'ok'),
      (error: unknown) => answer(503, 'down', (error as Error).message),
    );
    function answer(status: number, state: string, detail?: string) {
      response.writeHead(status, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          service: 'generation-worker',
          status: state,
          checks: { transport: { status: state, ...(detail ? { detail } : {}) } },
          busy: options.busy(),
        }),
      );
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return server;
};
