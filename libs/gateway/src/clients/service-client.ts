import type { Readable } from 'node:stream';
import type { ServiceHealthReport } from '@abhyas/contracts';

export interface ForwardedRequest {
  method: string;
  /** Path and query string, exactly as the browser sent them. */
  url: string;
  headers: Record<string, string>;
  /** Raw bytes, so signed payloads (webhooks) reach the service unchanged. */
  body?: Buffer;
  /**
   * Aborted when the gateway stops waiting (the call's time budget) and, for a stream, when the
   * browser goes away (the stream is then closed at the service too).
   */
  signal?: AbortSignal;
}

export interface ForwardedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** An answer whose body is passed on as the service writes it (server-sent events). */
export interface StreamedResponse {
  status: number;
  headers: Record<string, string>;
  body: Readable;
}

/** How the gateway reaches one service: in-process in standalone, over HTTP when distributed. */
export interface ServiceClient {
  forward(request: ForwardedRequest): Promise<ForwardedResponse>;
  /** The same call, its answer's body as a stream: the head within the budget, then each chunk. */
  stream(request: ForwardedRequest): Promise<StreamedResponse>;
  health(timeoutMs: number): Promise<ServiceHealthReport>;
  openApi(): Promise<unknown>;
}

/** Hop-by-hop headers never cross a proxy (RFC 9110 §7.6.1), nor does a stale length. */
export const HOP_BY_HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'host',
]);

/** A forwarded call's client span attributes: the path, never the query (it may carry tokens). */
export const forwardAttributes = (request: ForwardedRequest): Record<string, string> => ({
  'abhyas.service': 'gateway',
  'http.request.method': request.method,
  'url.path': request.url.split('?', 1)[0],
});

type HeaderValue = string | number | readonly string[] | undefined;

export const withoutHopByHop = (headers: Record<string, HeaderValue>): Record<string, string> => {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP_HEADERS.has(name.toLowerCase())) {
      kept[name.toLowerCase()] = typeof value === 'object' ? value.join(', ') : String(value);
    }
  }
  return kept;
};

export const EVENT_STREAM = 'text/event-stream';

/** A browser reading server-sent events says so (EventSource always does): its answer streams. */
export const asksForEventStream = (method: string, accept: string | undefined): boolean =>
  method === 'GET' && (accept?.toLowerCase().includes(EVENT_STREAM) ?? false);
