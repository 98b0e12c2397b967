/** When the current privacy policy and terms took effect (ISO date). */
export const LEGAL_EFFECTIVE_DATE = '2026-11-22';

export function formatLegalDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
