import {
  LEDGER_INTERNAL_ROUTES,
  type GrantCreditsRequest,
  type LedgerWriteResult,
  type ServiceName,
} from '@abhyas/contracts';
import {
  ServiceUnreachableError,
  type PrincipalRole,
  type ServiceCaller,
  type ServiceCallRequest,
} from '@abhyas/runtime';
import { signedCaller, type ServiceUnderTest, type SignedAnswer } from '@abhyas/testing';

export const TEST_INTERNAL_SECRET = 'payments-test-internal-secret-0123456789abcdef';

export interface Caller {
  userId: string;
  role: PrincipalRole;
}

/** Calls payments as the gateway forwards them: signed principal headers, raw JSON bodies. */
export const paymentsClient = (service: ServiceUnderTest) => {
  const call = signedCaller(service, TEST_INTERNAL_SECRET);
  return <Body = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    options: { as?: Caller; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<SignedAnswer<Body>> =>
    call<Body>(method, url, {
      ...options,
      as: options.as && { ...options.as, sid: `sid-${options.as.userId}` },
    });
};

/**
 * The ledger's grant as its contract promises: idempotent by transferId (the same id answers
 * with the first result and applies nothing new). Records every call to count real grants.
 */
export class FakeLedger implements ServiceCaller {
  readonly applied = new Map<string, LedgerWriteResult>();
  readonly balances = new Map<string, number>();
  calls = 0;
  reachable = true;

  async call<Body>(
    service: ServiceName,
    request: ServiceCallRequest,
  ): Promise<{ status: number; body: Body }> {
    this.calls += 1;
    if (!this.reachable) {
      throw new ServiceUnreachableError('credits-ledger', 'down for this test');
    }
    if (service !== 'credits-ledger' || request.path !== LEDGER_INTERNAL_ROUTES.grant) {
      return { status: 404, body: { message: 'not faked' } as Body };
    }
    const grant = request.body as GrantCreditsRequest;
    const first = this.applied.get(grant.transferId);
    if (first) {
      return { status: 200, body: { ...first, applied: false } as Body };
    }
    const newBalance = (this.balances.get(grant.accountId) ?? 0) + grant.amount;
    this.balances.set(grant.accountId, newBalance);
    const result: LedgerWriteResult = {
      success: true,
      transactionId: `txn-${this.applied.size + 1}`,
      accountId: grant.accountId,
      newBalance,
      applied: true,
    };
    this.applied.set(grant.transferId, result);
    return { status: 200, body: result as Body };
  }
}
