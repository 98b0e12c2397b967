import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import { isEmailFormatValid } from './registration.validation';

export type LoginTab = 'parent' | 'student';
export const EMPTY_LOGIN = { email: '', password: '', username: '', pin: '' };
export type LoginFields = typeof EMPTY_LOGIN;

/** Returns the first problem with the tab's fields, or null. */
export function loginFieldError(tab: LoginTab, fields: LoginFields): string | null {
  if (tab === 'parent') {
    if (!fields.email.trim()) {
      return M.emailRequired;
    }
    if (!isEmailFormatValid(fields.email)) {
      return M.emailInvalid;
    }
    return fields.password ? null : M.passwordRequired;
  }
  if (!fields.username.trim()) {
    return M.usernameRequired;
  }
  return fields.pin ? null : M.pinRequired;
}
