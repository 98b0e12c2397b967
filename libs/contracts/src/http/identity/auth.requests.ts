import { z } from 'zod';
import {
  ACCOUNT_MESSAGES as M,
  MOBILE_DIGITS,
  PASSWORD_MIN_LENGTH,
  PIN_LENGTH,
  REGISTRATION_CLASSES,
  SUBJECTS_OF_INTEREST,
} from './account.constants';
import { safeName, safeText } from '../safe-text';

/** Same rule in the browser and on the server: text, @, text, dot, text. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = safeText('Email', { error: M.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, M.emailRequired)
  .max(254, M.emailInvalid)
  .regex(EMAIL, M.emailInvalid);

/** Mobile numbers are compared by their 10 digits, whatever was typed around them. */
export const mobileField = safeText('Mobile', { error: M.mobileRequired })
  .trim()
  .min(1, M.mobileRequired)
  .max(20, M.mobileInvalid)
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => digits.length === MOBILE_DIGITS, M.mobileInvalid);

/** A password is checked as typed (never trimmed), but control characters are refused. */
const enteredPassword = (label = 'Password') =>
  safeText(label, { error: M.passwordRequired }).min(1, M.passwordRequired).max(128);

const passwordField = safeText('Password', { error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(128, 'Password must be at most 128 characters');

const nameField = safeName('Name', { error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(80, 'Name must be at most 80 characters');

export const registerParentRequestSchema = z.strictObject({
  role: z.literal('parent'),
  name: nameField,
  email: emailField,
  password: passwordField,
  mobile: mobileField,
});

export const registerStudentRequestSchema = z.strictObject({
  role: z.literal('student'),
  name: nameField,
  email: emailField,
  password: passwordField,
  mobile: mobileField,
  class: z.enum(REGISTRATION_CLASSES, { error: M.classRequired }),
  subjects: z
    .array(z.enum(SUBJECTS_OF_INTEREST), { error: M.subjectsRequired })
    .min(1, M.subjectsRequired)
    .max(SUBJECTS_OF_INTEREST.length),
  school: safeName('School name')
    .trim()
    .max(120, 'School name must be at most 120 characters')
    .optional()
    .default(''),
});

/** `POST /api/auth/register` */
export const registerRequestSchema = z.discriminatedUnion(
  'role',
  [registerParentRequestSchema, registerStudentRequestSchema],
  { error: 'Choose an account type: student or parent' },
);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** `POST /api/auth/check-email`, `POST /api/auth/check-mobile` */
export const checkEmailRequestSchema = z.strictObject({ email: emailField });
export const checkMobileRequestSchema = z.strictObject({ mobile: mobileField });

/** `POST /api/auth/login` */
export const loginRequestSchema = z.strictObject({
  email: emailField,
  password: enteredPassword(),
});

/** `POST /api/auth/student-login` */
export const studentLoginRequestSchema = z.strictObject({
  username: safeName('Username', { error: M.usernameRequired })
    .trim()
    .toLowerCase()
    .min(1, M.usernameRequired)
    .max(40),
  pin: safeText('PIN', { error: M.pinRequired })
    .min(1, M.pinRequired)
    .max(PIN_LENGTH, `PIN is ${PIN_LENGTH} digits`),
});

/** `POST /api/auth/change-password` */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: enteredPassword('Current password'),
  newPassword: passwordField,
});

/** `POST /api/auth/forgot-password`: answered alike whether or not an account has the email. */
export const forgotPasswordRequestSchema = z.strictObject({ email: emailField });

/**
 * What a reset link carries: `<accountId>.<secret>` (a UUID, then 32 random bytes in base64url),
 * the shape of a refresh token. Anything else is refused before identity looks anything up.
 */
export const PASSWORD_RESET_TOKEN_SHAPE = /^[A-Za-z0-9-]{1,64}\.[A-Za-z0-9_-]{1,128}$/;

/** `POST /api/auth/reset-password`: the link's token and a password under registration's rules. */
export const resetPasswordRequestSchema = z.strictObject({
  token: safeText('Reset link', { error: M.resetLinkInvalid })
    .min(1, M.resetLinkInvalid)
    .max(200, M.resetLinkInvalid)
    .regex(PASSWORD_RESET_TOKEN_SHAPE, M.resetLinkInvalid),
  newPassword: passwordField,
});

/** `POST /api/auth/update-email`: the current password too, as for a password change. */
export const updateEmailRequestSchema = z.strictObject({
  email: emailField,
  currentPassword: enteredPassword('Current password'),
});
