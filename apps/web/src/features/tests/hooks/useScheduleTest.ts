import { TEST_MESSAGES, indianDate } from '@abhyas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef, useState } from 'react';
import type { FormStatus } from '../../../components/FormStatusLine';
import { ApiError } from '../../../lib/api-client';
import { creditsQueryKey } from '../../credits/api/credits-api';
import { papersQueryKey } from '../../papers/api/papers-api';
import { testsApi, testsQueryKey } from '../api/tests-api';
import {
  initialScheduleForm,
  requestIdFor,
  scheduleFormError,
  scheduleFormReducer,
  scheduleRequest,
} from '../schedule-form';

/** No answer came, or the server failed: the same request may have counted, so keep its id. */
const mayHaveCounted = (error: unknown) => !(error instanceof ApiError) || error.status >= 500;

const failureMessage = (error: unknown): string => {
  if (error instanceof ApiError) {
    if (error.status === 402) {
      return `${TEST_MESSAGES.insufficientCredits}: scheduling a test costs 5 credits. Buy credits on the Payment page.`;
    }
    if (error.status === 409) {
      return error.serverMessage ?? TEST_MESSAGES.alreadyScheduled;
    }
    return error.serverMessage ?? 'Could not schedule the test. Please try again.';
  }
  return 'Could not reach the server. Please try again: the test will not be scheduled twice.';
};

/** The Schedule Test form: its state, checks, one request id per submission, and the refresh after. */
export function useScheduleTest(parentId: string, studentName: string | null) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(scheduleFormReducer, undefined, initialScheduleForm);
  const [status, setStatus] = useState<FormStatus>(null);
  const inFlight = useRef(false);
  const today = indianDate(new Date());
  const error = scheduleFormError(state.form, today);

  const submit = () => {
    if (inFlight.current || studentName === null) {
      return;
    }
    if (error) {
      dispatch({ type: 'submitBlocked' });
      setStatus({ kind: 'error', message: error });
      return;
    }
    const request = scheduleRequest(state.form, parentId, studentName);
    const key = JSON.stringify(request);
    const requestId = requestIdFor(state, key, () => crypto.randomUUID());
    inFlight.current = true;
    setStatus(null);
    dispatch({ type: 'submitted', key, requestId });
    testsApi.schedule({ ...request, requestId }).then(
      (answer) => {
        inFlight.current = false;
        dispatch({ type: 'succeeded' });
        setStatus({ kind: 'success', message: answer.message || TEST_MESSAGES.scheduled });
        void queryClient.invalidateQueries({ queryKey: testsQueryKey(parentId) });
        void queryClient.invalidateQueries({ queryKey: creditsQueryKey(parentId) });
        void queryClient.invalidateQueries({ queryKey: papersQueryKey(parentId) });
      },
      (failure: unknown) => {
        inFlight.current = false;
        dispatch({ type: 'failed', retryable: mayHaveCounted(failure) });
        setStatus({ kind: 'error', message: failureMessage(failure) });
        if (failure instanceof ApiError && failure.status === 402) {
          void queryClient.invalidateQueries({ queryKey: creditsQueryKey(parentId) });
        }
      },
    );
  };

  return { state, dispatch, error: state.showErrors ? error : null, status, submit, today };
}
