import { internalAuthKey, type Principal } from '@abhyas/runtime';
import { signedCaller, type ServiceUnderTest } from '@abhyas/testing';

export const TEST_JWT_SECRET = 'credits-ledger-test-secret-0123456789abcdef012345';
export const TEST_ENV = { JWT_SECRET: TEST_JWT_SECRET };

export interface Answer<Body = Record<string, unknown>> {
  status: number;
  body: Body;
}

export const asParent = (userId: string): Principal => ({
  userId,
  role: 'parent',
  sid: `s-${userId}`,
});
export const asStudent = (userId: string, parentId: string): Principal => ({
  userId,
  role: 'student',
  sid: `s-${userId}`,
  parentId,
});
/** How another service calls the ledger (ServiceCaller signs an internal principal). */
export const asService: Principal = {
  userId: 'paper-generation',
  role: 'internal',
  sid: 'service',
};

/** Calls the ledger as the gateway or a peer service would: a signed principal header. */
export const ledgerClient = (service: ServiceUnderTest) => {
  const call = signedCaller(service, internalAuthKey(TEST_ENV)!);
  return <Body = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    options: { body?: unknown; as?: Principal } = {},
  ): Promise<Answer<Body>> => call<Body>(method, url, options);
};
export type LedgerClient = ReturnType<typeof ledgerClient>;

/** Polls until `check` stops throwing (events arrive asynchronously); no timing is asserted. */
export const eventually = async (check: () => Promise<void>, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
};
