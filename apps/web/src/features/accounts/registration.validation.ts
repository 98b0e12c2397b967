import {
  ACCOUNT_MESSAGES as M,
  MOBILE_DIGITS,
  PASSWORD_MIN_LENGTH,
  type RegisterRequest,
  type REGISTRATION_CLASSES,
  type SUBJECTS_OF_INTEREST,
} from '@abhyas/contracts';
import type { AvailabilityStatus } from './availability.reducer';

export type WizardStep = 1 | 2 | 3;
export const WIZARD_STEPS = [
  { step: 1, title: 'Account' },
  { step: 2, title: 'Personal information' },
  { step: 3, title: 'Account type' },
] as const;

export interface RegistrationForm {
  email: string;
  password: string;
  confirmPassword: string;
  name: string;
  mobile: string;
  accountType: '' | 'student' | 'parent';
  class: '' | (typeof REGISTRATION_CLASSES)[number];
  subjects: (typeof SUBJECTS_OF_INTEREST)[number][];
  school: string;
}

export type RegistrationField = keyof RegistrationForm;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export const EMPTY_REGISTRATION: RegistrationForm = {
  email: '',
  password: '',
  confirmPassword: '',
  name: '',
  mobile: '',
  accountType: '',
  class: '',
  subjects: [],
  school: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailFormatValid = (email: string) => EMAIL.test(email.trim());
export const mobileDigits = (mobile: string) => mobile.replace(/\D/g, '');
export const isMobileFormatValid = (mobile: string) =>
  mobileDigits(mobile).length === MOBILE_DIGITS;

export function validateStep(step: WizardStep, form: RegistrationForm): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (step === 1) {
    if (!form.email.trim()) {
      errors.email = M.emailRequired;
    } else if (!isEmailFormatValid(form.email)) {
      errors.email = M.emailInvalid;
    }
    if (!form.password) {
      errors.password = M.passwordRequired;
    } else if (form.password.length < PASSWORD_MIN_LENGTH) {
      errors.password = M.passwordTooShort;
    }
    if (!form.confirmPassword) {
      errors.confirmPassword = M.confirmRequired;
    } else if (form.confirmPassword !== form.password) {
      errors.confirmPassword = M.passwordsDiffer;
    }
  } else if (step === 2) {
    if (!form.name.trim()) {
      errors.name = M.nameRequired;
    }
    if (!form.mobile.trim()) {
      errors.mobile = M.mobileRequired;
    } else if (!isMobileFormatValid(form.mobile)) {
      errors.mobile = M.mobileInvalid;
    }
  } else {
    if (!form.accountType) {
      errors.accountType = 'Choose an account type: student or parent';
    } else if (form.accountType === 'student') {
      if (!form.class) {
        errors.class = M.classRequired;
      }
      if (form.subjects.length === 0) {
        errors.subjects = M.subjectsRequired;
      }
    }
  }
  return errors;
}

export interface AvailabilityPair {
  email: AvailabilityStatus;
  mobile: AvailabilityStatus;
}

/** The check that guards a step: email on step 1, mobile on step 2. */
function checkOf(step: WizardStep, availability: AvailabilityPair): AvailabilityStatus {
  if (step === 1) {
    return availability.email;
  }
  if (step === 2) {
    return availability.mobile;
  }
  return 'idle';
}

export interface StepButton {
  disabled: boolean;
  label: string;
}

/** Next reads 'Checking...' while the step's check runs and stays disabled when it failed. */
export function nextButton(step: WizardStep, availability: AvailabilityPair): StepButton {
  const status = checkOf(step, availability);
  return {
    disabled: status === 'checking' || status === 'invalid',
    label: status === 'checking' ? 'Checking...' : 'Next',
  };
}

export function createAccountButton(
  availability: AvailabilityPair,
  submitting: boolean,
): StepButton {
  return {
    disabled: submitting || availability.email === 'invalid' || availability.mobile === 'invalid',
    label: submitting ? 'Creating account...' : 'Create Account',
  };
}

export function canAdvance(
  step: WizardStep,
  form: RegistrationForm,
  availability: AvailabilityPair,
): boolean {
  return (
    Object.keys(validateStep(step, form)).length === 0 && !nextButton(step, availability).disabled
  );
}

/** The step showing a field, so a server refusal can take the user back to it. */
export function stepOfField(field: 'email' | 'mobile'): WizardStep {
  return field === 'email' ? 1 : 2;
}

export function buildRegisterRequest(form: RegistrationForm): RegisterRequest {
  const common = {
    name: form.name.trim(),
    email: form.email.trim().toLowerCase(),
    password: form.password,
    mobile: mobileDigits(form.mobile),
  };
  if (form.accountType === 'student') {
    return {
      ...common,
      role: 'student',
      class: form.class as (typeof REGISTRATION_CLASSES)[number],
      subjects: form.subjects,
      school: form.school.trim(),
    };
  }
  return { ...common, role: 'parent' };
}
