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
  // Owned, not built yet: each answers 501 'Not available yet' until its issue lands.
  { prefix: '/api/syllabus', service: 'paper-generation' },
  { prefix: '/api/papers', service: 'paper-generation' },
  { prefix: '/api/generate', service: 'paper-generation' },
  { prefix: '/api/question-bank', service: 'paper-generation' },
  { prefix: '/api/cbse-question-bank', service: 'paper-generation' },
  { prefix: '/api/questions', service: 'paper-generation' },
  { prefix: '/api/tests', service: 'test-attempt' },
  { prefix: '/api/test-attempts', service: 'test-attempt' },
  { prefix: '/api/assignments', service: 'test-attempt' },
  { prefix: '/api/explanation-requests', service: 'explanations' },
  { prefix: '/api/learning-needs', service: 'learning-analytics' },
];

/** The path prefixes a service owns at the gateway. */
export const prefixesOf = (service: ServiceName): string[] =>
  SERVICE_ROUTES.filter((route) => route.service === service).map((route) => route.prefix);

/** The route table entry that owns a path: the longest matching prefix. */
export const owningRoute = (path: string): { prefix: string; service: ServiceName } | undefined => {
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
  return best;
};

export const owningService = (path: string): ServiceName | undefined => owningRoute(path)?.service;
