import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';

export type AvailabilityKind = 'email' | 'mobile';
export type AvailabilityStatus = 'idle' | 'checking' | 'valid' | 'invalid';

export interface AvailabilityState {
  status: AvailabilityStatus;
  /** The value the status is about; answers for any other value are stale. */
  value: string;
  message: string;
}

export type AvailabilityAction =
  | { type: 'reset' }
  | { type: 'start'; value: string }
  | { type: 'answer'; value: string; exists: boolean; message?: string }
  /** `message`: the server's, when it refused for a reason the person should read (too many checks). */
  | { type: 'failed'; value: string; message?: string }
  | { type: 'taken'; value: string; message?: string };

export const IDLE_AVAILABILITY: AvailabilityState = { status: 'idle', value: '', message: '' };

const TEXT = {
  email: {
    checking: M.checkingEmail,
    available: M.emailAvailable,
    taken: M.emailTaken,
    failed: M.emailCheckFailed,
  },
  mobile: {
    checking: M.checkingMobile,
    available: M.mobileAvailable,
    taken: M.mobileTaken,
    failed: M.mobileCheckFailed,
  },
} as const;

export function availabilityReducer(kind: AvailabilityKind) {
  const text = TEXT[kind];
  return (state: AvailabilityState, action: AvailabilityAction): AvailabilityState => {
    switch (action.type) {
      case 'reset':
        return IDLE_AVAILABILITY;
      case 'start':
        return { status: 'checking', value: action.value, message: text.checking };
      case 'answer':
        if (state.status !== 'checking' || action.value !== state.value) {
          return state;
        }
        return action.exists
          ? { status: 'invalid', value: action.value, message: action.message || text.taken }
          : { status: 'valid', value: action.value, message: text.available };
      case 'failed':
        if (state.status !== 'checking' || action.value !== state.value) {
          return state;
        }
        return { status: 'invalid', value: action.value, message: action.message || text.failed };
      case 'taken':
        // The server refused the value on submit (409): same outcome as a taken check.
        return { status: 'invalid', value: action.value, message: action.message || text.taken };
      default: {
        const unknown: never = action;
        return unknown;
      }
    }
  };
}
