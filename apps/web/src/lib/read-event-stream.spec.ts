import { eventStreamParser, readEventStream, type StreamedEvent } from './read-event-stream';

describe('reading server-sent events', () => {
  it('hands over each complete event, whatever the chunks, and skips heartbeats', () => {
    const seen: StreamedEvent[] = [];
    const feed = eventStreamParser((event) => seen.push(event));
    feed('event: progress\nid: queued-1\ndata: {"st');
    expect(seen).toEqual([]);
    feed('ep":1}\n\n: heartbeat\n\n');
    feed('data: a\r\ndata: b\r\n\r\nevent: progress\ndata: {"step":4}\n');
    feed('\n');
    expect(seen).toEqual([
      { event: 'progress', data: '{"step":1}' },
      { event: 'message', data: 'a\nb' },
      { event: 'progress', data: '{"step":4}' },
    ]);
  });

  it('reads a streamed answer to its end, and refuses an answer that is not a stream', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('event: progress\ndata: 1\n\n'));
        controller.enqueue(new TextEncoder().encode('event: progress\ndata: 2\n\n'));
        controller.close();
      },
    });
    const seen: string[] = [];
    const asked: RequestInit[] = [];
    await readEventStream('/api/x/events', {
      headers: { Authorization: 'Bearer t' },
      signal: new AbortController().signal,
      onEvent: (event) => seen.push(event.data),
      fetch: async (_url, init) => {
        asked.push(init!);
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      },
    });
    expect(seen).toEqual(['1', '2']);
    expect(asked[0].headers).toEqual({ Authorization: 'Bearer t', Accept: 'text/event-stream' });
    await expect(
      readEventStream('/api/x/events', {
        headers: {},
        signal: new AbortController().signal,
        onEvent: () => undefined,
        fetch: async () =>
          new Response('{"message":"Job not found"}', {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
      }),
    ).rejects.toThrow('HTTP 404');
  });
});
