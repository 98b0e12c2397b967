import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { RegisterResponse } from '@abhyas/contracts';
import { bindTextField } from '../../../components/bind-text-field';
import { useFocusAfterRender } from '../../../hooks/useFocusAfterRender';
import { dashboardPathFor } from '../../session/route-guard';
import { sessionStore } from '../../session/session-store';
import { accountsApi } from '../api/accounts-api';
import { registrationFailure } from '../login.errors';
import {
  EMPTY_REGISTRATION,
  buildRegisterRequest,
  canAdvance,
  focusAfterStep,
  isEmailFormatValid,
  isMobileFormatValid,
  mobileDigits,
  STEP_HEADING_ID,
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
  const [openingDashboard, setOpeningDashboard] = useState(false);
  const email = useAvailabilityCheck('email');
  const mobile = useAvailabilityCheck('mobile');
  const availability = { email: email.state.status, mobile: mobile.state.status };
  const mutation = useMutation({ mutationFn: accountsApi.register });
  const focus = useFocusAfterRender();
  const focusTo = (id: string | undefined) => {
    if (id) {
      focus(id);
    }
  };

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
    const moves = step < 3 && canAdvance(step, form, availability);
    if (moves) {
      setStep((step + 1) as WizardStep);
    }
    focusTo(focusAfterStep(step, stepErrors, moves));
  };

  const goBack = () => {
    setErrors({});
    setFormError(null);
    if (step > 1) {
      setStep((step - 1) as WizardStep);
      focus(STEP_HEADING_ID);
    }
  };

  const finish = (answer: RegisterResponse) => {
    sessionStore.signIn(answer.user, answer.token);
    if (answer.credentials) {
      setRegistered(answer);
      return;
    }
    // The button stays busy until the dashboard is on screen: nothing to press twice meanwhile.
    setOpeningDashboard(true);
    void navigate({ to: dashboardPathFor(answer.user.role), replace: true });
  };

  const submit = () => {
    setFormError(null);
    const stepErrors = validateStep(3, form);
    setErrors(stepErrors);
    if (Object.keys(stepErrors).length > 0) {
      focusTo(focusAfterStep(3, stepErrors, false));
      return;
    }
    if (mutation.isPending) {
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
          // Back to the step that holds the field: its heading says where the user now is.
          setStep(stepOfField(failure.field));
          focus(STEP_HEADING_ID);
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
    submitting: mutation.isPending || openingDashboard,
    availability,
    emailCheck: email.state,
    mobileCheck: mobile.state,
    registered,
    continueToDashboard,
  };
}
