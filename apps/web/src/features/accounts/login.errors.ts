import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import { ApiError, NetworkError } from '../../lib/create-api-client';

/** The server's message (including the lockout text) as is; otherwise the spec's fallbacks. */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof NetworkError) {
    return M.networkError;
  }
  if (error instanceof ApiError) {
    return error.serverMessage ?? M.loginFailed;
  }
  return M.loginFailed;
}

export type RegistrationFailure =
  { kind: 'field'; field: 'email' | 'mobile'; message: string } | { kind: 'form'; message: string };

/** 409 with a field points at that field; anything else is the generic failure. */
export function registrationFailure(error: unknown): RegistrationFailure {
  if (error instanceof ApiError && error.status === 409) {
    const body = error.body as { field?: unknown } | null;
    if (body && (body.field === 'email' || body.field === 'mobile')) {
      return {
        kind: 'field',
        field: body.field,
        message: body.field === 'email' ? M.emailTaken : M.mobileTaken,
      };
    }
  }
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) {
    return { kind: 'form', message: error.serverMessage };
  }
  return { kind: 'form', message: M.registrationFailed };
}
