import type { ServiceHealthReport } from '@abhyas/contracts';
import type { FastifyInstance } from 'fastify';
import {
  withoutHopByHop,
  type ForwardedRequest,
  type ForwardedResponse,
  type ServiceClient,
} from './service-client';

type InjectMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** Standalone: the request runs through the service's own Fastify instance without a socket. */
export class InProcessServiceClient implements ServiceClient {
  constructor(private readonly service: FastifyInstance) {}

  async forward(request: ForwardedRequest): Promise<ForwardedResponse> {
    const response = await this.service.inject({
      method: request.method as InjectMethod,
      url: request.url,
      headers: request.headers,
      payload: request.body,
    });
    return {
      status: response.statusCode,
      headers: withoutHopByHop(response.headers),
      body: response.rawPayload,
    };
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
