import type { IncomingMessage } from 'node:http';
import { isProxyAddress, requestProtocol, trustedProxyOf } from './trusted-proxy';

const arriving = (
  peer: string,
  headers: Record<string, string> = {},
  encrypted = false,
): IncomingMessage =>
  ({ headers, socket: { remoteAddress: peer, encrypted } }) as unknown as IncomingMessage;

describe('trustedProxyOf', () => {
  it('trusts nobody when unset, false or zero hops', () => {
    expect(trustedProxyOf(undefined)).toBeUndefined();
    expect(trustedProxyOf(false)).toBeUndefined();
    expect(trustedProxyOf(0)).toBeUndefined();
  });

  it('trusts every peer for true, and the nearest n peers for a hop count', () => {
    expect(trustedProxyOf(true)!('203.0.113.9', 5)).toBe(true);
    const oneHop = trustedProxyOf(1)!;
    expect(oneHop('10.0.0.7', 0)).toBe(true);
    expect(oneHop('10.0.0.8', 1)).toBe(false);
  });

  it('trusts addresses and ranges, IPv4 peers on a dual-stack socket included', () => {
    const trust = trustedProxyOf(['10.0.0.0/8', '192.168.1.1', 'fd00::/8'])!;

    expect(trust('10.42.0.7', 0)).toBe(true);
    expect(trust('::ffff:10.42.0.7', 0)).toBe(true);
    expect(trust('192.168.1.1', 0)).toBe(true);
    expect(trust('fd12::1', 0)).toBe(true);
    expect(trust('192.168.1.2', 0)).toBe(false);
    expect(trust('11.0.0.1', 0)).toBe(false);
    expect(trust('::1', 0)).toBe(false);
  });

  it("understands proxy-addr's named ranges", () => {
    const trust = trustedProxyOf(['loopback', 'uniquelocal'])!;

    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('172.20.1.1', 0)).toBe(true);
    expect(trust('203.0.113.9', 0)).toBe(false);
  });
});

describe('isProxyAddress', () => {
  it.each(['10.0.0.1', '10.0.0.0/8', '0.0.0.0/0', '::1', 'fd00::/8', 'loopback', 'uniquelocal'])(
    'accepts %p',
    (item) => expect(isProxyAddress(item)).toBe(true),
  );

  it.each(['10.0.0.0/33', '::/129', '10.0.0.0/8/1', '10.0.0', 'ingress', 'toString', '10.0.0.0/x'])(
    'refuses %p',
    (item) => expect(isProxyAddress(item)).toBe(false),
  );
});

describe('requestProtocol', () => {
  const loopback = trustedProxyOf(['loopback']);

  it("believes X-Forwarded-Proto only from a trusted peer, and only its nearest proxy's entry", () => {
    expect(requestProtocol(arriving('127.0.0.1', { 'x-forwarded-proto': 'https' }), loopback)).toBe(
      'https',
    );
    expect(
      requestProtocol(arriving('127.0.0.1', { 'x-forwarded-proto': 'https, http' }), loopback),
    ).toBe('http');
    expect(
      requestProtocol(arriving('203.0.113.9', { 'x-forwarded-proto': 'https' }), loopback),
    ).toBe('http');
    expect(
      requestProtocol(arriving('127.0.0.1', { 'x-forwarded-proto': 'https' }), undefined),
    ).toBe('http');
  });

  it('answers https for a TLS socket whatever the headers say', () => {
    expect(requestProtocol(arriving('203.0.113.9', {}, true), undefined)).toBe('https');
  });
});
