import type { ServiceName } from '@abhyas/contracts';
import type { FastifyInstance } from 'fastify';
import { Pool, type Dispatcher } from 'undici';
import { principalHeaders, type Principal } from '../auth/principal';
import { CircuitBreaker, type CircuitBreakerOptions } from '../resilience/circuit-breaker';
import { guardedCall } from '../resilience/guarded-call';
import { tracedCall } from '../telemetry/traced-call';

export interface ServiceCallRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query on the target service (its internal routes, not `/api`). */
  path: string;
  body?: unknown;
}

export interface ServiceCallResponse<Body> {
  status: number;
  body: Body;
}

/**
 * The target could not be reached at all (down, refused, timed out). Callers treat this as
 * "not applied yet", never as a failure of the operation: the event path catches up later.
 */
export class ServiceUnreachableError extends Error {
  constructor(
    readonly service: ServiceName,
    reason: string,
  ) {
    super(`${service} is unreachable: ${reason}`);
    this.name = 'ServiceUnreachableError';
  }
}

/** How a service asks another one synchronously: in-process in standalone, HTTP when distributed. */
export interface ServiceCaller {
  call<Body>(service: ServiceName, request: ServiceCallRequest): Promise<ServiceCallResponse<Body>>;
}

/** Service-to-service calls are short reads and writes: a hung peer costs seconds, not minutes. */
const CALL_TIMEOUT_MS = 5_000;

/** Keep-alive connections to each peer; calls past this many wait in the pool's queue. */
const CONNECTIONS_PER_PEER = 64;

const callerPrincipal = (caller: ServiceName): Principal => ({
  userId: caller,
  role: 'internal',
  sid: `service:${caller}`,
});

const headersFor = (
  caller: ServiceName,
  key: string | undefined,
  hasBody: boolean,
  traceHeaders: Record<string, string>,
) => ({
  ...traceHeaders,
  ...(key ? principalHeaders(callerPrincipal(caller), key) : {}),
  ...(hasBody ? { 'content-type': 'application/json' } : {}),
});

/** A call's client span: `METHOD <service>`, with the path (never a body) as an attribute. */
const traced = <Result>(
  caller: ServiceName,
  service: ServiceName,
  request: ServiceCallRequest,
  send: (traceHeaders: Record<string, string>) => Promise<Result>,
  statusOf: (result: Result) => number,
) =>
  tracedCall({
    name: `${request.method} ${service}`,
    attributes: {
      'abhyas.service': caller,
      'peer.service': service,
      'http.request.method': request.method,
      'url.path': request.path.split('?', 1)[0],
    },
    send,
    statusOf,
  });

const parse = (text: string): unknown => {
  if (!text) {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Distributed: each peer at its base URL (`SERVICE_URLS`), signed as the calling service, each
 * behind its own circuit breaker: a peer failing `failuresToOpen` times in a row is refused at
 * once (unreachable, so event paths do the work) until a trial call after the cool-down answers.
 * Each peer is reached through a keep-alive undici `Pool` (cheaper per call than `fetch`).
 */
export const httpServiceCaller = (options: {
  caller: ServiceName;
  urls: Partial<Record<ServiceName, string>>;
  key: string | undefined;
  timeoutMs?: number;
  breaker?: CircuitBreakerOptions;
}): ServiceCaller => {
  const breakers = new Map<ServiceName, CircuitBreaker>();
  const breakerOf = (service: ServiceName) => {
    let breaker = breakers.get(service);
    if (!breaker) {
      breaker = new CircuitBreaker(options.breaker);
      breakers.set(service, breaker);
    }
    return breaker;
  };
  const pools = new Map<ServiceName, Pool>();
  const poolOf = (service: ServiceName, base: string) => {
    let pool = pools.get(service);
    if (!pool) {
      pool = new Pool(new URL(base).origin, { connections: CONNECTIONS_PER_PEER });
      pools.set(service, pool);
    }
    return pool;
  };
  return {
    call: async <Body>(service: ServiceName, request: ServiceCallRequest) => {
      const base = options.urls[service];
      if (!base) {
        throw new ServiceUnreachableError(service, 'no URL configured (SERVICE_URLS)');
      }
      const hasBody = request.body !== undefined;
      const pool = poolOf(service, base);
      let response: Dispatcher.ResponseData;
      try {
        response = await guardedCall({
          upstream: service,
          breaker: breakerOf(service),
          timeoutMs: options.timeoutMs ?? CALL_TIMEOUT_MS,
          send: (signal) =>
            traced(
              options.caller,
              service,
              request,
              (traceHeaders) =>
                pool.request({
                  method: request.method,
                  path: request.path,
                  headers: headersFor(options.caller, options.key, hasBody, traceHeaders),
                  body: hasBody ? JSON.stringify(request.body) : undefined,
                  signal,
                }),
              (answer) => answer.statusCode,
            ),
        });
      } catch (error) {
        throw new ServiceUnreachableError(service, (error as Error).message);
      }
      const status = response.statusCode;
      if (status === 502 || status === 503 || status === 504) {
        await response.body.dump();
        throw new ServiceUnreachableError(service, `answered ${status}`);
      }
      return { status, body: parse(await response.body.text()) as Body };
    },
  };
};

/**
 * Standalone: peers are Fastify instances in this process, registered as they boot. A peer not
 * registered (yet, or stopped) is unreachable, exactly like a process that is down.
 */
export class InProcessServiceDirectory {
  private readonly peers = new Map<ServiceName, FastifyInstance>();

  constructor(private readonly key: string | undefined) {}

  register(name: ServiceName, fastify: FastifyInstance): void {
    this.peers.set(name, fastify);
  }

  unregister(name: ServiceName): void {
    this.peers.delete(name);
  }

  callerFor(caller: ServiceName): ServiceCaller {
    return {
      call: async <Body>(service: ServiceName, request: ServiceCallRequest) => {
        const peer = this.peers.get(service);
        if (!peer) {
          throw new ServiceUnreachableError(service, 'not running in this process');
        }
        const hasBody = request.body !== undefined;
        // Through the peer's own hooks, as over a socket: its server span continues this trace.
        const response = await traced(
          caller,
          service,
          request,
          (traceHeaders) =>
            peer.inject({
              method: request.method,
              url: request.path,
              headers: headersFor(caller, this.key, hasBody, traceHeaders),
              payload: hasBody ? JSON.stringify(request.body) : undefined,
            }),
          (answer) => answer.statusCode,
        );
        if (response.statusCode === 503) {
          throw new ServiceUnreachableError(service, 'answered 503');
        }
        return { status: response.statusCode, body: parse(response.body) as Body };
      },
    };
  }
}

/** For a process told of no peers: every call is unreachable, so event paths do the work. */
export const noPeersServiceCaller: ServiceCaller = {
  call: (service) =>
    Promise.reject(new ServiceUnreachableError(service, 'no peers configured for this process')),
};
