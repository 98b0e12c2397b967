export interface StreamedEvent {
  event: string;
  data: string;
}

/**
 * The `text/event-stream` format, fed in chunks as they arrive: each complete event (a block
 * ended by a blank line) is handed to `onEvent`; comment lines (heartbeats) are skipped.
 */
export function eventStreamParser(onEvent: (event: StreamedEvent) => void) {
  let buffer = '';
  const emit = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line === '' || line.startsWith(':')) {
        continue;
      }
      const at = line.indexOf(':');
      const name = at < 0 ? line : line.slice(0, at);
      const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
      if (name === 'event') {
        event = value;
      } else if (name === 'data') {
        data.push(value);
      }
    }
    if (data.length > 0) {
      onEvent({ event, data: data.join('\n') });
    }
  };
  return (chunk: string) => {
    buffer += chunk;
    let end = buffer.search(/\r?\n\r?\n/);
    while (end >= 0) {
      const separator = buffer.slice(end).match(/^\r?\n\r?\n/)![0];
      emit(buffer.slice(0, end));
      buffer = buffer.slice(end + separator.length);
      end = buffer.search(/\r?\n\r?\n/);
    }
  };
}

/** Whether this browser can read a streamed answer as it arrives (fetch with a body stream). */
export const canReadEventStreams = (): boolean =>
  typeof fetch === 'function' &&
  typeof ReadableStream === 'function' &&
  typeof TextDecoder === 'function';

/**
 * Server-sent events read with fetch rather than EventSource: EventSource cannot send the
 * Authorization header, and the session's token is held by the page, not in a cookie.
 * Resolves when the server closes the stream; rejects on an answer other than a stream.
 */
export async function readEventStream(
  url: string,
  options: {
    headers: Record<string, string>;
    signal: AbortSignal;
    onEvent: (event: StreamedEvent) => void;
    fetch?: typeof fetch;
  },
): Promise<void> {
  const doFetch = options.fetch ?? fetch;
  const response = await doFetch(url, {
    headers: { ...options.headers, Accept: 'text/event-stream' },
    signal: options.signal,
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (
    !response.ok ||
    !response.body ||
    !response.headers.get('content-type')?.startsWith('text/event-stream')
  ) {
    throw new Error(`No event stream: HTTP ${response.status}`);
  }
  const feed = eventStreamParser(options.onEvent);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      feed(decoder.decode());
      return;
    }
    feed(decoder.decode(value, { stream: true }));
  }
}
