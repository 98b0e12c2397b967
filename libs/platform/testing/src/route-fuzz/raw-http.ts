import { Agent, request } from 'node:http';

export interface RawAnswer {
  status: number;
  text: string;
}

export interface RawRequest {
  method: string;
  /** Sent byte for byte: no URL parser resolves `..` or re-encodes it on the way. */
  url: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** Sends requests to one origin exactly as given, each on its own connection. */
export const rawHttp = (origin: string) => {
  const { hostname, port } = new URL(origin);
  // A socket per request: a connection the server closed after a refusal is never reused.
  const agent = new Agent({ keepAlive: false });
  const send = (input: RawRequest, timeoutMs = 60_000): Promise<RawAnswer> =>
    new Promise((resolve, reject) => {
      const body = input.body === undefined ? undefined : Buffer.from(input.body);
      const outgoing = request(
        {
          host: hostname,
          port,
          method: input.method,
          path: input.url,
          agent,
          headers: {
            ...input.headers,
            ...(body === undefined ? {} : { 'content-length': String(body.length) }),
          },
          timeout: timeoutMs,
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
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${timeoutMs} ms`)));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  return { send, close: () => agent.destroy() };
};

export type RawHttp = ReturnType<typeof rawHttp>;
