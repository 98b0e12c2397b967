import { PAPER_INTERNAL_ROUTES, type PaperSnapshot, type ServiceName } from '@abhyas/contracts';
import type { ServiceCaller, ServiceCallRequest } from '@abhyas/runtime';
import type { ReservationLedger } from './reservation-ledger.fake';

/**
 * The peers a service calls, as their contracts answer, for a service tested alone:
 * paper-generation's keyed snapshot of the papers a test put on its shelf, and the ledger's
 * reservations. The real services answer them in the standalone suites.
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
