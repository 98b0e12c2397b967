import { internalAuthKey, type ServiceCaller } from '@abhyas/runtime';
import {
  bootServiceForTest,
  signedCaller,
  type SignedCallOptions,
  type TestDatabase,
  type TestDatabaseFactory,
  useBootedService,
} from '@abhyas/testing';
import { paperGenerationService } from '../src/paper-generation.service';

export { asParent, asStudent } from '@abhyas/testing';
export { ReservationLedger } from '@abhyas/testing';

export const TEST_JWT_SECRET = 'paper-generation-test-secret-0123456789abcdef0123';
export const TEST_ENV = { JWT_SECRET: TEST_JWT_SECRET };

/** paper-generation booted alone on a test database and an in-process bus, as a process boots it. */
export const startPaperGeneration = (
  database: TestDatabase,
  env: Record<string, string | undefined> = TEST_ENV,
  services?: ServiceCaller,
) => bootServiceForTest(paperGenerationService, database, { env, services });

/** Calls paper-generation as the gateway forwards a request: a signed principal header. */
export const paperGenerationClient = (service: Awaited<ReturnType<typeof startPaperGeneration>>) =>
  signedCaller(service, internalAuthKey(TEST_ENV)!);

/** paper-generation booted for a suite, and `call`: a signed request to it, as the gateway sends. */
export const usePaperGeneration = (
  factory: TestDatabaseFactory,
  options: { env?: Record<string, string | undefined>; services?: ServiceCaller } = {},
) => {
  const suite = useBootedService(factory, (db) =>
    startPaperGeneration(db, options.env ?? TEST_ENV, options.services),
  );
  const call = <Body = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    callOptions: SignedCallOptions = {},
  ) => paperGenerationClient(suite.service)<Body>(method, url, callOptions);
  return { suite, call };
};
