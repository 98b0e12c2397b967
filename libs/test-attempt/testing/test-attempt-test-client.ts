import { PAPER_INTERNAL_ROUTES, type PaperSnapshot, type ServiceName } from '@abhyas/contracts';
import {
  internalAuthKey,
  type Clock,
  type ServiceCaller,
  type ServiceCallRequest,
} from '@abhyas/runtime';
import {
  bootServiceForTest,
  ReservationLedger,
  signedCaller,
  type TestDatabase,
} from '@abhyas/testing';
import { testAttemptService } from '../src/test-attempt.service';

export { asParent, asStudent } from '@abhyas/testing';

export const TEST_ENV = {
  JWT_SECRET: 'test-attempt-test-secret-0123456789abcdef012345',
  ATTEMPT_SWEEP_MS: '50',
};

/**
 * The two peers test-attempt calls, as their contracts answer: paper-generation's keyed
 * snapshot of the papers a test put on its shelf, and the ledger's reservations. The real
 * services answer them in the standalone suite (`apps/standalone/src/tests-flow.int-spec.ts`).
 */
export class PeersForTests implements ServiceCaller {
  readonly papers = new Map<string, PaperSnapshot>();

  constructor(readonly ledger: ReservationLedger) {}

  async call<Body>(service: ServiceName, request: ServiceCallRequest) {
    if (service === 'paper-generation') {
      const paper = [...this.papers.values()].find(
        (p) => PAPER_INTERNAL_ROUTES.snapshot(p.paperId) === request.path,
      );
      return paper
        ? { status: 200, body: { success: true, paper } as Body }
        : { status: 404, body: { message: 'Paper not found' } as Body };
    }
    return this.ledger.call<Body>(service, request);
  }
}

/** test-attempt booted alone on a test database and an in-process bus, as a process boots it. */
export const startTestAttempt = (
  database: TestDatabase,
  options: {
    env?: Record<string, string | undefined>;
    clock?: Clock;
    services?: ServiceCaller;
  } = {},
) =>
  bootServiceForTest(testAttemptService, database, {
    env: options.env ?? TEST_ENV,
    clock: options.clock,
    services: options.services,
  });

/** Calls test-attempt as the gateway forwards a request: a signed principal header. */
export const testAttemptClient = (service: Awaited<ReturnType<typeof startTestAttempt>>) =>
  signedCaller(service, internalAuthKey(TEST_ENV)!);
