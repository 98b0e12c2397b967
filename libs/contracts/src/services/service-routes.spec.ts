import { owningRoute, owningService } from './service-routes';

describe('owningService', () => {
  it.each([
    ['/api/contact', 'identity'],
    ['/api/leads', 'identity'],
    ['/api/newsletter/subscribe', 'identity'],
    ['/api/contacts', undefined],
    ['/api/credits/balance/p1?_=1', 'credits-ledger'],
    ['/api/credits/history/p1', 'credits-ledger'],
    ['/api/credits/reload', 'payments'],
    ['/api/credits/reloaded', 'credits-ledger'],
    ['/api/credits/complete-reload', 'payments'],
    ['/api/payments/webhook', 'payments'],
    ['/api/subscriptions/plans', 'payments'],
    ['/api/unknown', undefined],
  ])('routes %s to %s', (path, service) => {
    expect(owningService(path)).toBe(service);
  });
});

describe('owningRoute', () => {
  it('names the prefix that won, for labels that must not carry ids', () => {
    expect(owningRoute('/api/credits/reload/abc')).toEqual({
      prefix: '/api/credits/reload',
      service: 'payments',
    });
    expect(owningRoute('/api/unknown')).toBeUndefined();
  });
});
