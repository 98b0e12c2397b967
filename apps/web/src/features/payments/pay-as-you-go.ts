import { PAY_AS_YOU_GO } from '@abhyas/contracts';

const { defaultCredits, step, minCredits, maxCredits, rupeesPerCredit } = PAY_AS_YOU_GO;

export { defaultCredits as PAYG_DEFAULT_CREDITS };

/** Any typed value snaps to the nearest step within the limits. */
export function normaliseCredits(value: number): number {
  if (!Number.isFinite(value)) {
    return defaultCredits;
  }
  const snapped = Math.round(value / step) * step;
  return Math.min(maxCredits, Math.max(minCredits, snapped));
}

export function stepCredits(current: number, direction: 1 | -1): number {
  return normaliseCredits(normaliseCredits(current) + direction * step);
}

export const canDecrease = (credits: number) => normaliseCredits(credits) > minCredits;
export const canIncrease = (credits: number) => normaliseCredits(credits) < maxCredits;

export function paygPriceRupees(credits: number): number {
  return normaliseCredits(credits) * rupeesPerCredit;
}

const whole = new Intl.NumberFormat('en-IN');

/**
 * What the credits field says about a typed amount it will not buy as typed (the server sells
 * only whole steps within the limits): the amount it becomes and why. Null when bought as typed.
 */
export function roundingNote(typed: string): string | null {
  const value = typed.trim() === '' ? Number.NaN : Number(typed);
  if (!Number.isFinite(value)) {
    return `Enter how many credits to buy: ${defaultCredits} will be bought.`;
  }
  if (value < minCredits) {
    return `The smallest purchase is ${minCredits} credits.`;
  }
  if (value > maxCredits) {
    return `At most ${whole.format(maxCredits)} credits can be bought at once.`;
  }
  const bought = normaliseCredits(value);
  return bought === value
    ? null
    : `${typed.trim()} is rounded to ${bought}: credits are sold in steps of ${step}.`;
}
