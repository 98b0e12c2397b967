/** What a forwarded call may take before the gateway gives up on it. */
export const DEFAULT_FORWARD_TIMEOUT_MS = 5_000;

/** Paper generation's long calls: building a paper (bank or AI) may take minutes, never more. */
export const GENERATION_FORWARD_TIMEOUT_MS = 300_000;

/**
 * The POSTs that build a paper: AI generation under `/api/generate/`, a bank paper
 * (`/api/question-bank/:board/generate-paper`) and a practice paper from learning needs. Every
 * other call gets the short budget, so a hung service costs a caller seconds, not minutes.
 */
const GENERATION_PATHS = [
  /^\/api\/generate\//,
  /\/generate-paper$/,
  /\/generate-from-learning-needs$/,
];

export const forwardTimeoutMs = (
  method: string,
  url: string,
  budgets: { defaultMs: number; generationMs: number },
): number => {
  const path = url.split('?', 1)[0] ?? url;
  return method === 'POST' && GENERATION_PATHS.some((pattern) => pattern.test(path))
    ? budgets.generationMs
    : budgets.defaultMs;
};
