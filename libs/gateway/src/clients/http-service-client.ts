import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { ServiceHealthReport } from '@abhyas/contracts';
import { tracedCall } from '@abhyas/runtime';
import {
  forwardAttributes,
  withoutHopByHop,
  type ForwardedRequest,
  type ForwardedResponse,
  type ServiceClient,
  type StreamedResponse,
} from './service-client';

const DOCS_TIMEOUT_MS = 3_000;

const headersOf = (response: Response): Record<string, string> => {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    // fetch has already decoded the body, so its encoding no longer describes it.
    if (name !== 'content-encoding') {
      headers[name] = value;
    }
  });
  return withoutHopByHop(headers);
};

/** Distributed: the service is another process reached over HTTP (keep-alive via undici). */
export class HttpServiceClient implements ServiceClient {
  /** `name` names the client spans (`POST identity`); the URL's host when not given. */
  constructor(
    private readonly baseUrl: string,
    private readonly name: string = new URL(baseUrl).host,
  ) {}

  async forward(request: ForwardedRequest): Promise<ForwardedResponse> {
    const response = await this.send(request);
    return {
      status: response.status,
      headers: headersOf(response),
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  /** The body as it arrives; `signal` (the browser gone) ends the request to the service. */
  async stream(request: ForwardedRequest): Promise<StreamedResponse> {
    const response = await this.send(request);
    return {
      status: response.status,
      headers: headersOf(response),
      body: response.body
        ? Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>)
        : Readable.from([]),
    };
  }

  private send(request: ForwardedRequest): Promise<Response> {
    const hasBody = request.body !== undefined && request.body.length > 0;
    // fetch is not instrumented: the client span and its traceparent are added here.
    return tracedCall({
      name: `${request.method} ${this.name}`,
      attributes: forwardAttributes(request),
      send: (traceHeaders) =>
        fetch(new URL(request.url, this.baseUrl), {
          method: request.method,
          headers: { ...request.headers, ...traceHeaders },
          body: hasBody ? new Uint8Array(request.body!) : undefined,
          // The budget is the caller's (GuardedServiceClient): short, or long for generation.
          signal: request.signal,
          redirect: 'manual',
        }),
      statusOf: (answer) => answer.status,
    });
  }

  async health(timeoutMs: number): Promise<ServiceHealthReport> {
    const response = await fetch(new URL('/health', this.baseUrl), {
      signal: AbortSignal.timeout(timeoutMs),
    });
    return (await response.json()) as ServiceHealthReport;
  }

  async openApi(): Promise<unknown> {
    const response = await fetch(new URL('/openapi.json', this.baseUrl), {
      signal: AbortSignal.timeout(DOCS_TIMEOUT_MS),
    });
    return response.json();
  }
}
