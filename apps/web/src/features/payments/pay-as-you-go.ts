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
