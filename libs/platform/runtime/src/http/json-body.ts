import secureJson from 'secure-json-parse';
import { RequestValidationException } from './request-validation.exception';

/** 1 MiB is far above any documented payload; larger bodies get a clear 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Our deepest body, a Razorpay webhook, nests 5 levels. JSON.parse takes any depth, but what
 * then handles the value recurses (JSON.stringify when an event is stored, loggers, validators)
 * and overflows the stack long before 5,000 levels: a 500 for any input.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * Whether JSON nests deeper than `maxDepth`, found in one pass over its bytes without parsing it
 * (brackets inside strings do not count). Exact for valid JSON; invalid JSON fails to parse anyway.
 */
export const jsonNestsDeeperThan = (bytes: Uint8Array, maxDepth: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < bytes.length; at += 1) {
    const byte = bytes[at];
    if (inString) {
      if (byte === BACKSLASH) {
        at += 1;
      } else if (byte === QUOTE) {
        inString = false;
      }
    } else if (byte === QUOTE) {
      inString = true;
    } else if (OPENERS.has(byte)) {
      depth += 1;
      if (depth > maxDepth) {
        return true;
      }
    } else if (CLOSERS.has(byte)) {
      depth -= 1;
    }
  }
  return false;
};

const refused = (message: string) => new RequestValidationException([{ path: '', message }]);

export const jsonBodyErrors = {
  missing: () => refused('A JSON request body is required.'),
  invalid: () => refused('The request body is not valid JSON.'),
  tooDeep: () =>
    refused(`The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`),
};

/**
 * A JSON request body as the platform reads it, anywhere: a leading byte-order mark is allowed,
 * nesting is bounded, and `__proto__` and `constructor.prototype` keys are refused
 * (secure-json-parse, Fastify's own choice). Every refusal is a 400 `RequestValidationException`.
 */
export const parseJsonBody = (bytes: Uint8Array): unknown => {
  if (jsonNestsDeeperThan(bytes, MAX_JSON_DEPTH)) {
    throw jsonBodyErrors.tooDeep();
  }
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  if (text.trim() === '') {
    throw jsonBodyErrors.missing();
  }
  try {
    return secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw jsonBodyErrors.invalid();
  }
};
