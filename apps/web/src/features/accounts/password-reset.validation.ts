import { ACCOUNT_MESSAGES as M, PASSWORD_RESET_TOKEN_SHAPE } from '@abhyas/contracts';
import { isEmailFormatValid, newPasswordErrors } from './registration.validation';

export function forgotPasswordErrors(email: string): { email?: string } {
  if (!email.trim()) {
    return { email: M.emailRequired };
  }
  return isEmailFormatValid(email) ? {} : { email: M.emailInvalid };
}

export const RESET_FIELD_ORDER = ['password', 'confirmPassword'] as const;
export type ResetFields = { password: string; confirmPassword: string };
export const EMPTY_RESET: ResetFields = { password: '', confirmPassword: '' };

export const resetPasswordErrors = (fields: ResetFields) =>
  newPasswordErrors(fields.password, fields.confirmPassword);

/** A link that cannot be one of ours (cut short when copied, say) is refused before any call. */
export const isResetTokenShaped = (token: string | undefined): token is string =>
  typeof token === 'string' && PASSWORD_RESET_TOKEN_SHAPE.test(token);
