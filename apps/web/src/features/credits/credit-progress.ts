import { CREDIT_BAR_SCALE } from '@abhyas/contracts';

/** The sidebar bar: the balance out of the scale, as a whole percentage between 0 and 100. */
export function creditProgressPercent(balance: number, scale: number = CREDIT_BAR_SCALE): number {
  if (!Number.isFinite(balance) || balance <= 0 || scale <= 0) {
    return 0;
  }
  return Math.min(100, Math.round((balance / scale) * 100));
}

/** Low balances are shown in the warning colour: under a fifth of the scale. */
export function creditLevel(percent: number): 'low' | 'ok' {
  return percent < 20 ? 'low' : 'ok';
}
