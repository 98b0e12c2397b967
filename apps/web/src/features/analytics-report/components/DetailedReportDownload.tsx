import { indianDate, REPORT_RULES } from '@abhyas/contracts';
import { useState } from 'react';
import { FormAlert } from '../../../components/FormAlert';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useCreditBalance } from '../../credits/hooks/useCreditBalance';
import { useDetailedReport } from '../hooks/useDetailedReport';
import {
  insufficientCreditsMessage,
  periodFor,
  periodProblem,
  REPORT_COST_LABEL,
  REPORT_PERIOD_CHOICES,
  type ReportPeriod,
  type ReportPeriodChoice,
  shortOfCredits,
} from '../report-download';
import styles from './detailed-report.module.css';

interface DetailedReportDownloadProps {
  parentId: string;
  studentName: string;
}

const STAGE_LABELS = { requesting: 'Preparing report…', downloading: 'Downloading…' } as const;

/**
 * Parent doc §9's detailed analytics report: a PDF of one child over a period, for 2 credits per
 * click (a new request id each time); disabled with the reason when the balance is short.
 */
export function DetailedReportDownload({ parentId, studentName }: DetailedReportDownloadProps) {
  const balance = useCreditBalance(parentId);
  const report = useDetailedReport(parentId, studentName);
  const today = indianDate(new Date());
  const [choice, setChoice] = useState<ReportPeriodChoice>('last-30-days');
  const [custom, setCustom] = useState<ReportPeriod>(() =>
    periodFor('last-30-days', today, {
      from: '',
      to: '',
    }),
  );
  const period = periodFor(choice, today, custom);
  const problem = periodProblem(period, today);
  const available = balance.data?.balance;
  const short = shortOfCredits(available);

  // A disclosure, so the form opens over the page instead of widening the report's header row.
  return (
    <details className={styles.disclosure} data-testid="detailed-report">
      <summary className="button button--light">Detailed report · {REPORT_COST_LABEL}</summary>
      <section className={styles.box} aria-labelledby="detailed-report-title">
        <h3 id="detailed-report-title" className={styles.title}>
          Detailed analytics report <span className={styles.cost}>{REPORT_COST_LABEL}</span>
        </h3>
        <p className={styles.what}>
          A PDF of {studentName}’s scores over time, mastery by section, focus areas with the
          answers behind them, and what to practise next.
        </p>
        <SelectField
          id="report-period"
          label="Period"
          options={REPORT_PERIOD_CHOICES}
          value={choice}
          disabled={report.busy}
          onChange={(event) => setChoice(event.target.value as ReportPeriodChoice)}
        />
        {choice === 'custom' ? (
          <div className={styles.range}>
            <TextField
              id="report-from"
              label="From"
              type="date"
              min={REPORT_RULES.earliestDay}
              max={today}
              value={custom.from}
              disabled={report.busy}
              onChange={(event) => setCustom({ ...custom, from: event.target.value })}
            />
            <TextField
              id="report-to"
              label="To"
              type="date"
              min={REPORT_RULES.earliestDay}
              max={today}
              value={custom.to}
              disabled={report.busy}
              onChange={(event) => setCustom({ ...custom, to: event.target.value })}
            />
          </div>
        ) : null}
        {problem ? (
          <p className={styles.warning} role="alert" data-testid="report-period-problem">
            {problem}
          </p>
        ) : null}
        {short && available !== undefined ? (
          <p className={styles.warning} role="alert" data-testid="insufficient-credits">
            {insufficientCreditsMessage(available)}
          </p>
        ) : null}
        <button
          type="button"
          className="button button--primary"
          disabled={report.busy || short || problem !== null}
          aria-busy={report.busy}
          onClick={() => report.request(period)}
        >
          {report.stage ? STAGE_LABELS[report.stage] : `Download PDF (${REPORT_COST_LABEL})`}
        </button>
        <FormAlert message={report.error} />
        {report.canRetryDownload ? (
          <button type="button" className="button button--light" onClick={report.retryDownload}>
            Download again (free)
          </button>
        ) : null}
        {report.done ? (
          <p className="form-status form-status--success" role="status">
            Report downloaded. {report.done.creditDeduction.amount} credits used; your balance is{' '}
            {report.done.creditDeduction.newBalance}.
          </p>
        ) : null}
      </section>
    </details>
  );
}
