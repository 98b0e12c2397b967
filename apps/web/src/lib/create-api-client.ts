/** Default time-out for ordinary calls. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Time-out for long calls (paper generation runs within a 300 s budget). */
export const LONG_CALL_TIMEOUT_MS = 300_000;

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The server answered with a non-2xx status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The `message` (or `error`) field of the server's body, when it sent one. */
    readonly serverMessage: string | null,
    /** The parsed JSON body, or the raw text when it was not JSON. */
    readonly body: unknown,
    readonly requestId: string,
  ) {
    super(serverMessage ?? `HTTP ${status}${statusText ? `: ${statusText}` : ''}`);
  }
}

/** The server's own reason when it gave one (a 4xx or 5xx with a message), else `fallback`. */
export const serverMessageOr = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

/** The request never got an answer: offline, DNS, CORS, refused connection or time-out. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(
    message: string,
    readonly timedOut: boolean,
    readonly requestId: string,
  ) {
    super(message);
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** `blob` for a file download (a PDF): a 2xx body as bytes; errors are still read as JSON. */
  as?: 'json' | 'blob';
}

export interface ApiClient {
  request<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(
    path: string,
    body?: unknown,
    options?: Omit<ApiRequestOptions, 'method' | 'body'>,
  ): Promise<T>;
}

export interface ApiClientConfig {
  baseUrl: string;
  fetch?: typeof fetch;
  createRequestId?: () => string;
}

export function joinUrl(baseUrl: string, path: string): string {
  if (!baseUrl) {
    return path;
  }
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Reads `message`, then `error`, from a server body such as `{ message, ... }`. */
export function extractServerMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) {
    return null;
  }
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') {
      return value;
    }
    // Validation pipes often answer `message: ['first problem', ...]`.
    if (Array.isArray(value) && typeof value[0] === 'string') {
      return value[0];
    }
  }
  return null;
}

function defaultRequestId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') {
    return null;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const doFetch =
    config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const createRequestId = config.createRequestId ?? defaultRequestId;

  async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    const requestId = createRequestId();
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    if (options.signal?.aborted) {
      controller.abort();
    }
    options.signal?.addEventListener('abort', forwardAbort, { once: true });

    const headers: Record<string, string> = {
      Accept: 'application/json',
      [REQUEST_ID_HEADER]: requestId,
      ...options.headers,
    };
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
    }

    try {
      let response: Response;
      let body: unknown;
      try {
        response = await doFetch(joinUrl(config.baseUrl, path), {
          method: options.method ?? 'GET',
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: controller.signal,
          credentials: 'same-origin',
        });
        body =
          options.as === 'blob' && response.ok ? await response.blob() : await readBody(response);
      } catch (error) {
        if (timedOut) {
          throw new NetworkError(
            `The server did not answer within ${Math.round(timeoutMs / 1000)} s.`,
            true,
            requestId,
          );
        }
        if (options.signal?.aborted) {
          throw error;
        }
        throw new NetworkError('Could not reach the server.', false, requestId);
      }
      if (!response.ok) {
        throw new ApiError(
          response.status,
          response.statusText,
          extractServerMessage(body),
          body,
          requestId,
        );
      }
      return body as T;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
  };
}
