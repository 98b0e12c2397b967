import { AVAILABILITY_DEBOUNCE_MS } from '@abhyas/contracts';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { ApiError } from '../../../lib/create-api-client';
import { accountsApi } from '../api/accounts-api';
import {
  IDLE_AVAILABILITY,
  availabilityReducer,
  type AvailabilityKind,
} from '../availability.reducer';

/**
 * Checks an email or mobile 500 ms after typing stops, only when the value is well-formed.
 * Call `onChange(value, wellFormed)` from the field's change handler.
 */
export function useAvailabilityCheck(kind: AvailabilityKind) {
  const reducer = useMemo(() => availabilityReducer(kind), [kind]);
  const [state, dispatch] = useReducer(reducer, IDLE_AVAILABILITY);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const onChange = useCallback(
    (value: string, wellFormed: boolean) => {
      cancel();
      dispatch({ type: 'reset' });
      if (!wellFormed) {
        return;
      }
      timer.current = setTimeout(() => {
        const controller = new AbortController();
        inFlight.current = controller;
        dispatch({ type: 'start', value });
        const call = kind === 'email' ? accountsApi.checkEmail : accountsApi.checkMobile;
        call(value, controller.signal).then(
          (answer) =>
            dispatch({ type: 'answer', value, exists: answer.exists, message: answer.message }),
          (error: unknown) => {
            if (!controller.signal.aborted) {
              // A 429 says to wait; any other failure keeps the generic "try again".
              const message =
                error instanceof ApiError && error.status === 429
                  ? (error.serverMessage ?? undefined)
                  : undefined;
              dispatch({ type: 'failed', value, message });
            }
          },
        );
      }, AVAILABILITY_DEBOUNCE_MS);
    },
    [cancel, kind],
  );

  const markTaken = useCallback(
    (value: string, message?: string) => dispatch({ type: 'taken', value, message }),
    [],
  );

  return { state, onChange, markTaken };
}
