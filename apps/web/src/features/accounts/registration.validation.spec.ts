import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import {
  EMPTY_REGISTRATION,
  buildRegisterRequest,
  canAdvance,
  createAccountButton,
  focusAfterStep,
  newPasswordErrors,
  nextButton,
  STEP_HEADING_ID,
  validateStep,
  type RegistrationForm,
} from './registration.validation';

const idle = { email: 'idle', mobile: 'idle' } as const;
const filled: RegistrationForm = {
  ...EMPTY_REGISTRATION,
  email: ' Asha@Example.in ',
  password: 'secret1',
  confirmPassword: 'secret1',
  name: ' Asha Rao ',
  mobile: '98765-43210',
};

describe('validateStep', () => {
  it('step 1: required, format, length and match', () => {
    expect(validateStep(1, EMPTY_REGISTRATION)).toEqual({
      email: M.emailRequired,
      password: M.passwordRequired,
      confirmPassword: M.confirmRequired,
    });
    expect(
      validateStep(1, { ...filled, email: 'asha@', password: 'abc', confirmPassword: 'abd' }),
    ).toEqual({
      email: M.emailInvalid,
      password: M.passwordTooShort,
      confirmPassword: M.passwordsDiffer,
    });
    expect(validateStep(1, filled)).toEqual({});
  });

  it('step 2: name and a 10-digit mobile after removing non-digits', () => {
    expect(validateStep(2, EMPTY_REGISTRATION)).toEqual({
      name: M.nameRequired,
      mobile: M.mobileRequired,
    });
    expect(validateStep(2, { ...filled, mobile: '12345' })).toEqual({ mobile: M.mobileInvalid });
    expect(validateStep(2, filled)).toEqual({});
  });

  it('step 3: account type, then class and subjects for students only', () => {
    expect(Object.keys(validateStep(3, filled))).toEqual(['accountType']);
    expect(validateStep(3, { ...filled, accountType: 'parent' })).toEqual({});
    expect(validateStep(3, { ...filled, accountType: 'student' })).toEqual({
      class: M.classRequired,
      subjects: M.subjectsRequired,
    });
    expect(
      validateStep(3, { ...filled, accountType: 'student', class: 'Class 7', subjects: ['Maths'] }),
    ).toEqual({});
  });
});

describe('step buttons', () => {
  it('Next reads Checking... while the step check runs, and is disabled when invalid', () => {
    expect(nextButton(1, { email: 'checking', mobile: 'idle' })).toEqual({
      disabled: true,
      label: 'Checking...',
    });
    expect(nextButton(1, { email: 'invalid', mobile: 'idle' })).toEqual({
      disabled: true,
      label: 'Next',
    });
    expect(nextButton(2, { email: 'invalid', mobile: 'valid' }).disabled).toBe(false);
    expect(nextButton(2, { email: 'valid', mobile: 'checking' }).label).toBe('Checking...');
  });

  it('Create Account is disabled when either check is invalid', () => {
    expect(createAccountButton({ email: 'invalid', mobile: 'valid' }, false).disabled).toBe(true);
    expect(createAccountButton({ email: 'valid', mobile: 'invalid' }, false).disabled).toBe(true);
    expect(createAccountButton({ email: 'valid', mobile: 'valid' }, false)).toEqual({
      disabled: false,
      label: 'Create Account',
    });
  });

  it('advances only when the step validates and its check is not invalid', () => {
    expect(canAdvance(1, EMPTY_REGISTRATION, idle)).toBe(false);
    expect(canAdvance(1, filled, idle)).toBe(true);
    expect(canAdvance(1, filled, { email: 'invalid', mobile: 'idle' })).toBe(false);
  });
});

describe('buildRegisterRequest', () => {
  it('sends the parent payload without student fields', () => {
    expect(buildRegisterRequest({ ...filled, accountType: 'parent', school: 'X' })).toEqual({
      role: 'parent',
      name: 'Asha Rao',
      email: 'asha@example.in',
      password: 'secret1',
      mobile: '9876543210',
    });
  });

  it('sends class, subjects and school for a student', () => {
    expect(
      buildRegisterRequest({
        ...filled,
        accountType: 'student',
        class: 'Class 8',
        subjects: ['Science', 'Maths'],
        school: ' DPS ',
      }),
    ).toMatchObject({
      role: 'student',
      class: 'Class 8',
      subjects: ['Science', 'Maths'],
      school: 'DPS',
    });
  });
});

describe('where the focus goes after Next or Create Account', () => {
  it('goes to the first invalid field of a failed step, in screen order', () => {
    const errors = validateStep(1, { ...filled, email: '', confirmPassword: '' });
    expect(Object.keys(errors)).toEqual(['email', 'confirmPassword']);
    expect(focusAfterStep(1, errors, false)).toBe('reg-email');
    expect(focusAfterStep(1, { confirmPassword: M.confirmRequired }, false)).toBe('reg-confirm');
    expect(focusAfterStep(2, validateStep(2, { ...filled, mobile: '1' }), false)).toBe(
      'reg-mobile',
    );
    const student = { ...filled, accountType: 'student' } as const;
    expect(focusAfterStep(3, validateStep(3, student), false)).toBe('reg-class');
    expect(focusAfterStep(3, validateStep(3, { ...student, class: 'Class 7' }), false)).toBe(
      'reg-subjects',
    );
    expect(focusAfterStep(3, validateStep(3, filled), false)).toBe('reg-accountType');
  });

  it("goes to the new step's heading when the step changed, and stays put otherwise", () => {
    expect(focusAfterStep(1, {}, true)).toBe(STEP_HEADING_ID);
    expect(focusAfterStep(1, {}, false)).toBeUndefined();
  });
});

describe('newPasswordErrors', () => {
  it("checks a new password and its confirmation by registration's rules, both at once", () => {
    expect(newPasswordErrors('', '')).toEqual({
      password: M.passwordRequired,
      confirmPassword: M.confirmRequired,
    });
    expect(newPasswordErrors('abc', 'abd')).toEqual({
      password: M.passwordTooShort,
      confirmPassword: M.passwordsDiffer,
    });
    expect(newPasswordErrors('secret1', 'secret1')).toEqual({});
  });
});
