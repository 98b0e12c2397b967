import { canonicalUrl } from './canonical-url';

/** How the next hop reads a URL: fetch when distributed, Fastify's inject in standalone. */
const nextHopReading = (url: string): string => {
  const parsed = new URL(url, 'http://service.internal');
  return `${parsed.pathname}${parsed.search}`;
};

describe('canonicalUrl', () => {
  it.each([
    ['/api/credits/balance/u1', '/api/credits/balance/u1'],
    ['/api/credits/balance/u1?from=a%2Fb&to=..', '/api/credits/balance/u1?from=a%2Fb&to=..'],
    ['/api//credits///balance/u1', '/api/credits/balance/u1'],
    ['/api/credits/./balance/./u1', '/api/credits/balance/u1'],
    ['/api/payments/../credits/balance/u1', '/api/credits/balance/u1'],
    ['/api/../internal/credits/grant', '/internal/credits/grant'],
    ['/api/credits/%2e%2e/%2E%2e/internal/credits/grant', '/internal/credits/grant'],
    ['/api/credits/.%2e/%2e./internal', '/internal'],
    ['/api/credits/%2e/balance', '/api/credits/balance'],
    ['//internal/credits/grant', '/internal/credits/grant'],
    ['/../../../internal', '/internal'],
    ['/api/credits/', '/api/credits/'],
    ['/api/credits/..', '/api/'],
    ['/api/credits/a%2ebalance', '/api/credits/a%2ebalance'],
  ])('reads %s as %s', (url, canonical) => {
    expect(canonicalUrl(url)).toEqual({ url: canonical });
  });

  it.each([
    ['/api/credits\\..\\internal', 'it contains a backslash'],
    ['/api/credits/..%5Cinternal', 'it contains a backslash'],
    ['/api/credits/..%2finternal', 'it contains an encoded slash (%2F)'],
    ['/api/credits/..%2Finternal', 'it contains an encoded slash (%2F)'],
    ['/api/credits/balance/%00', 'it contains a control character'],
    ['/api/credits/balance/a%1Fb', 'it contains a control character'],
    ['/api/credits/.\t./internal', 'it contains a control character'],
    ['/api/credits/balance/a b', 'it contains a control character'],
    ['/api/credits#/../../internal', 'it contains a fragment (#)'],
    ['http://evil.example/api/credits', 'it does not start with /'],
    ['*', 'it does not start with /'],
  ])('refuses %s: %s', (url, refused) => {
    expect(canonicalUrl(url)).toEqual({ refused });
  });

  it('gives a URL the next hop reads as the same path, and is its own canonical form', () => {
    const hostile = [
      '/api/credits/%2e%2e/%2e%2e/internal/credits/grant?x=1',
      '/api//credits//..//..//internal',
      '/api/credits/%252e%252e/%252e%252e/internal',
      '/api/credits/..;/..;/internal',
      '/api/credits/%C3%A9/../balance',
      '/api/credits/é/balance',
      '/api/credits/balance/u1/.',
    ];
    for (const url of hostile) {
      const canonical = canonicalUrl(url).url;
      expect(canonical).toBeDefined();
      expect([url, nextHopReading(canonical!)]).toEqual([url, canonical]);
      expect([url, canonicalUrl(canonical!).url]).toEqual([url, canonical]);
    }
  });
});
