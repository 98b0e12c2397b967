import {
  TEST_MESSAGES,
  overrideMarksRequestSchema,
  type OverrideMarksRequest,
} from '@abhyas/contracts';

/** The parent's mark change, checked as the server checks it and against the question's marks. */
export function overrideMarksInput(
  marks: string,
  reason: string,
  maxMarks: number,
): { ok: true; request: OverrideMarksRequest } | { ok: false; error: string } {
  const value = Number(marks);
  if (marks.trim() === '' || !Number.isFinite(value) || value < 0 || value > maxMarks) {
    return { ok: false, error: TEST_MESSAGES.overrideTooHigh(maxMarks) };
  }
  const parsed = overrideMarksRequestSchema.safeParse({ marks: value, reason });
  if (!parsed.success) {
    return { ok: false, error: parsed.error.issues[0]?.message ?? 'Check the marks and reason.' };
  }
  return { ok: true, request: parsed.data };
}
