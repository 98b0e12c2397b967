import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

export interface MetricsServerOptions {
  registry: Registry;
  port: number;
  host: string;
  logger: {
    info(fields: object, message: string): void;
    warn(fields: object, message: string): void;
  };
}

export interface MetricsServer {
  /** The port it listens on (the one asked for, or the one assigned for port 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * Serves the registry at `GET /metrics` on its own port, apart from the public HTTP port: a scrape
 * never goes through the gateway, and the public port never answers it. Anything else is a 404.
 * A port already taken (several processes on one machine with the same METRICS_PORT) is logged
 * and the process runs on without metrics rather than failing to start.
 */
export async function startMetricsServer({
  registry,
  port,
  host,
  logger,
}: MetricsServerOptions): Promise<MetricsServer | undefined> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
      (error: unknown) => {
        logger.warn({ err: error }, 'metrics collection failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
      },
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    logger.warn({ err: error, port }, 'metrics port unavailable: running without /metrics');
    return undefined;
  }
  const bound = (server.address() as AddressInfo).port;
  logger.info({ port: bound }, 'metrics listening');
  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
