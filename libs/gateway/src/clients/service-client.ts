import type { ServiceHealthReport } from '@abhyas/contracts';

export interface ForwardedRequest {
  method: string;
  /** Path and query string, exactly as the browser sent them. */
  url: string;
  headers: Record<string, string>;
  /** Raw bytes, so signed payloads (webhooks) reach the service unchanged. */
  body?: Buffer;
  /** Aborted when the gateway stops waiting (the call's time budget). */
  signal?: AbortSignal;
}

export interface ForwardedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** How the gateway reaches one service: in-process in standalone, over HTTP when distributed. */
export interface ServiceClient {
  forward(request: ForwardedRequest): Promise<ForwardedResponse>;
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
