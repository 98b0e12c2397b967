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

/** A child account locks after this many wrong PINs in a row, for this long. */
export const PIN_LOCKOUT_THRESHOLD = 5;
export const PIN_LOCKOUT_MINUTES = 15;

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
    'Too many wrong PINs. This account is locked for 15 minutes. Ask your parent to reset your PIN to unlock it now.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
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
  childDeleted: '✓ Student deleted',
  loggedOut: '✓ Signed out',
} as const;
