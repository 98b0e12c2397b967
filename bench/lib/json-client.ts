import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One answer; `status` 0 when no answer came: `failure` says whether it timed out. */
export interface JsonAnswer<Body> {
  status: number;
  body: Body;
  ms: number;
  failure?: 'timeout' | 'network';
}

export interface JsonRequest {
  token?: string;
  body?: unknown;
  /** The client address the gateway should see (X-Forwarded-For; the gateway must trust us). */
  address?: string;
}

/** A client gives up on one request after this long (then retries, if the step does). */
export const REQUEST_TIMEOUT_MS = 30_000;

class TimeoutError extends Error {}

/**
 * A keep-alive JSON client for one origin, as thin as node:http allows, so the bench process
 * spends little of the two cores. Counts requests in flight (for the baseline's concurrency).
 */
export class JsonClient {
  private readonly agent: http.Agent;
  private readonly origin: URL;
  inFlight = 0;
  peakInFlight = 0;

  constructor(baseUrl: string, maxSockets = 1024) {
    this.origin = new URL(baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  }

  async request<Body = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: JsonRequest = {},
  ): Promise<JsonAnswer<Body>> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    if (options.token) {
      headers.authorization = `Bearer ${options.token}`;
    }
    if (options.address) {
      headers['x-forwarded-for'] = options.address;
    }
    this.inFlight += 1;
    this.peakInFlight = Math.max(this.peakInFlight, this.inFlight);
    const begin = performance.now();
    try {
      const { status, text } = await this.send(method, path, headers, payload);
      let body: unknown = undefined;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = { text };
      }
      return { status, body: body as Body, ms: performance.now() - begin };
    } catch (error) {
      const failure = error instanceof TimeoutError ? 'timeout' : 'network';
      return { status: 0, body: undefined as Body, ms: performance.now() - begin, failure };
    } finally {
      this.inFlight -= 1;
    }
  }

  close(): void {
    this.agent.destroy();
  }

  private send(
    method: string,
    path: string,
    headers: Record<string, string>,
    payload: string | undefined,
  ): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: this.origin.hostname,
          port: this.origin.port,
          method,
          path,
          headers,
          agent: this.agent,
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new TimeoutError()));
      request.on('error', reject);
      request.end(payload);
    });
  }
}
