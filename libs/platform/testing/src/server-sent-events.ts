import type { Readable } from 'node:stream';

export interface ServerSentEvent {
  event: string;
  id?: string;
  data: string;
}

/** A `text/event-stream` body as its events and its comment lines (heartbeats), in order. */
export const parseServerSentEvents = (
  text: string,
): { events: ServerSentEvent[]; comments: string[] } => {
  const events: ServerSentEvent[] = [];
  const comments: string[] = [];
  for (const block of text.split(/\r?\n\r?\n/)) {
    const fields: Partial<ServerSentEvent> & { data?: string } = {};
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(':')) {
        comments.push(line.slice(1).trim());
        continue;
      }
      const at = line.indexOf(':');
      const [name, value] =
        at < 0 ? [line, ''] : [line.slice(0, at), line.slice(at + 1).replace(/^ /, '')];
      if (name === 'data') {
        fields.data = fields.data === undefined ? value : `${fields.data}\n${value}`;
      } else if (name === 'event' || name === 'id') {
        fields[name] = value;
      }
    }
    if (fields.data !== undefined) {
      events.push({ event: fields.event ?? 'message', id: fields.id, data: fields.data });
    }
  }
  return { events, comments };
};

/** Reads a stream to its end (the server closed it) and parses what came. */
export const readServerSentEvents = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  }
  return parseServerSentEvents(Buffer.concat(chunks).toString('utf8'));
};

/**
 * Reads events as they come until `enough` says so, then stops reading (the caller closes the
 * stream): proof that an event arrived before the stream ended, without a clock.
 */
export const firstServerSentEvents = async (
  stream: Readable,
  enough: (events: ServerSentEvent[]) => boolean,
): Promise<ServerSentEvent[]> => {
  let text = '';
  for await (const chunk of stream) {
    text += Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
    const { events } = parseServerSentEvents(text.slice(0, text.lastIndexOf('\n\n') + 2));
    if (enough(events)) {
      return events;
    }
  }
  return parseServerSentEvents(text).events;
};
