import type { BusMessage } from '../message-bus';
import { serializePayload } from '../validate-messages';

/** Field/value list for XADD. Separate fields keep entries readable with XRANGE when debugging. */
export function encodeEntry(message: BusMessage): string[] {
  return [
    'id',
    message.id,
    'type',
    message.type,
    'key',
    message.key,
    'headers',
    JSON.stringify(message.headers),
    'payload',
    serializePayload(message),
  ];
}

export type DecodedEntry =
  { ok: true; message: BusMessage } | { ok: false; problem: string; raw: Record<string, string> };

export function decodeEntry(fields: readonly string[]): DecodedEntry {
  const raw: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) {
    raw[fields[i]] = fields[i + 1];
  }
  const { id, type, key, headers, payload } = raw;
  if (
    id === undefined ||
    type === undefined ||
    key === undefined ||
    headers === undefined ||
    payload === undefined
  ) {
    return { ok: false, problem: 'entry lacks id, type, key, headers or payload', raw };
  }
  try {
    return {
      ok: true,
      message: {
        id,
        type,
        key,
        headers: parseHeaders(headers),
        payload: JSON.parse(payload) as unknown,
      },
    };
  } catch (error) {
    return { ok: false, problem: `entry is not valid JSON: ${String(error)}`, raw };
  }
}

function parseHeaders(json: string): Record<string, string> {
  const parsed = JSON.parse(json) as unknown;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new TypeError('headers is not an object');
  }
  return Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, String(value)]));
}
