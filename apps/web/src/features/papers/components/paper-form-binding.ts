import type { PaperForm } from '../paper-form';
import type { PaperFormChange } from '../paper-form.reducer';
import type { PaperFormErrors } from '../paper-form.validation';
import type { PaperFormOptions } from '../resolve-paper-form';

/** What each part of the form reads and how it writes back. */
export interface PaperFormBinding {
  form: PaperForm;
  options: PaperFormOptions;
  errors: PaperFormErrors;
  edit: (change: PaperFormChange) => void;
  /** While a paper is being made the choices stay as they were sent. */
  disabled: boolean;
}

/** The error of one field and the id it is shown under (`<id>-error`). */
export const fieldError = (
  binding: Pick<PaperFormBinding, 'errors'>,
  field: keyof PaperFormErrors,
  id: string,
) => ({ errorId: `${id}-error`, error: binding.errors[field] });
