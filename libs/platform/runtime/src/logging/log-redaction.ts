/** Keys whose values must never reach a log line, wherever they appear. */
const SENSITIVE_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'currentPassword',
  'newPassword',
  'pin',
  'newPin',
] as const;

// pino's redaction matches exact paths; wildcards cover each level. Three levels reach the
// usual shapes (`req.headers.authorization`, `body.child.pin`) without scanning deep objects.
const MAX_DEPTH = 3;

export const REDACTED_PATHS: readonly string[] = SENSITIVE_KEYS.flatMap((key) => {
  const segment = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  return Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => {
    const prefix = '*.'.repeat(depth);
    return segment.startsWith('[') ? `${prefix.slice(0, -1)}${segment}` : `${prefix}${segment}`;
  });
});

export const REDACTION_CENSOR = '[REDACTED]';
