/** Constants of registration, sign-in and families (spec: student-side sections 5, 8, 9). */
export const REGISTRATION_CLASSES = [
  'Class 4',
  'Class 5',
  'Class 6',
  'Class 7',
  'Class 8',
  'Class 9',
  'Class 10',
] as const;
/** A parent adds children from Class 1; a student registering themselves is in Class 4 or above. */
export const CHILD_CLASSES = ['Class 1', 'Class 2', 'Class 3', ...REGISTRATION_CLASSES] as const;
export const SUBJECTS_OF_INTEREST = [
  'English',
  'Maths',
  'Science',
  'Social',
  'Hindi',
  'Sanskrit',
  'Kannada',
] as const;

export const PASSWORD_MIN_LENGTH = 6;
export const MOBILE_DIGITS = 10;
export const PIN_LENGTH = 4;
export const AVAILABILITY_DEBOUNCE_MS = 500;

/**
 * A child account locks after this many wrong PINs in a row. The first lock lasts
 * PIN_LOCKOUT_MINUTES; each further lock before a successful sign-in (or a new PIN) doubles it,
 * up to PIN_LOCKOUT_MAX_MINUTES: 1, 2, 4, 4, ... hours, so at most 40 of the 10,000 PINs can be
 * tried in any day. A parent can unlock at any time.
 */
export const PIN_LOCKOUT_THRESHOLD = 5;
export const PIN_LOCKOUT_MINUTES = 60;
export const PIN_LOCKOUT_MAX_MINUTES = 240;

/** How long the `lockNumber`-th lock in a row lasts (the first is 1). */
export const pinLockMinutes = (lockNumber: number): number =>
  Math.min(PIN_LOCKOUT_MINUTES * 2 ** Math.max(0, lockNumber - 1), PIN_LOCKOUT_MAX_MINUTES);

/** How long a password reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

export const ACCOUNT_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  nameRequired: 'Name is required',
  mobileRequired: 'Mobile is required',
  mobileInvalid: 'Enter a valid 10-digit mobile number',
  classRequired: 'Class is required',
  subjectsRequired: 'Please select at least one subject',
  emailTaken:
    'This email address is already registered. Please use a different email or try logging in.',
  mobileTaken: 'This mobile number is already registered. Please use a different mobile number.',
  emailAvailable: 'Email is available',
  mobileAvailable: 'Mobile number is available',
  checkingEmail: 'Checking email availability...',
  checkingMobile: 'Checking mobile number availability...',
  emailCheckFailed: 'Error checking email. Please try again.',
  mobileCheckFailed: 'Error checking mobile number. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid email or password',
  invalidStudentCredentials: 'Invalid username or PIN',
  usernameRequired: 'Username is required',
  pinRequired: 'PIN is required',
  childLocked:
    'Too many wrong PINs. This account is locked for now. Ask your parent to unlock it, or try again later.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManySignUps:
    'Too many accounts were created from this network in the last hour. Please try again later.',
  tooManyChecks: 'Too many checks from this network. Please wait a minute and try again.',
  networkError: 'Could not connect to server',
  sessionExpired: 'Your session has ended. Please sign in again.',
  signInRequired: 'Please sign in to continue.',
  forbidden: 'You do not have access to this.',
  childNameRequired: 'Child name is required',
  childNameTaken: 'You already have a child with this name.',
  childNotFound: 'Invalid student ID',
  addChildFailed: 'Failed to add child',
  resetPinFailed: 'Failed to reset PIN',
  deleteChildFailed: 'Failed to delete student',
  passwordChanged: '✓ Password updated',
  currentPasswordWrong: 'Current password is incorrect',
  emailUpdated: '✓ Email updated',
  notificationsSaved: '✓ Notification preferences saved',
  preferencesSaved: '✓ Examination preferences saved',
  preferencesFailed: 'Failed to save preferences',
  selectType: 'Please select at least one examination type',
  selectCurriculum: 'Please select at least one curriculum/board',
  selectSubject: 'Please select at least one subject',
  childCannotChangePin: 'Your PIN is set by your parent. Ask them to reset it from their Settings.',
  childAdded: '✓ Child added',
  pinReset: '✓ New PIN created',
  childUnlocked: '✓ Unlocked: they can sign in with their PIN again',
  unlockFailed: 'Failed to unlock',
  childDeleted: '✓ Student deleted',
  loggedOut: '✓ Signed out',
  forgotPasswordSent: `If an account exists for that email, we have sent a link to reset your password. It works for ${PASSWORD_RESET_MINUTES} minutes.`,
  tooManyResetRequests:
    'Too many password reset requests. Please wait a while and try again, or check your inbox for the link we sent.',
  resetLinkInvalid:
    'This reset link is not valid or has already been used. Please ask for a new one.',
  resetLinkExpired: 'This reset link has expired. Please ask for a new one.',
  passwordReset: '✓ Password reset. Please sign in with your new password.',
  resetFailed: 'Could not reset your password. Please try again.',
  forgotPasswordFailed: 'Could not send the reset link. Please try again.',
} as const;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** `45 minutes`, `1 hour`, `3 hours 20 minutes`: a lock's remaining time, rounded up. */
export const lockDurationText = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) {
    return plural(minutes, 'minute');
  }
  const rest = minutes % 60;
  return `${plural(Math.floor(minutes / 60), 'hour')}${rest ? ` ${plural(rest, 'minute')}` : ''}`;
};

/** A wrong PIN (or an unknown username: the two answer alike) and the tries before a lock. */
export const studentAttemptsLeftMessage = (attemptsLeft: number): string =>
  `${ACCOUNT_MESSAGES.invalidStudentCredentials}. ${attemptsLeft} ${
    attemptsLeft === 1 ? 'try' : 'tries'
  } left before this account is locked.`;

/** A locked child (or an unknown username locked alike), with how long the lock lasts. */
export const childLockedMessage = (retryAfterSeconds: number): string =>
  `Too many wrong PINs. This account is locked for ${lockDurationText(retryAfterSeconds)}. ` +
  'Ask your parent to unlock it, or try again later.';
