import type { ServiceName } from './service-names';

/**
 * Which service owns each `/api` path prefix. The gateway routes by the longest matching
 * prefix; a path no service owns is a 404 at the gateway. Later issues add their prefixes here.
 */
export const SERVICE_ROUTES: ReadonlyArray<{ prefix: string; service: ServiceName }> = [
  { prefix: '/api/contact', service: 'identity' },
  { prefix: '/api/leads', service: 'identity' },
  { prefix: '/api/newsletter', service: 'identity' },
  { prefix: '/api/auth', service: 'identity' },
  { prefix: '/api/add-child', service: 'identity' },
  { prefix: '/api/parent', service: 'identity' },
  { prefix: '/api/credits', service: 'credits-ledger' },
  // Buying credits is a payment: payments verifies it, then asks the ledger to grant.
  { prefix: '/api/credits/reload', service: 'payments' },
  { prefix: '/api/credits/complete-reload', service: 'payments' },
  { prefix: '/api/payments', service: 'payments' },
  { prefix: '/api/subscriptions', service: 'payments' },
];

export const owningService = (path: string): ServiceName | undefined => {
  let best: { prefix: string; service: ServiceName } | undefined;
  for (const route of SERVICE_ROUTES) {
    const matches =
      path === route.prefix ||
      path.startsWith(`${route.prefix}/`) ||
      path.startsWith(`${route.prefix}?`);
    if (matches && (!best || route.prefix.length > best.prefix.length)) {
      best = route;
    }
  }
  return best?.service;
};
