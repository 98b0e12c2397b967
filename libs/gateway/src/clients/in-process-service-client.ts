import type { ServiceHealthReport } from '@abhyas/contracts';
import { tracedCall } from '@abhyas/runtime';
import type { FastifyInstance } from 'fastify';
import {
  forwardAttributes,
  withoutHopByHop,
  type ForwardedRequest,
  type ForwardedResponse,
  type ServiceClient,
  type StreamedResponse,
} from './service-client';

type InjectMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** Standalone: the request runs through the service's own Fastify instance without a socket. */
export class InProcessServiceClient implements ServiceClient {
  /** `name` names the client spans (`POST identity`). */
  constructor(
    private readonly service: FastifyInstance,
    private readonly name = 'in-process',
  ) {}

  async forward(request: ForwardedRequest): Promise<ForwardedResponse> {
    const response = await this.inject(request, false);
    return {
      status: response.statusCode,
      headers: withoutHopByHop(response.headers),
      body: response.rawPayload,
    };
  }

  /**
   * inject resolves at the head and hands the body over as the service writes it. When the
   * browser goes away (`signal`), the service's response is closed, as a dropped socket would
   * close it, so the service stops writing.
   */
  async stream(request: ForwardedRequest): Promise<StreamedResponse> {
    const response = await this.inject(request, true);
    const body = response.stream();
    const close = () => {
      response.raw.res.destroy();
      body.destroy();
    };
    if (request.signal?.aborted) {
      close();
    }
    request.signal?.addEventListener('abort', close, { once: true });
    body.once('close', () => request.signal?.removeEventListener('abort', close));
    return { status: response.statusCode, headers: withoutHopByHop(response.headers), body };
  }

  /**
   * No socket, but still a hop: the trace context travels in `traceparent`, as over HTTP, and
   * the service's own server span continues it (inject carries no async context across).
   */
  private inject(request: ForwardedRequest, payloadAsStream: boolean) {
    return tracedCall({
      name: `${request.method} ${this.name}`,
      attributes: forwardAttributes(request),
      send: (traceHeaders) =>
        this.service.inject({
          method: request.method as InjectMethod,
          url: request.url,
          headers: { ...request.headers, ...traceHeaders },
          payload: request.body,
          payloadAsStream,
        }),
      statusOf: (answer) => answer.statusCode,
    });
  }

  async health(): Promise<ServiceHealthReport> {
    const response = await this.service.inject({ method: 'GET', url: '/health' });
    return response.json<ServiceHealthReport>();
  }

  async openApi(): Promise<unknown> {
    const response = await this.service.inject({ method: 'GET', url: '/openapi.json' });
    return response.json<unknown>();
  }
}
