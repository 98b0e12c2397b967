import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import { isEmailFormatValid } from './registration.validation';

export type LoginTab = 'parent' | 'student';
export const EMPTY_LOGIN = { email: '', password: '', username: '', pin: '' };
export type LoginFields = typeof EMPTY_LOGIN;
export type LoginErrors = Partial<Record<keyof LoginFields, string>>;

/** Each tab's fields in the order the form shows them: the first invalid one gets the focus. */
export const LOGIN_FIELD_ORDER: Record<LoginTab, readonly (keyof LoginFields)[]> = {
  parent: ['email', 'password'],
  student: ['username', 'pin'],
};

/** Every problem with the tab's fields at once (none: an empty object). */
export function loginFieldErrors(tab: LoginTab, fields: LoginFields): LoginErrors {
  const errors: LoginErrors = {};
  if (tab === 'parent') {
    if (!fields.email.trim()) {
      errors.email = M.emailRequired;
    } else if (!isEmailFormatValid(fields.email)) {
      errors.email = M.emailInvalid;
    }
    if (!fields.password) {
      errors.password = M.passwordRequired;
    }
    return errors;
  }
  if (!fields.username.trim()) {
    errors.username = M.usernameRequired;
  }
  if (!fields.pin) {
    errors.pin = M.pinRequired;
  }
  return errors;
}
