import { owningService } from './service-routes';

describe('owningService', () => {
  it.each([
    ['/api/contact', 'identity'],
    ['/api/leads', 'identity'],
    ['/api/newsletter/subscribe', 'identity'],
    ['/api/contacts', undefined],
    ['/api/unknown', undefined],
  ])('routes %s to %s', (path, service) => {
    expect(owningService(path)).toBe(service);
  });
});
