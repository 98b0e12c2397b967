import {
  TEST_MESSAGES,
  TEST_RULES,
  defaultTestDuration,
  type ScheduleTestRequest,
} from '@abhyas/contracts';

export interface ScheduleForm {
  paperId: string;
  /** `YYYY-MM-DD` from the date input. */
  scheduledDate: string;
  /** The number input's text. */
  duration: string;
}

export interface ScheduleFormState {
  form: ScheduleForm;
  /**
   * The submission in flight or last failed without an answer: its payload and requestId. A retry
   * of the same payload reuses the id, so the server schedules (and charges) once.
   */
  submission: { key: string; requestId: string } | null;
  busy: boolean;
  showErrors: boolean;
}

export type ScheduleFormEvent =
  | { type: 'paperChosen'; paper: { _id: string; subject: string; curriculum?: string } | null }
  | { type: 'dateChanged'; scheduledDate: string }
  | { type: 'durationChanged'; duration: string }
  | { type: 'submitBlocked' }
  | { type: 'submitted'; key: string; requestId: string }
  | { type: 'succeeded' }
  /** `retryable`: no answer came (network, 5xx), so the same request may still have counted. */
  | { type: 'failed'; retryable: boolean };

export const initialScheduleForm = (): ScheduleFormState => ({
  form: { paperId: '', scheduledDate: '', duration: String(TEST_RULES.defaultDuration.other) },
  submission: null,
  busy: false,
  showErrors: false,
});

export function scheduleFormReducer(
  state: ScheduleFormState,
  event: ScheduleFormEvent,
): ScheduleFormState {
  switch (event.type) {
    case 'paperChosen':
      return {
        ...state,
        form: {
          ...state.form,
          paperId: event.paper?._id ?? '',
          // Spec §5: the duration follows the paper chosen.
          duration: event.paper ? String(defaultTestDuration(event.paper)) : state.form.duration,
        },
      };
    case 'dateChanged':
      return { ...state, form: { ...state.form, scheduledDate: event.scheduledDate } };
    case 'durationChanged':
      return { ...state, form: { ...state.form, duration: event.duration } };
    case 'submitBlocked':
      return { ...state, showErrors: true };
    case 'submitted':
      return {
        ...state,
        busy: true,
        showErrors: true,
        submission: { key: event.key, requestId: event.requestId },
      };
    case 'succeeded':
      return {
        ...initialScheduleForm(),
        form: { ...initialScheduleForm().form, duration: state.form.duration },
      };
    case 'failed':
      return { ...state, busy: false, submission: event.retryable ? state.submission : null };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

/** The form's first problem, or null (parent doc §5). */
export function scheduleFormError(form: ScheduleForm, today: string): string | null {
  if (form.paperId === '' || form.scheduledDate === '') {
    return TEST_MESSAGES.selectPaperAndDate;
  }
  if (form.scheduledDate < today) {
    return TEST_MESSAGES.dueDateInPast;
  }
  const duration = Number(form.duration);
  if (
    form.duration.trim() === '' ||
    !Number.isInteger(duration) ||
    duration < TEST_RULES.minDuration ||
    duration > TEST_RULES.maxDuration
  ) {
    return TEST_MESSAGES.durationRange;
  }
  return null;
}

/** The request body, without its id. */
export const scheduleRequest = (
  form: ScheduleForm,
  parentId: string,
  studentName: string,
): ScheduleTestRequest => ({
  user: parentId,
  studentName,
  paperId: form.paperId,
  scheduledDate: form.scheduledDate,
  timeDuration: Number(form.duration),
});

/** The id this submission goes with: the pending one for a retry of the same payload, else new. */
export const requestIdFor = (state: ScheduleFormState, key: string, newId: () => string): string =>
  state.submission?.key === key ? state.submission.requestId : newId();
