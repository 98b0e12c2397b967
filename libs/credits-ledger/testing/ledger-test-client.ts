import { internalAuthKey, type Principal } from '@abhyas/runtime';
import { signedCaller, type ServiceUnderTest, type SignedAnswer } from '@abhyas/testing';

export { asParent, asStudent, eventually } from '@abhyas/testing';

export const TEST_JWT_SECRET = 'credits-ledger-test-secret-0123456789abcdef012345';
export const TEST_ENV = { JWT_SECRET: TEST_JWT_SECRET };

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
  ): Promise<SignedAnswer<Body>> => call<Body>(method, url, options);
};
export type LedgerClient = ReturnType<typeof ledgerClient>;
