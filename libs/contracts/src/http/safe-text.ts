import { z } from 'zod';

/**
 * The one rule for text a request may carry. PostgreSQL refuses NUL in `text` and `jsonb`, and
 * a lone surrogate in `jsonb`, so either would surface as a 500; other control characters have
 * no place in a form field.
 */
const CONTROL = /\p{Cc}/u;
/** Free text (a message, an error description) may keep its tabs and line breaks. */
const CONTROL_EXCEPT_LINES = /(?![\t\n\r])\p{Cc}/u;
/** With the `u` flag a paired surrogate is one code point, so this matches only a lone half. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Invisible formatting characters (zero-width spaces and joiners, bidi embeddings, overrides and
 * isolates, the byte-order mark, tag characters): in a name or username they make two different
 * values look the same, or reverse what is shown.
 */
const FORMAT_CHARACTER = /\p{Cf}/u;
/**
 * The one legitimate use of an invisible character in a name: ZWNJ or ZWJ right after a virama
 * selects how an Indic conjunct is drawn (as IDNA's CONTEXTJ rule allows). Viramas of the
 * Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam and Sinhala
 * scripts.
 */
const INDIC_JOINER =
  /([\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D\u0DCA])[\u200C\u200D]/gu;

export const SAFE_TEXT_MESSAGES = {
  notText: (label: string) => `${label} must be text`,
  control: (label: string) => `${label} must not contain control characters`,
  brokenCharacter: (label: string) =>
    `${label} contains a broken character (half of a UTF-16 surrogate pair)`,
  invisible: (label: string) => `${label} must not contain invisible or text-direction characters`,
} as const;

export interface SafeTextOptions {
  /** The message when the value is missing or not a string (defaults to "<label> must be text"). */
  error?: string;
  /** Free text: tabs and line breaks are allowed. */
  multiline?: boolean;
}

/**
 * Why `value` is not safe text, as the message for `label`; undefined when it is. Exported for
 * values no schema sees (path parameters).
 */
export const unsafeTextMessage = (
  value: string,
  label: string,
  multiline = false,
): string | undefined => {
  if ((multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value)) {
    return SAFE_TEXT_MESSAGES.control(label);
  }
  if (LONE_SURROGATE.test(value)) {
    return SAFE_TEXT_MESSAGES.brokenCharacter(label);
  }
  return undefined;
};

const hasInvisible = (value: string): boolean =>
  FORMAT_CHARACTER.test(value.replace(INDIC_JOINER, '$1'));

/**
 * A string field of a contract: refuses control characters (all of them on one line; all but tab
 * and line breaks in free text) and unpaired surrogates with a 400 naming the field. It is a
 * plain `z.string()`, so trimming, lengths and patterns chain after it; the check runs first, on
 * the value as sent.
 */
export const safeText = (label: string, options: SafeTextOptions = {}) =>
  z
    .string({ error: options.error ?? SAFE_TEXT_MESSAGES.notText(label) })
    .superRefine((value, ctx) => {
      const message = unsafeTextMessage(value, label, options.multiline);
      if (message) {
        ctx.addIssue({ code: 'custom', message });
      }
    });

/**
 * A name or username: safe text on one line that also refuses invisible formatting characters
 * (U+200B–U+200F, U+202A–U+202E, U+2066–U+2069, U+FEFF and the rest of Unicode's format class),
 * except an Indic joiner after a virama.
 */
export const safeName = (label: string, options: Omit<SafeTextOptions, 'multiline'> = {}) =>
  safeText(label, options).refine((value) => !hasInvisible(value), {
    message: SAFE_TEXT_MESSAGES.invisible(label),
  });

/** How deep a free-form JSON record (payment metadata, checkout details) may nest. */
export const MAX_RECORD_DEPTH = 8;

type RecordProblem = { path: PropertyKey[]; message: string } | undefined;

/** Walks keys and string values without recursion (deep input cannot exhaust the stack). */
const firstProblem = (label: string, root: Record<string, unknown>): RecordProblem => {
  const pending: Array<{ value: unknown; path: PropertyKey[] }> = [{ value: root, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      const message = unsafeTextMessage(value, label, true);
      if (message) {
        return { path, message };
      }
      continue;
    }
    if (typeof value !== 'object' || value === null) {
      continue;
    }
    if (path.length >= MAX_RECORD_DEPTH) {
      return { path, message: `${label} must not nest deeper than ${MAX_RECORD_DEPTH} levels` };
    }
    for (const [key, child] of Object.entries(value)) {
      const message = unsafeTextMessage(key, `${label} key`);
      if (message) {
        return { path: [...path, key], message };
      }
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
};

/**
 * A free-form JSON object kept as it is (jsonb): every key and string inside is safe text, and it
 * nests at most `MAX_RECORD_DEPTH` levels; `values` is what each entry may be.
 */
export const safeRecord = <Value extends z.ZodType>(label: string, values: Value) =>
  z.record(z.string(), values).superRefine((record, ctx) => {
    const problem = firstProblem(label, record);
    if (problem) {
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  });
