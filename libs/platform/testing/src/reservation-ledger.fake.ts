import {
  LEDGER_INTERNAL_ROUTES,
  type LedgerWriteResult,
  type ReserveCreditsRequest,
  type ServiceName,
} from '@abhyas/contracts';
import {
  ServiceUnreachableError,
  type ServiceCaller,
  type ServiceCallRequest,
} from '@abhyas/runtime';

type Reservation = { accountId: string; amount: number; status: 'open' | 'committed' | 'released' };

/**
 * The ledger's reservations as its contract promises (the real ledger's own tests prove it):
 * reserve refuses beyond the spendable balance (402), the same reservation id twice reserves
 * once, a commit or release settles once and repeats answer the first result, commit after
 * release (or the reverse) is 409. It keeps every call, so a test can count real charges.
 */
export class ReservationLedger implements ServiceCaller {
  readonly balances = new Map<string, number>();
  readonly reservations = new Map<string, Reservation>();
  readonly calls: string[] = [];
  reachable = true;

  constructor(balances: Record<string, number> = {}) {
    Object.entries(balances).forEach(([account, credits]) => this.balances.set(account, credits));
  }

  /** Spendable: posted minus what open reservations hold. */
  spendable(accountId: string): number {
    const held = [...this.reservations.values()]
      .filter((r) => r.accountId === accountId && r.status === 'open')
      .reduce((sum, r) => sum + r.amount, 0);
    return (this.balances.get(accountId) ?? 0) - held;
  }

  async call<Body>(
    service: ServiceName,
    request: ServiceCallRequest,
  ): Promise<{ status: number; body: Body }> {
    if (!this.reachable) {
      throw new ServiceUnreachableError(service, 'down for this test');
    }
    this.calls.push(`${request.method} ${request.path}`);
    const answer = (status: number, body: unknown) => ({ status, body: body as Body });
    const ok = (accountId: string): LedgerWriteResult => ({
      success: true,
      transactionId: `txn-${this.calls.length}`,
      accountId,
      newBalance: this.spendable(accountId),
      applied: true,
    });
    if (request.path === LEDGER_INTERNAL_ROUTES.reserve) {
      const body = request.body as ReserveCreditsRequest;
      if (this.reservations.has(body.reservationId)) {
        return answer(200, { ...ok(body.accountId), applied: false });
      }
      const available = this.spendable(body.accountId);
      if (available < body.amount) {
        return answer(402, { message: 'Insufficient credits', required: body.amount, available });
      }
      this.reservations.set(body.reservationId, {
        accountId: body.accountId,
        amount: body.amount,
        status: 'open',
      });
      return answer(200, ok(body.accountId));
    }
    const settle = /^\/internal\/credits\/reservations\/([^/]+)\/(commit|release)$/.exec(
      request.path,
    );
    if (settle) {
      const id = decodeURIComponent(settle[1]);
      const reservation = this.reservations.get(id);
      if (!reservation) {
        return answer(404, { message: 'Reservation not found' });
      }
      const wanted = settle[2] === 'commit' ? 'committed' : 'released';
      if (reservation.status === wanted) {
        return answer(200, { ...ok(reservation.accountId), applied: false });
      }
      if (reservation.status !== 'open') {
        return answer(409, { message: 'Reservation is already settled' });
      }
      if (wanted === 'committed') {
        this.balances.set(
          reservation.accountId,
          (this.balances.get(reservation.accountId) ?? 0) - reservation.amount,
        );
      }
      reservation.status = wanted;
      return answer(200, ok(reservation.accountId));
    }
    return answer(404, { message: 'not faked' });
  }
}
