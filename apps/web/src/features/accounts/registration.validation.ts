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

/** Each step's fields in the order it shows them: the first invalid one gets the focus. */
export const STEP_FIELDS: Record<WizardStep, readonly RegistrationField[]> = {
  1: ['email', 'password', 'confirmPassword'],
  2: ['name', 'mobile'],
  3: ['accountType', 'class', 'subjects', 'school'],
};

/** The element that takes the focus for a field (its input, first radio or first chip). */
const FIELD_IDS: Record<RegistrationField, string> = {
  email: 'reg-email',
  password: 'reg-password',
  confirmPassword: 'reg-confirm',
  name: 'reg-name',
  mobile: 'reg-mobile',
  accountType: 'reg-accountType',
  class: 'reg-class',
  subjects: 'reg-subjects',
  school: 'reg-school',
};
export const registrationFieldId = (field: RegistrationField) => FIELD_IDS[field];

/** The heading that names the current step; it takes the focus whenever the step changes. */
export const STEP_HEADING_ID = 'reg-step-heading';

/**
 * Where the focus goes after Next or Create Account: the first invalid field of the step when
 * it failed, the new step's heading when it moved on, nowhere when it stayed without errors
 * (an availability check still running).
 */
export function focusAfterStep(
  step: WizardStep,
  errors: RegistrationErrors,
  moved: boolean,
): string | undefined {
  const first = STEP_FIELDS[step].find((field) => Boolean(errors[field]));
  if (first) {
    return registrationFieldId(first);
  }
  return moved ? STEP_HEADING_ID : undefined;
}

/** Two new-password fields, by registration's rules (the reset page uses the same). */
export function newPasswordErrors(
  password: string,
  confirmPassword: string,
): { password?: string; confirmPassword?: string } {
  const errors: { password?: string; confirmPassword?: string } = {};
  if (!password) {
    errors.password = M.passwordRequired;
  } else if (password.length < PASSWORD_MIN_LENGTH) {
    errors.password = M.passwordTooShort;
  }
  if (!confirmPassword) {
    errors.confirmPassword = M.confirmRequired;
  } else if (confirmPassword !== password) {
    errors.confirmPassword = M.passwordsDiffer;
  }
  return errors;
}

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
    Object.assign(errors, newPasswordErrors(form.password, form.confirmPassword));
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
