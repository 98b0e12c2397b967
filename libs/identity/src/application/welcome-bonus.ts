import { createHash } from 'node:crypto';
import type { StoreUnit } from '@abhyas/event-store';
import { reservationStream } from '../domain/identity.streams';
import { identityErrors } from './identity.exception';
import { claim } from './reservations';

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * One mailbox, however it is spelled: lower case, without a `+tag`, and for Gmail without the
 * dots it ignores. Only for the bonus: sign-in and uniqueness use the email as registered.
 */
export const bonusEmail = (email: string): string => {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const untagged = local.split('+')[0] ?? '';
  return GMAIL.has(domain) ? `${untagged.replace(/\./g, '')}@gmail.com` : `${untagged}@${domain}`;
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The reservation streams that record a bonus given, never released: by a hash of the mailbox
 * (kept after the account and its email are gone) and by the mobile's 10 digits.
 */
export const bonusEmailKey = (email: string): string =>
  `welcome-bonus-email-${sha256(bonusEmail(email))}`;
export const bonusMobileKey = (mobile: string): string => `welcome-bonus-mobile-${mobile}`;

/**
 * Inside the registration's transaction: whether this registration earns the welcome bonus
 * (neither its email nor its mobile ever earned one), claiming both when it does. Two
 * registrations racing for one mailbox meet on the email claim's stream version; one mobile
 * cannot race, because its account reservation is claimed earlier in the same transaction.
 */
export const claimWelcomeBonus = async (
  unit: StoreUnit,
  account: { accountId: string; email: string; mobile: string },
  now: Date,
): Promise<boolean> => {
  const emailKey = bonusEmailKey(account.email);
  const mobileKey = bonusMobileKey(account.mobile);
  const email = await unit.load(reservationStream, emailKey);
  const mobile = await unit.load(reservationStream, mobileKey);
  if (email.state.status === 'Held' || mobile.state.status === 'Held') {
    return false;
  }
  if (!(await claim(unit, emailKey, account.accountId, now))) {
    return false;
  }
  if (!(await claim(unit, mobileKey, account.accountId, now))) {
    throw identityErrors.registrationFailed();
  }
  return true;
};

/**
 * An email an account leaves behind keeps the bonus it had: claimed for the account if nobody
 * claimed it yet (accounts registered before these claims existed). A claim held by another
 * account stays theirs.
 */
export const keepBonusClaimOf = async (
  unit: StoreUnit,
  accountId: string,
  previousEmail: string,
  now: Date,
): Promise<void> => {
  await claim(unit, bonusEmailKey(previousEmail), accountId, now);
};
