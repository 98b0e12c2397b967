import type { SessionRevocationsResponse } from '@abhyas/contracts';
import pino from 'pino';
import type { ForwardedRequest, ServiceClient } from '../clients/service-client';
import { REVOCATION_OVERLAP_MS, RevocationFeed } from './revocation-feed';
import { SessionRevocations } from './session-revocations';

const NOW = Date.parse('2026-12-06T10:00:00.000Z');
const KEY = 'k'.repeat(48);

/** Identity's feed as a fake client: each call answers what `answer` returns, or throws. */
const identityAnswering = (answer: (request: ForwardedRequest) => SessionRevocationsResponse) => {
  const asked: string[] = [];
  const client: ServiceClient = {
    forward: async (request) => {
      asked.push(request.url);
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify(answer(request))),
      };
    },
    stream: () => Promise.reject(new Error('not used')),
    health: () => Promise.reject(new Error('not used')),
    openApi: () => Promise.resolve({}),
  };
  return { client, asked };
};

const feedOver = (identity: ServiceClient, revocations = new SessionRevocations(() => NOW)) => ({
  revocations,
  feed: new RevocationFeed({
    identity,
    revocations,
    internalKey: KEY,
    pollMs: 1000,
    logger: pino({ level: 'silent' }),
    now: () => NOW,
  }),
});

const sinceOf = (url: string) => new URL(url, 'http://x').searchParams.get('since');

describe('RevocationFeed', () => {
  it('first asks for an access token’s whole life, then from a minute before identity’s last asOf', async () => {
    const asOf = '2026-12-06T10:00:01.000Z';
    const { client, asked } = identityAnswering(() => ({
      asOf,
      revoked: [{ sid: 's1', revokedAt: '2026-12-06T09:59:59.000Z' }],
    }));
    const { feed, revocations } = feedOver(client);
    expect(await feed.refresh()).toBe(true);
    expect(await feed.refresh()).toBe(true);
    expect(sinceOf(asked[0])).toBe('2026-12-06T09:45:00.000Z');
    expect(sinceOf(asked[1])).toBe(
      new Date(Date.parse(asOf) - REVOCATION_OVERLAP_MS).toISOString(),
    );
    expect(revocations.has('s1')).toBe(true);
  });

  it('signs the call as the gateway, so identity’s internal route accepts it', async () => {
    let headers: Record<string, string> = {};
    const { client } = identityAnswering((request) => {
      headers = request.headers;
      return { asOf: new Date(NOW).toISOString(), revoked: [] };
    });
    await feedOver(client).feed.refresh();
    expect(Object.keys(headers)).toEqual(
      expect.arrayContaining(['x-abhyas-principal', 'x-abhyas-principal-signature']),
    );
  });

  it('keeps what it knew while identity is unreachable, and reads from the same point after', async () => {
    let down = false;
    const { client, asked } = identityAnswering(() => {
      if (down) {
        throw new Error('ECONNREFUSED');
      }
      return {
        asOf: '2026-12-06T10:00:00.000Z',
        revoked: [{ sid: 's1', revokedAt: '2026-12-06T09:59:00.000Z' }],
      };
    });
    const { feed, revocations } = feedOver(client);
    await feed.refresh();
    down = true;
    expect(await feed.refresh()).toBe(false);
    expect(revocations.has('s1')).toBe(true);
    down = false;
    await feed.refresh();
    expect(sinceOf(asked[2])).toBe(sinceOf(asked[1]));
  });

  it('treats an answer other than 200 as unreachable and learns nothing from it', async () => {
    const client: ServiceClient = {
      forward: async () => ({ status: 503, headers: {}, body: Buffer.from('{"revoked":[]}') }),
      stream: () => Promise.reject(new Error('not used')),
      health: () => Promise.reject(new Error('not used')),
      openApi: () => Promise.resolve({}),
    };
    expect(await feedOver(client).feed.refresh()).toBe(false);
  });
});
