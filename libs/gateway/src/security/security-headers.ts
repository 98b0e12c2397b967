import { CONTENT_SECURITY_POLICY } from './content-security-policy';

export type HeaderPairs = ReadonlyArray<readonly [name: string, value: string]>;

const ALWAYS: HeaderPairs = [
  ['content-security-policy', CONTENT_SECURITY_POLICY],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
];

/**
 * Sent only over HTTPS (directly, or from a trusted proxy's X-Forwarded-Proto): browsers ignore
 * it over plain HTTP, and a plain-HTTP standalone on a laptop must not pin its host to HTTPS.
 */
const HSTS: HeaderPairs = [['strict-transport-security', 'max-age=31536000; includeSubDomains']];

const OVER_HTTPS: HeaderPairs = [...ALWAYS, ...HSTS];

/** What every gateway response carries, whichever path answered it. */
export const securityHeaders = (protocol: string): HeaderPairs =>
  protocol === 'https' ? OVER_HTTPS : ALWAYS;
