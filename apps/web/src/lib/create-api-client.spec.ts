import {
  ApiError,
  NetworkError,
  REQUEST_ID_HEADER,
  createApiClient,
  extractServerMessage,
  joinUrl,
} from './create-api-client';

type FetchCall = { url: string; init: RequestInit };

function fakeFetch(respond: (call: FetchCall) => Promise<Response> | Response) {
  const calls: FetchCall[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call = { url, init: init ?? {} };
    calls.push(call);
    return Promise.resolve(respond(call));
  };
  return { calls, fetchFn };
}

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });

describe('joinUrl', () => {
  it('keeps paths relative when no base is configured', () => {
    expect(joinUrl('', '/api/health')).toBe('/api/health');
  });

  it('joins a base and a path with exactly one slash', () => {
    expect(joinUrl('https://api.example.in/', '/api/health')).toBe(
      'https://api.example.in/api/health',
    );
    expect(joinUrl('https://api.example.in', 'api/health')).toBe(
      'https://api.example.in/api/health',
    );
  });
});

describe('extractServerMessage', () => {
  it('reads message, then error, then the first of a message list', () => {
    expect(extractServerMessage({ message: 'Nope', error: 'Bad Request' })).toBe('Nope');
    expect(extractServerMessage({ error: 'Failed' })).toBe('Failed');
    expect(extractServerMessage({ message: ['email must be an email'] })).toBe(
      'email must be an email',
    );
    expect(extractServerMessage({ message: '  ' })).toBeNull();
    expect(extractServerMessage('plain text')).toBeNull();
    expect(extractServerMessage(null)).toBeNull();
  });
});

describe('createApiClient', () => {
  it('posts JSON with a request id to the base URL and returns the parsed body', async () => {
    const { calls, fetchFn } = fakeFetch(() => json(201, { ok: true }));
    const client = createApiClient({
      baseUrl: 'https://api.example.in',
      fetch: fetchFn,
      createRequestId: () => 'req-1',
    });

    await expect(client.post('/api/contact', { name: 'A' })).resolves.toEqual({ ok: true });

    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('https://api.example.in/api/contact');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"name":"A"}');
    expect(calls[0].init.headers).toMatchObject({
      'Content-Type': 'application/json',
      [REQUEST_ID_HEADER]: 'req-1',
    });
  });

  it('returns null for an empty body', async () => {
    const { fetchFn } = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(
      createApiClient({ baseUrl: '', fetch: fetchFn }).get('/api/x'),
    ).resolves.toBeNull();
  });

  it('turns a non-ok answer into an ApiError carrying the server message', async () => {
    const { fetchFn } = fakeFetch(() =>
      json(400, { message: 'Please enter a valid email address.' }, 'Bad Request'),
    );
    const error: unknown = await createApiClient({
      baseUrl: '',
      fetch: fetchFn,
      createRequestId: () => 'req-2',
    })
      .post('/api/newsletter/subscribe', { email: 'x' })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      statusText: 'Bad Request',
      serverMessage: 'Please enter a valid email address.',
      message: 'Please enter a valid email address.',
      requestId: 'req-2',
    });
  });

  it('answers a download as bytes, and its refusal as an ApiError read from JSON', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff]);
    const { fetchFn } = fakeFetch((call) =>
      call.url.endsWith('missing.pdf')
        ? json(404, { message: 'Report not found' })
        : new Response(bytes, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const client = createApiClient({ baseUrl: '', fetch: fetchFn });
    const blob = await client.get<Blob>('/api/r.pdf', { as: 'blob' });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    await expect(client.get('/api/missing.pdf', { as: 'blob' })).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Report not found',
    });
  });

  it('keeps a non-JSON error body as text and names the status', async () => {
    const { fetchFn } = fakeFetch(
      () => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error: unknown = await createApiClient({ baseUrl: '', fetch: fetchFn })
      .get('/api/health')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 502,
      serverMessage: null,
      body: 'Bad gateway',
      message: 'HTTP 502: Bad Gateway',
    });
  });

  it('reports an unreachable server as a NetworkError', async () => {
    const fetchFn = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const error: unknown = await createApiClient({ baseUrl: '', fetch: fetchFn })
      .get('/api/health')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ timedOut: false, message: 'Could not reach the server.' });
  });

  it('aborts a call that outlives its time-out', async () => {
    jest.useFakeTimers();
    try {
      const fetchFn = ((_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        })) as typeof fetch;
      const pending = createApiClient({ baseUrl: '', fetch: fetchFn })
        .get('/api/health', { timeoutMs: 10_000 })
        .catch((caught: unknown) => caught);
      await jest.advanceTimersByTimeAsync(10_000);
      const error = await pending;
      expect(error).toBeInstanceOf(NetworkError);
      expect(error).toMatchObject({
        timedOut: true,
        message: 'The server did not answer within 10 s.',
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('passes a caller abort through unchanged', async () => {
    const fetchFn = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        );
      })) as typeof fetch;
    const controller = new AbortController();
    const pending = createApiClient({ baseUrl: '', fetch: fetchFn })
      .get('/api/health', { signal: controller.signal })
      .catch((caught: unknown) => caught);
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
