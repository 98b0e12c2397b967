import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import {
  REQUEST_ID_HEADER,
  requestIdFor,
  requestProtocol,
  type TrustedProxy,
} from '@abhyas/runtime';
import { securityHeaders } from '../security/security-headers';
import type { HealthAggregator } from './health-aggregator';

export const PLATFORM_HEALTH_PATH = '/api/health';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

interface PreparedAnswer {
  json: string;
  status: number;
  body: Buffer;
  length: string;
}

/**
 * Answers `GET /api/health` straight on the socket while the aggregate is inside its cache
 * window, before Fastify routes the request. Every open page polls it, and the answer is one
 * buffer made once per window: Fastify's routing, the gateway's hooks (request id, rate limit,
 * auth, metrics, logging) and Nest's guard and controller would be nearly all of its cost, and
 * it needs none of them: it is public, exempt from rate limits, forwards nothing, and the
 * tracer and request log skip it as they skip probes. So it gets only what the Nest route
 * would send: the status (503 when the platform cannot serve), `no-store`, the JSON type, a
 * request id and the security headers (HSTS when the request came over HTTPS, believing
 * X-Forwarded-Proto from the proxies `trust` names, as Fastify does). Fastify still answers
 * everything else: another method or path, a query string, an aggregate due for recomputation
 * (the Nest route computes it, once for everyone), and any request once the server is closing
 * (Fastify's 503 while it drains). These requests are not in the HTTP duration histogram.
 *
 * Call once, before the server listens: it takes over the server's `request` listeners.
 */
export const answerCachedHealthFirst = (
  server: Server,
  aggregator: HealthAggregator,
  trust?: TrustedProxy,
): void => {
  const fastifyListeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  let prepared: PreparedAnswer | undefined;

  const prepare = (json: string, platformStatus: string): PreparedAnswer => {
    const body = Buffer.from(json, 'utf8');
    return {
      json,
      status: platformStatus === 'error' ? 503 : 200,
      body,
      length: String(body.length),
    };
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const fresh =
      request.url === PLATFORM_HEALTH_PATH && request.method === 'GET' && server.listening
        ? aggregator.fresh()
        : undefined;
    if (fresh === undefined) {
      for (const listener of fastifyListeners) {
        listener.call(server, request, response);
      }
      return;
    }
    if (prepared?.json !== fresh.json) {
      prepared = prepare(fresh.json, fresh.report.status);
    }
    const headers = [
      'content-type',
      'application/json; charset=utf-8',
      'cache-control',
      'no-store',
      'content-length',
      prepared.length,
      REQUEST_ID_HEADER,
      requestIdFor(request),
    ];
    for (const [name, value] of securityHeaders(requestProtocol(request, trust))) {
      headers.push(name, value);
    }
    response.writeHead(prepared.status, headers);
    response.end(prepared.body);
  });
};
