import { connect } from 'node:net';

export interface RawAnswer {
  /** 0 when the server closed the connection before answering. */
  status: number;
  text: string;
}

/** Larger than the server reads before refusing (16 KiB of headers): a reset may cut it off. */
const OVERSIZED = 16 * 1024;

export interface RawRequest {
  method: string;
  /** Sent byte for byte: no URL parser resolves `..` or re-encodes it on the way. */
  url: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

const STATUS_LINE = /^HTTP\/1\.[01] (\d{3})/;

/**
 * Sends requests to one origin exactly as given, each on its own connection (closed after the
 * answer), and reads the status from the status line. A plain socket rather than an HTTP
 * client: a client refuses to send some of what the fuzzer sends, and to read a refusal the
 * server writes before the request was whole (a 431 with a body, even to a HEAD).
 */
export const rawHttp = (origin: string) => {
  const { hostname, port } = new URL(origin);
  const send = (input: RawRequest, timeoutMs = 60_000): Promise<RawAnswer> =>
    new Promise((resolve, reject) => {
      const body = input.body === undefined ? undefined : Buffer.from(input.body);
      const headers = {
        host: `${hostname}:${port}`,
        ...input.headers,
        ...(body === undefined ? {} : { 'content-length': String(body.length) }),
        connection: 'close',
      };
      const head = [
        `${input.method} ${input.url} HTTP/1.1`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        '',
        '',
      ].join('\r\n');
      const chunks: Buffer[] = [];
      const socket = connect({ host: hostname, port: Number(port) }, () => {
        // Not ended: a half-closed socket is a cancelled request to Node's server. The server
        // closes it after answering (`connection: close`), or early with a refusal (413).
        socket.write(body === undefined ? head : Buffer.concat([Buffer.from(head), body]));
      });
      socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer in ${timeoutMs} ms`)));
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', (error: NodeJS.ErrnoException) => {
        const request = head.length + (body?.length ?? 0);
        if (chunks.length > 0 && error.code === 'EPIPE') {
          return;
        }
        if (request > OVERSIZED && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) {
          // Refused for its size and closed while still sending: the reset may discard the
          // 413 or 431 on its way (TCP drops what is unread), so the closing is the answer.
          resolve({ status: 0, text: `connection closed while sending ${request} bytes` });
          return;
        }
        reject(error);
      });
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = STATUS_LINE.exec(text);
        if (status) {
          resolve({ status: Number(status[1]), text: text.slice(text.indexOf('\r\n\r\n') + 4) });
        } else {
          reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 80))}`));
        }
      });
    });
  return { send, close: () => undefined };
};

export type RawHttp = ReturnType<typeof rawHttp>;
