import { defineStream } from '@abhyas/event-store/domain';
import { analyticsReportDecider } from './analytics-report.decider';
import { analyticsReportEvents } from './analytics-report.events';

/** One detailed analytics report (`analytics-report-<reportId>`); nothing leaves the service. */
export const analyticsReportStream = defineStream({
  type: 'analytics-report',
  events: analyticsReportEvents,
  decider: analyticsReportDecider,
});
