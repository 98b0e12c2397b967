import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { RegisterResponse } from '@abhyas/contracts';
import { bindTextField } from '../../../components/bind-text-field';
import { dashboardPathFor } from '../../session/route-guard';
import { sessionStore } from '../../session/session-store';
import { accountsApi } from '../api/accounts-api';
import { registrationFailure } from '../login.errors';
import {
  EMPTY_REGISTRATION,
  buildRegisterRequest,
  canAdvance,
  isEmailFormatValid,
  isMobileFormatValid,
  mobileDigits,
  stepOfField,
  validateStep,
  type RegistrationErrors,
  type RegistrationForm,
  type WizardStep,
} from '../registration.validation';
import { useAvailabilityCheck } from './useAvailabilityCheck';

export function useRegistrationWizard() {
  const navigate = useNavigate();
  const [form, setForm] = useState<RegistrationForm>(EMPTY_REGISTRATION);
  const [step, setStep] = useState<WizardStep>(1);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [registered, setRegistered] = useState<RegisterResponse | null>(null);
  const email = useAvailabilityCheck('email');
  const mobile = useAvailabilityCheck('mobile');
  const availability = { email: email.state.status, mobile: mobile.state.status };
  const mutation = useMutation({ mutationFn: accountsApi.register });

  const setField = <K extends keyof RegistrationForm>(field: K, value: RegistrationForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'email') {
      const text = String(value).trim().toLowerCase();
      email.onChange(text, isEmailFormatValid(text));
    } else if (field === 'mobile') {
      mobile.onChange(mobileDigits(String(value)), isMobileFormatValid(String(value)));
    }
  };

  const goNext = () => {
    const stepErrors = validateStep(step, form);
    setErrors(stepErrors);
    if (step < 3 && canAdvance(step, form, availability)) {
      setStep((step + 1) as WizardStep);
    }
  };

  const goBack = () => {
    setErrors({});
    setFormError(null);
    if (step > 1) {
      setStep((step - 1) as WizardStep);
    }
  };

  const finish = (answer: RegisterResponse) => {
    sessionStore.signIn(answer.user, answer.token);
    if (answer.credentials) {
      setRegistered(answer);
      return;
    }
    void navigate({ to: dashboardPathFor(answer.user.role), replace: true });
  };

  const submit = () => {
    setFormError(null);
    const stepErrors = validateStep(3, form);
    setErrors(stepErrors);
    if (Object.keys(stepErrors).length > 0 || mutation.isPending) {
      return;
    }
    const request = buildRegisterRequest(form);
    mutation.mutate(request, {
      onSuccess: finish,
      onError: (error) => {
        const failure = registrationFailure(error);
        if (failure.kind === 'field') {
          (failure.field === 'email' ? email : mobile).markTaken(
            failure.field === 'email' ? request.email : request.mobile,
            failure.message,
          );
          setErrors({ [failure.field]: failure.message });
          setStep(stepOfField(failure.field));
        } else {
          setFormError(failure.message);
        }
      },
    });
  };

  const continueToDashboard = () => {
    if (registered) {
      void navigate({ to: dashboardPathFor(registered.user.role), replace: true });
    }
  };

  return {
    form,
    step,
    errors,
    formError,
    setField,
    textField: bindTextField({ idPrefix: 'reg', values: form, errors, setField }),
    goNext,
    goBack,
    submit,
    submitting: mutation.isPending,
    availability,
    emailCheck: email.state,
    mobileCheck: mobile.state,
    registered,
    continueToDashboard,
  };
}
