import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { PIN_LENGTH } from '@abhyas/contracts';
import { useFocusAfterRender } from '../../../hooks/useFocusAfterRender';
import { firstInvalidField } from '../../../lib/first-invalid-field';
import { dashboardPathFor } from '../../session/route-guard';
import { studentSessionUser } from '../../session/session-storage';
import { sessionStore } from '../../session/session-store';
import { accountsApi } from '../api/accounts-api';
import { loginFailureMessage } from '../login.errors';
import {
  EMPTY_LOGIN as EMPTY,
  LOGIN_FIELD_ORDER,
  loginFieldErrors,
  type LoginErrors,
  type LoginFields,
  type LoginTab,
} from '../login.validation';

/** The input of a login field (`bindTextField`'s `<idPrefix>-<field>`). */
export const loginFieldId = (field: keyof LoginFields) => `login-${field}`;

export function useLogin() {
  const navigate = useNavigate();
  const [tab, setTabState] = useState<LoginTab>('parent');
  const [fields, setFields] = useState<LoginFields>(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [error, setError] = useState<string | null>(null);
  const focus = useFocusAfterRender();
  const mutation = useMutation({
    mutationFn: async (input: { tab: LoginTab; fields: LoginFields }) => {
      if (input.tab === 'parent') {
        const answer = await accountsApi.login(input.fields.email.trim(), input.fields.password);
        return { user: answer.user, token: answer.token };
      }
      const answer = await accountsApi.studentLogin(
        input.fields.username.trim().toLowerCase(),
        input.fields.pin,
      );
      return { user: studentSessionUser(answer.child), token: answer.token };
    },
  });

  const setTab = (next: LoginTab) => {
    setTabState(next);
    setFields(EMPTY);
    setErrors({});
    setError(null);
    mutation.reset();
  };

  const setField = (field: keyof LoginFields, value: string) => {
    const clean = field === 'pin' ? value.replace(/\D/g, '').slice(0, PIN_LENGTH) : value;
    setFields((current) => ({ ...current, [field]: clean }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) {
      return;
    }
    const problems = loginFieldErrors(tab, fields);
    setErrors(problems);
    setError(null);
    const first = firstInvalidField(LOGIN_FIELD_ORDER[tab], problems);
    if (first) {
      focus(loginFieldId(first));
      return;
    }
    mutation.mutate(
      { tab, fields },
      {
        onSuccess: ({ user, token }) => {
          sessionStore.signIn(user, token);
          void navigate({ to: dashboardPathFor(user.role), replace: true });
        },
        onError: (failure) => setError(loginFailureMessage(failure)),
      },
    );
  };

  return { tab, setTab, fields, setField, errors, error, busy: mutation.isPending, onSubmit };
}
