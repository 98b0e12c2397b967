import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so a hash depends on the content and not on key order. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );

/** A question version's identity: any edit (stem, options, key, explanation) changes it. */
export const contentHash = (value: unknown): string =>
  createHash('sha256').update(canonicalJson(value)).digest('hex');

export const shortHash = (value: unknown): string => contentHash(value).slice(0, 12);
