import { indianDate, REPORT_MESSAGES as M, REPORT_RULES } from '@abhyas/contracts';
import { reportErrors } from './analytics-report.exception';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/** A report's period: real days in order, ending by today in India, at most a year long. */
export const checkReportPeriod = (from: string, to: string, now: Date): void => {
  if (from > to) {
    throw reportErrors.invalidPeriod(M.periodOrder);
  }
  if (to > indianDate(now)) {
    throw reportErrors.invalidPeriod(M.periodInFuture);
  }
  if (from < REPORT_RULES.earliestDay) {
    throw reportErrors.invalidPeriod(M.periodTooEarly);
  }
  if (daysBetween(from, to) + 1 > REPORT_RULES.maxPeriodDays) {
    throw reportErrors.invalidPeriod(M.periodTooLong);
  }
};
