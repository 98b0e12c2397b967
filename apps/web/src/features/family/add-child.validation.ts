import { ACCOUNT_MESSAGES as M, CHILD_CLASSES } from '@abhyas/contracts';
import { ApiError, NetworkError } from '../../lib/create-api-client';

export interface AddChildForm {
  name: string;
  class: '' | (typeof CHILD_CLASSES)[number];
}

export type AddChildErrors = Partial<Record<keyof AddChildForm, string>>;

export function validateAddChild(form: AddChildForm): AddChildErrors {
  const errors: AddChildErrors = {};
  if (!form.name.trim()) {
    errors.name = M.childNameRequired;
  }
  if (!form.class) {
    errors.class = M.classRequired;
  }
  return errors;
}

/** The server's reason when it gave one (e.g. a duplicate name); otherwise the spec's texts. */
export function familyFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) {
    return M.networkError;
  }
  if (error instanceof ApiError) {
    if (error.status >= 500) {
      return fallback;
    }
    return error.serverMessage ?? fallback;
  }
  return fallback;
}
