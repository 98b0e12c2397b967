import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import { ApiError, NetworkError } from '../../lib/create-api-client';

/** The server's wording for a refusal it explains (bad email, too many requests). */
function explained(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) {
    return M.networkError;
  }
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) {
    return error.serverMessage;
  }
  return fallback;
}

export const forgotPasswordFailureMessage = (error: unknown): string =>
  explained(error, M.forgotPasswordFailed);

export type ResetFailure =
  /** The link cannot be used (expired, used, never issued): only a new one helps. */
  { kind: 'link'; message: string } | { kind: 'form'; message: string };

const LINK_CODES = new Set(['RESET_LINK_INVALID', 'RESET_LINK_EXPIRED']);

export function resetFailure(error: unknown): ResetFailure {
  if (error instanceof ApiError && error.status === 400) {
    const code = (error.body as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && LINK_CODES.has(code)) {
      return { kind: 'link', message: error.serverMessage ?? M.resetLinkInvalid };
    }
  }
  return { kind: 'form', message: explained(error, M.resetFailed) };
}
