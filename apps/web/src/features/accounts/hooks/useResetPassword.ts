import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import { bindTextField } from '../../../components/bind-text-field';
import { useFocusAfterRender } from '../../../hooks/useFocusAfterRender';
import { firstInvalidField } from '../../../lib/first-invalid-field';
import { accountsApi } from '../api/accounts-api';
import { resetFailure } from '../password-reset.errors';
import {
  EMPTY_RESET,
  isResetTokenShaped,
  RESET_FIELD_ORDER,
  resetPasswordErrors,
  type ResetFields,
} from '../password-reset.validation';

export const RESET_OUTCOME_ID = 'reset-outcome';

type Outcome = { kind: 'done'; message: string } | { kind: 'link-failed'; message: string };

/** The reset page's form: a new password twice, then the link is used up. */
export function useResetPassword(token: string | undefined) {
  const [fields, setFields] = useState<ResetFields>(EMPTY_RESET);
  const [errors, setErrors] = useState<Partial<ResetFields>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(
    isResetTokenShaped(token) ? null : { kind: 'link-failed', message: M.resetLinkInvalid },
  );
  const focus = useFocusAfterRender();
  const mutation = useMutation({
    mutationFn: (password: string) => accountsApi.resetPassword(token ?? '', password),
  });

  const setField = (field: keyof ResetFields, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const finish = (next: Outcome) => {
    setOutcome(next);
    focus(RESET_OUTCOME_ID);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) {
      return;
    }
    const problems = resetPasswordErrors(fields);
    setErrors(problems);
    setFormError(null);
    const first = firstInvalidField(RESET_FIELD_ORDER, problems);
    if (first) {
      focus(`reset-${first}`);
      return;
    }
    mutation.mutate(fields.password, {
      onSuccess: (answer) => finish({ kind: 'done', message: answer.message }),
      onError: (error) => {
        const failure = resetFailure(error);
        if (failure.kind === 'link') {
          finish({ kind: 'link-failed', message: failure.message });
        } else {
          setFormError(failure.message);
        }
      },
    });
  };

  return {
    textField: bindTextField({ idPrefix: 'reset', values: fields, setField, errors }),
    formError,
    outcome,
    busy: mutation.isPending,
    onSubmit,
  };
}
