export const HEALTH_ENDPOINT = '/api/health';
/** A health check that has not answered after this long counts as a failure. */
export const HEALTH_TIMEOUT_MS = 10_000;
/** How often the app re-checks the platform while it is open. */
export const HEALTH_POLL_INTERVAL_MS = 120_000;
/** The first failed check shows a banner; this many consecutive failures show the 503 screen. */
export const FAILURES_BEFORE_OUTAGE = 2;
export const HEALTH_QUERY_KEY = ['platform-health'] as const;
