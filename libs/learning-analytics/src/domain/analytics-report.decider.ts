import type { Decider } from '@abhyas/event-store/domain';
import type {
  AnalyticsReportEvent,
  ReportCharge,
  ReportRequestedData,
} from './analytics-report.events';
import { ReportRule, ReportRuleViolation } from './analytics-report.errors';

export type AnalyticsReportCommand =
  | { type: 'RequestReport'; data: ReportRequestedData }
  | { type: 'RecordCharge'; data: ReportCharge }
  | { type: 'Erase'; data: { at: string } };

export type AnalyticsReportState =
  | { status: 'none' | 'erased' }
  | { status: 'requested'; report: ReportRequestedData; charge?: ReportCharge };

/** The same request again: the same child, period and parent (the id is the key). */
const sameRequest = (a: ReportRequestedData, b: ReportRequestedData): boolean =>
  a.parentId === b.parentId && a.childId === b.childId && a.from === b.from && a.to === b.to;

/**
 * A report is asked for once per request id and charged once: a repeat of the request or of its
 * charge decides nothing, so the ledger's idempotent commit and this stream agree on "once".
 */
export const analyticsReportDecider: Decider<
  AnalyticsReportCommand,
  AnalyticsReportEvent,
  AnalyticsReportState
> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ReportRequested':
        return { status: 'requested', report: event.data };
      case 'ReportCharged':
        return state.status === 'requested' ? { ...state, charge: event.data } : state;
      case 'ReportErased':
        return { status: 'erased' };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RequestReport':
        if (state.status === 'erased') {
          throw new ReportRuleViolation(ReportRule.NotRequested);
        }
        if (state.status === 'requested') {
          if (!sameRequest(state.report, command.data)) {
            throw new ReportRuleViolation(ReportRule.RequestIdReused);
          }
          return [];
        }
        return [{ type: 'ReportRequested', data: command.data }];
      case 'RecordCharge':
        if (state.status !== 'requested') {
          throw new ReportRuleViolation(ReportRule.NotRequested);
        }
        return state.charge ? [] : [{ type: 'ReportCharged', data: command.data }];
      case 'Erase':
        return state.status === 'requested' ? [{ type: 'ReportErased', data: command.data }] : [];
    }
  },
};
