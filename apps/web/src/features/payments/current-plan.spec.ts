import { planById, type SubscriptionSummary } from '@abhyas/contracts';
import { daysRemaining, daysRemainingText, repurchaseNotice, runningTermOf } from './current-plan';

const now = new Date('2026-11-22T10:00:00.000Z');
const term = (overrides: Partial<SubscriptionSummary> = {}): SubscriptionSummary => ({
  subscriptionId: 'sub_1',
  planId: 'standard_monthly',
  name: 'Standard',
  billingCycle: 'monthly',
  credits: 300,
  status: 'active',
  startsAt: '2026-11-12T10:00:00.000Z',
  endsAt: '2026-12-12T10:00:00.000Z',
  ...overrides,
});
const standard = planById('standard_monthly')!;

describe('the current plan', () => {
  it('counts the days left in a term, a started day as a whole one', () => {
    expect(daysRemaining('2026-12-12T10:00:00.000Z', now)).toBe(20);
    expect(daysRemaining('2026-11-22T10:00:01.000Z', now)).toBe(1);
    expect(daysRemaining('2026-11-21T10:00:00.000Z', now)).toBe(0);
    expect(daysRemainingText('2026-12-12T10:00:00.000Z', now)).toBe('20 days remaining');
    expect(daysRemainingText('2026-11-23T09:00:00.000Z', now)).toBe('1 day remaining');
    expect(daysRemainingText('2026-11-22T10:00:00.000Z', now)).toBe('Ends today');
  });

  it('finds the running term of a plan, not one still to come', () => {
    const upcoming = term({ subscriptionId: 'sub_2', status: 'upcoming' });
    expect(runningTermOf([upcoming], 'standard_monthly')).toBeUndefined();
    expect(runningTermOf([term(), upcoming], 'standard_monthly')?.subscriptionId).toBe('sub_1');
    expect(runningTermOf([term()], 'basic_monthly')).toBeUndefined();
  });

  it('says buying a running plan again adds a new term after it, with its credits now', () => {
    expect(repurchaseNotice(standard, [term()], now)).toBe(
      'You already have the Standard plan until 12 Dec 2026 (20 days remaining). Buying it again ' +
        "adds a new month's term from 12 Dec 2026 to 12 Jan 2027, and its 300 credits are added now.",
    );
    // With a next term bought already, the new one follows that.
    const next = term({
      subscriptionId: 'sub_2',
      status: 'upcoming',
      startsAt: '2026-12-12T10:00:00.000Z',
      endsAt: '2027-01-12T10:00:00.000Z',
    });
    expect(repurchaseNotice(standard, [term(), next], now)).toContain(
      'from 12 Jan 2027 to 12 Feb 2027',
    );
  });

  it('asks nothing when the plan is not running', () => {
    expect(repurchaseNotice(standard, [], now)).toBeNull();
    expect(repurchaseNotice(planById('basic_monthly')!, [term()], now)).toBeNull();
  });
});
