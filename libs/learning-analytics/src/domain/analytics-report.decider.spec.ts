import { deciderSpec } from '@abhyas/testing';
import { analyticsReportDecider } from './analytics-report.decider';
import type { AnalyticsReportEvent, ReportRequestedData } from './analytics-report.events';
import { ReportRuleViolation } from './analytics-report.errors';

const at = '2026-11-30T10:00:00.000Z';
const report: ReportRequestedData = {
  reportId: 'rpt-1',
  requestId: 'req-1',
  parentId: 'p1',
  childId: 'c1',
  from: '2026-11-01',
  to: '2026-11-30',
  learnerVersion: 7,
  reservationId: 'report:rpt-1',
  requestedAt: at,
};
const charge = { amount: 2, transactionId: 'txn-1', newBalance: 8, at };
const requested: AnalyticsReportEvent = { type: 'ReportRequested', data: report };
const charged: AnalyticsReportEvent = { type: 'ReportCharged', data: charge };
const spec = deciderSpec(analyticsReportDecider);

describe('analytics report decider', () => {
  it('records a report once: the same request again decides nothing', () => {
    spec.given([]).when({ type: 'RequestReport', data: report }).then([requested]);
    spec.given([requested]).when({ type: 'RequestReport', data: report }).then([]);
    // A retry read the learner later: still the same report, as of the first request.
    spec
      .given([requested, charged])
      .when({ type: 'RequestReport', data: { ...report, learnerVersion: 9, requestedAt: 'later' } })
      .then([]);
  });

  it('refuses a request id already used for another child or period', () => {
    spec
      .given([requested])
      .when({ type: 'RequestReport', data: { ...report, to: '2026-11-29' } })
      .thenThrows(ReportRuleViolation);
    spec
      .given([requested])
      .when({ type: 'RequestReport', data: { ...report, childId: 'c2' } })
      .thenThrows(ReportRuleViolation);
  });

  it('records the charge once, and only for a requested report', () => {
    spec.given([requested]).when({ type: 'RecordCharge', data: charge }).then([charged]);
    spec
      .given([requested, charged])
      .when({ type: 'RecordCharge', data: { ...charge, transactionId: 'txn-2' } })
      .then([]);
    spec.given([]).when({ type: 'RecordCharge', data: charge }).thenThrows(ReportRuleViolation);
  });

  it('erases a report with its child, after which it cannot be asked for again', () => {
    const erased: AnalyticsReportEvent = { type: 'ReportErased', data: { at } };
    spec.given([requested, charged]).when({ type: 'Erase', data: { at } }).then([erased]);
    spec.given([requested, erased]).when({ type: 'Erase', data: { at } }).then([]);
    spec.given([]).when({ type: 'Erase', data: { at } }).then([]);
    spec
      .given([requested, erased])
      .when({ type: 'RequestReport', data: report })
      .thenThrows(ReportRuleViolation);
  });
});
