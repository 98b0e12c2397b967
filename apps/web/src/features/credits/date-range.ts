export interface DateRange {
  /** YYYY-MM-DD, local calendar day. */
  startDate: string;
  endDate: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar day as YYYY-MM-DD (not via ISO strings, which shift days east of UTC). */
export function toDateInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The default filter: the first and last day of the month `now` falls in. */
export function currentMonthRange(now: Date): DateRange {
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0);
  return { startDate: toDateInputValue(first), endDate: toDateInputValue(last) };
}

/** Why a range cannot be applied, or null when it can. */
export function dateRangeProblem(range: DateRange): string | null {
  if (!range.startDate || !range.endDate) {
    return 'Choose both a start and an end date.';
  }
  if (range.startDate > range.endDate) {
    return 'The start date must not be after the end date.';
  }
  return null;
}
