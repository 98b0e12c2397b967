import { deciderSpec } from '@abhyas/testing';
import { accountDecider, type AccountCommand } from './account.decider';
import type { AccountEvent } from './account.events';
import { IdentityRule } from './identity.errors';

const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const minutesFromNow = (minutes: number) =>
  new Date(now.getTime() + minutes * 60_000).toISOString();

const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: {
    accountId: 'p1',
    name: 'Meera',
    email: 'meera@example.in',
    mobile: '9876543210',
    passwordHash: 'old-hash',
    asStudent: false,
    registeredAt: at,
  },
};
const requested = (tokenHash: string, requestedAt: string, expiresAt: string): AccountEvent => ({
  type: 'PasswordResetRequested',
  data: { accountId: 'p1', tokenHash, requestedAt, expiresAt },
});
const link = requested('t1', minutesFromNow(-10), minutesFromNow(20));
const reset = (tokenHash = 't1'): AccountCommand => ({
  type: 'ResetPassword',
  data: { tokenHash, passwordHash: 'new-hash' },
  metadata: { now },
});
const resetDone: AccountEvent = {
  type: 'PasswordReset',
  data: { accountId: 'p1', tokenHash: 't1', passwordHash: 'new-hash', resetAt: at },
};

/** The rule a refused reset names. */
const refusal = (history: AccountEvent[], command: AccountCommand) => {
  const state = history.reduce(accountDecider.evolve, accountDecider.initialState());
  try {
    accountDecider.decide(command, state);
  } catch (error) {
    return (error as { rule?: string }).rule;
  }
  return 'accepted';
};

describe('account: password reset links', () => {
  it('records a requested link by its hash and expiry', () => {
    deciderSpec(accountDecider)
      .given([registered])
      .when({
        type: 'RequestPasswordReset',
        data: { tokenHash: 't1', expiresAt: minutesFromNow(30) },
        metadata: { now },
      })
      .then([requested('t1', at, minutesFromNow(30))]);
  });

  it('sets the new password with an open link', () => {
    deciderSpec(accountDecider).given([registered, link]).when(reset()).then([resetDone]);
  });

  it('refuses a link used once already', () => {
    expect(refusal([registered, link, resetDone], reset())).toBe(IdentityRule.ResetTokenInvalid);
  });

  it('refuses a link past its expiry, saying it expired', () => {
    const expired = requested('t1', minutesFromNow(-40), minutesFromNow(-10));
    expect(refusal([registered, expired], reset())).toBe(IdentityRule.ResetTokenExpired);
    expect(refusal([registered, requested('t1', minutesFromNow(-30), at)], reset())).toBe(
      IdentityRule.ResetTokenExpired,
    );
  });

  it('refuses a link nobody issued, and one naming no account', () => {
    expect(refusal([registered, link], reset('forged'))).toBe(IdentityRule.ResetTokenInvalid);
    expect(refusal([], reset())).toBe(IdentityRule.ResetTokenInvalid);
  });

  it('keeps every open link usable until one is used, which ends them all', () => {
    const second = requested('t2', minutesFromNow(-5), minutesFromNow(25));
    expect(refusal([registered, link, second], reset('t1'))).toBe('accepted');
    expect(refusal([registered, link, second, resetDone], reset('t2'))).toBe(
      IdentityRule.ResetTokenInvalid,
    );
  });

  it('ends open links when the password or the email changes', () => {
    const changed: AccountEvent = {
      type: 'PasswordChanged',
      data: { accountId: 'p1', passwordHash: 'other', changedAt: at },
    };
    const moved: AccountEvent = {
      type: 'EmailChanged',
      data: {
        accountId: 'p1',
        email: 'm2@example.in',
        previousEmail: 'meera@example.in',
        changedAt: at,
      },
    };
    expect(refusal([registered, link, changed], reset())).toBe(IdentityRule.ResetTokenInvalid);
    expect(refusal([registered, link, moved], reset())).toBe(IdentityRule.ResetTokenInvalid);
  });
});
