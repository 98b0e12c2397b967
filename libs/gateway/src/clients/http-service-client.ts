import type { ServiceHealthReport } from '@abhyas/contracts';
import { tracedCall } from '@abhyas/runtime';
import { Pool, type Dispatcher } from 'undici';
import {
  forwardAttributes,
  withoutHopByHop,
  type ForwardedRequest,
  type ForwardedResponse,
  type ServiceClient,
  type StreamedResponse,
} from './service-client';

const DOCS_TIMEOUT_MS = 3_000;

/**
 * Connections kept open to each service. A forwarded call holds one until its answer is read,
 * so this bounds the calls in flight to one service; the rest wait in the pool's queue, inside
 * their time budget.
 */
const CONNECTIONS_PER_SERVICE = 128;

/**
 * Distributed: the service is another process reached over HTTP, through a keep-alive
 * connection pool (undici's `Pool.request`). Not `fetch`: its WHATWG streams and Headers cost the
 * gateway about twice the CPU per call, and it decodes bodies the gateway only passes on. The
 * body and its Content-Encoding reach the browser as the service wrote them.
 */
export class HttpServiceClient implements ServiceClient {
  private readonly pool: Pool;

  /** `name` names the client spans (`POST identity`); the URL's host when not given. */
  constructor(
    baseUrl: string,
    private readonly name: string = new URL(baseUrl).host,
  ) {
    this.pool = new Pool(new URL(baseUrl).origin, { connections: CONNECTIONS_PER_SERVICE });
  }

  async forward(request: ForwardedRequest): Promise<ForwardedResponse> {
    const answer = await this.send(request);
    return {
      status: answer.statusCode,
      headers: withoutHopByHop(answer.headers),
      body: Buffer.from(await answer.body.arrayBuffer()),
    };
  }

  /** The body as it arrives; `signal` (the browser gone) ends the request to the service. */
  async stream(request: ForwardedRequest): Promise<StreamedResponse> {
    const answer = await this.send(request);
    return {
      status: answer.statusCode,
      headers: withoutHopByHop(answer.headers),
      body: answer.body,
    };
  }

  async health(timeoutMs: number): Promise<ServiceHealthReport> {
    const answer = await this.pool.request({
      method: 'GET',
      path: '/health',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return (await answer.body.json()) as ServiceHealthReport;
  }

  async openApi(): Promise<unknown> {
    const answer = await this.pool.request({
      method: 'GET',
      path: '/openapi.json',
      signal: AbortSignal.timeout(DOCS_TIMEOUT_MS),
    });
    return answer.body.json();
  }

  /** Closes the kept-alive connections (the gateway's shutdown). */
  close(): Promise<void> {
    return this.pool.close();
  }

  private send(request: ForwardedRequest): Promise<Dispatcher.ResponseData> {
    const hasBody = request.body !== undefined && request.body.length > 0;
    // undici is not instrumented: the client span and its traceparent are added here.
    return tracedCall({
      name: `${request.method} ${this.name}`,
      attributes: forwardAttributes(request),
      send: (traceHeaders) =>
        this.pool.request({
          method: request.method,
          path: request.url,
          headers: { ...request.headers, ...traceHeaders },
          body: hasBody ? request.body : undefined,
          // The budget is the caller's (GuardedServiceClient): short, or long for generation.
          signal: request.signal,
        }),
      statusOf: (answer) => answer.statusCode,
    });
  }
}
