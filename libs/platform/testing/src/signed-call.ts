import { principalHeaders, type Principal } from '@abhyas/runtime';
import type { ServiceUnderTest } from './booted-service';

export interface SignedAnswer<Body = Record<string, unknown>> {
  status: number;
  body: Body;
  headers: Record<string, unknown>;
}

export interface SignedCallOptions {
  /** Who the gateway (or a peer service) says is calling; anonymous without it. */
  as?: Principal;
  body?: unknown;
  /** Sent as it is, for signature checks over exact bytes (webhooks). */
  raw?: string;
  headers?: Record<string, string>;
}

/**
 * Calls a service under test as the gateway forwards a request: the principal as signed
 * headers (with the service's internal key), the body as JSON, the answer parsed.
 */
export const signedCaller = (service: ServiceUnderTest, internalKey: string) => {
  const fastify = service.service.app.getHttpAdapter().getInstance();
  return async <Body = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: SignedCallOptions = {},
  ): Promise<SignedAnswer<Body>> => {
    const headers: Record<string, string> = {
      ...options.headers,
      ...(options.as ? principalHeaders(options.as, internalKey) : {}),
    };
    const payload =
      options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
    }
    const response = await fastify.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    return {
      status: response.statusCode,
      body: (response.body ? JSON.parse(response.body) : {}) as Body,
      headers: response.headers,
    };
  };
};
