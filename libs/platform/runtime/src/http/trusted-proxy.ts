import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Which peers may tell us a client's address and scheme (`TRUST_PROXY`), in Fastify's terms:
 * `true` (every peer), a number of proxy hops, or addresses and CIDR ranges. `false` trusts nobody.
 */
export type TrustProxySetting = boolean | number | readonly string[];

/** Fastify's `trustProxy` function: is the peer `hop` steps away (0: the socket's) a proxy we believe? */
export type TrustedProxy = (address: string, hop: number) => boolean;

interface AddressRange {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** proxy-addr's names, which Fastify accepts in its `trustProxy` string. */
const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const PREFIX = /^\d{1,3}$/;

const namedRange = (item: string): readonly string[] | undefined =>
  Object.hasOwn(NAMED_RANGES, item) ? NAMED_RANGES[item] : undefined;

/** `10.0.0.0/8`, `10.1.2.3` or `fd00::/8`; undefined when it is none of these. */
const addressRange = (item: string): AddressRange | undefined => {
  const [address = '', prefixText, extra] = item.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) {
    return undefined;
  }
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const maxPrefix = version === 4 ? 32 : 128;
  if (prefixText === undefined) {
    return { address, prefix: maxPrefix, family };
  }
  const prefix = Number(prefixText);
  return PREFIX.test(prefixText) && prefix <= maxPrefix ? { address, prefix, family } : undefined;
};

/** An address, a CIDR range or one of `loopback`, `linklocal`, `uniquelocal`. */
export const isProxyAddress = (item: string): boolean =>
  namedRange(item) !== undefined || addressRange(item) !== undefined;

const trustedRanges = (items: readonly string[]): BlockList => {
  const ranges = new BlockList();
  for (const item of items.flatMap((entry) => namedRange(entry) ?? [entry])) {
    const range = addressRange(item);
    if (!range) {
      throw new Error(`${item} is not an IP address or CIDR range`);
    }
    ranges.addSubnet(range.address, range.prefix, range.family);
  }
  return ranges;
};

/**
 * The one trust function for a setting, or undefined when nobody is trusted. Fastify gets this
 * function rather than the setting, so that anything reading forwarded headers outside Fastify
 * (the gateway's health fast path) believes exactly the peers Fastify believes.
 */
export const trustedProxyOf = (
  setting: TrustProxySetting | undefined,
): TrustedProxy | undefined => {
  if (setting === undefined || setting === false || setting === 0) {
    return undefined;
  }
  if (setting === true) {
    return () => true;
  }
  if (typeof setting === 'number') {
    return (_address, hop) => hop < setting;
  }
  const ranges = trustedRanges(setting);
  // An IPv4 peer on a dual-stack socket reads `::ffff:10.0.0.7`; the list checks both forms.
  return (address) => ranges.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
};

/**
 * `https` when the socket is TLS, or when a trusted proxy says so in `X-Forwarded-Proto` (its
 * last entry, the one the nearest proxy wrote): what Fastify's `request.protocol` answers.
 */
export const requestProtocol = (
  request: IncomingMessage,
  trust: TrustedProxy | undefined,
): string => {
  const forwarded = request.headers['x-forwarded-proto'];
  const peer = request.socket?.remoteAddress;
  if (trust && typeof forwarded === 'string' && forwarded !== '' && peer && trust(peer, 0)) {
    return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
  }
  return (request.socket as { encrypted?: boolean } | undefined)?.encrypted ? 'https' : 'http';
};
