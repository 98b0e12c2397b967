import { ApiError } from '../../lib/create-api-client';
import {
  insufficientCreditsMessage,
  outcomeUnknown,
  periodFor,
  periodProblem,
  reportFailureMessage,
  reportFileName,
  reportRequestKey,
  requestIdFor,
  shortOfCredits,
} from './report-download';

const custom = { from: '2026-09-01', to: '2026-09-30' };

describe('the detailed report download', () => {
  it('turns each period choice into India’s days, both included', () => {
    expect(periodFor('last-30-days', '2026-12-06', custom)).toEqual({
      from: '2026-11-07',
      to: '2026-12-06',
    });
    expect(periodFor('last-30-days', '2026-03-01', custom)).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
    expect(periodFor('this-quarter', '2026-12-06', custom)).toEqual({
      from: '2026-10-01',
      to: '2026-12-06',
    });
    expect(periodFor('this-quarter', '2026-01-01', custom)).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
    });
    expect(periodFor('custom', '2026-12-06', custom)).toBe(custom);
  });

  it('says what is wrong with a period before any charge', () => {
    const today = '2026-12-06';
    expect(periodProblem(custom, today)).toBeNull();
    expect(periodProblem({ from: '', to: '2026-09-30' }, today)).toBe(
      'Choose both a start and an end date.',
    );
    expect(periodProblem({ from: '2026-10-02', to: '2026-10-01' }, today)).toBe(
      'The period must start on or before its last day',
    );
    expect(periodProblem({ from: '2026-12-01', to: '2026-12-07' }, today)).toBe(
      'The period cannot end after today',
    );
    expect(periodProblem({ from: '2025-12-05', to: '2026-12-06' }, today)).toBe(
      'A report covers at most 366 days',
    );
    expect(periodProblem({ from: '2025-12-06', to: '2026-12-06' }, today)).toBeNull();
    expect(periodProblem({ from: '2019-12-31', to: '2020-01-05' }, today)).toBe(
      'A report cannot start before 2020-01-01',
    );
  });

  it('is disabled only when the known balance is short of 2 credits', () => {
    expect(shortOfCredits(undefined)).toBe(false);
    expect(shortOfCredits(1)).toBe(true);
    expect(shortOfCredits(2)).toBe(false);
    expect(insufficientCreditsMessage(1)).toBe(
      'Insufficient credits: the report costs 2 credits and your balance is 1. Buy credits on the Payment page.',
    );
  });

  it('names the file in ASCII and says why a request failed', () => {
    expect(reportFileName('Zoë Rao', custom)).toBe(
      'abhyas-report-zoe-rao-2026-09-01-to-2026-09-30.pdf',
    );
    expect(reportFileName('आशा', custom)).toBe('abhyas-report-child-2026-09-01-to-2026-09-30.pdf');
    const short = new ApiError(402, 'Payment Required', 'Insufficient credits', {}, 'r1');
    expect(reportFailureMessage(short)).toBe(
      'Insufficient credits: buy credits on the Payment page to download the report.',
    );
    expect(reportFailureMessage(new Error('boom'))).toBe(
      'Failed to create the report. Please try again.',
    );
  });

  it('asks with a new request id per click, the same one only to retry an unanswered request', () => {
    let n = 0;
    const newId = () => `id-${++n}`;
    const key = reportRequestKey('Asha', custom);
    expect(requestIdFor(null, key, newId)).toBe('id-1');
    expect(requestIdFor({ key, requestId: 'id-1' }, key, newId)).toBe('id-1');
    const otherPeriod = reportRequestKey('Asha', { ...custom, to: '2026-09-29' });
    expect(requestIdFor({ key, requestId: 'id-1' }, otherPeriod, newId)).toBe('id-2');
    expect(outcomeUnknown(new Error('offline'))).toBe(true);
    expect(outcomeUnknown(new ApiError(503, '', null, null, 'r'))).toBe(true);
    expect(outcomeUnknown(new ApiError(402, '', null, null, 'r'))).toBe(false);
  });
});
