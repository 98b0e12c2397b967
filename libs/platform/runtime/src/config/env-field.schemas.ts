import { z } from 'zod';
import { isProxyAddress, type TrustProxySetting } from '../http/trusted-proxy';

// Every helper takes the raw string from the environment and outputs the typed value.
// Chain `.default(value)` or `.optional()` as with any zod schema: `port().default(5101)`.

const DIGITS = /^\d+$/;
const FLAGS: Readonly<Record<string, boolean>> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
};

export const port = () =>
  z
    .string()
    .trim()
    .refine((value) => isIntegerBetween(value, 1, 65535), 'must be an integer between 1 and 65535')
    .transform(Number);

export const positiveInt = () =>
  z
    .string()
    .trim()
    .refine(
      (value) => isIntegerBetween(value, 1, Number.MAX_SAFE_INTEGER),
      'must be a positive integer',
    )
    .transform(Number);

/** 'true' / 'false' / '1' / '0' (any case): anything else is a typo we should not guess at. */
export const booleanFlag = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value in FLAGS, 'must be one of true, false, 1, 0')
    .transform((value) => FLAGS[value]);

export const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values);

/** A non-empty string, e.g. an API key; `minLength` guards against placeholder secrets. */
export const requiredString = (minLength = 1) =>
  z
    .string()
    .refine(
      (value) => value.length >= minLength,
      minLength === 1 ? 'must not be empty' : `must be at least ${minLength} characters long`,
    );

export const url = (protocols: readonly string[] = ['http:', 'https:']) =>
  z
    .string()
    .trim()
    .refine(
      (value) => hasProtocol(value, protocols),
      `must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`,
    );

export const postgresUrl = () => url(['postgres:', 'postgresql:']);

export const redisUrl = () => url(['redis:', 'rediss:']);

/**
 * The prefix of an install's Redis keys and streams (`REDIS_STREAM_PREFIX`), so two installs
 * (or test runs) can share one Redis without sharing a stream or a counter.
 */
export const redisPrefix = () =>
  z
    .string()
    .trim()
    .regex(/^[a-z0-9:_-]+$/i, 'must be letters, digits, : _ or -');

/** `a, b ,c` becomes `['a', 'b', 'c']`; an all-blank list is an error, not an empty array. */
export const commaList = () =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .refine((items) => items.length > 0, 'must list at least one value');

/** Kafka bootstrap servers: `kafka-1:9092,kafka-2:9092`. */
export const brokerList = () =>
  commaList().refine(
    (items) => items.every(isHostAndPort),
    'must be a comma-separated list of host:port',
  );

/** The gateway's routing table: `identity=http://identity:5101,payments=http://payments:5106`. */
export const serviceUrlMap = () =>
  commaList()
    .refine(
      (items) => items.every(isServiceUrlEntry),
      'must be a comma-separated list of name=http(s)://host:port',
    )
    .transform((items) =>
      Object.fromEntries(
        items.map((item) => {
          const separator = item.indexOf('=');
          return [item.slice(0, separator).trim(), item.slice(separator + 1).trim()];
        }),
      ),
    );

/**
 * `TRUST_PROXY`, Fastify's trust-proxy syntax: `true`, `false`, a number of proxy hops, or
 * comma-separated addresses and CIDR ranges (and proxy-addr's `loopback`, `linklocal`,
 * `uniquelocal`). `0` and `false` trust nobody, as leaving it unset does.
 */
export const trustProxy = () =>
  z
    .string()
    .trim()
    .refine(
      isTrustProxySetting,
      'must be true, false, a number of proxy hops, or comma-separated IP addresses or CIDR ranges',
    )
    .transform(toTrustProxySetting);

function isIntegerBetween(value: string, min: number, max: number): boolean {
  if (!DIGITS.test(value)) {
    return false;
  }
  const number = Number(value);
  return number >= min && number <= max;
}

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  if (!URL.canParse(value)) {
    return false;
  }
  const parsed = new URL(value);
  return protocols.includes(parsed.protocol) && parsed.hostname !== '';
}

function isHostAndPort(item: string): boolean {
  const separator = item.lastIndexOf(':');
  return separator > 0 && isIntegerBetween(item.slice(separator + 1), 1, 65535);
}

function isServiceUrlEntry(item: string): boolean {
  const separator = item.indexOf('=');
  return separator > 0 && hasProtocol(item.slice(separator + 1).trim(), ['http:', 'https:']);
}

function isTrustProxySetting(value: string): boolean {
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === 'false' || isIntegerBetween(value, 0, 1000)) {
    return true;
  }
  const items = value.split(',').map((item) => item.trim());
  return items.every((item) => item !== '' && isProxyAddress(item));
}

function toTrustProxySetting(value: string): TrustProxySetting {
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === 'false') {
    return lower === 'true';
  }
  return DIGITS.test(value) ? Number(value) : value.split(',').map((item) => item.trim());
}
