import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import { ApiError, NetworkError } from '../../lib/create-api-client';
import { firstInvalidField } from '../../lib/first-invalid-field';
import { forgotPasswordFailureMessage, resetFailure } from './password-reset.errors';
import {
  EMPTY_RESET,
  forgotPasswordErrors,
  isResetTokenShaped,
  RESET_FIELD_ORDER,
  resetPasswordErrors,
} from './password-reset.validation';

const refusal = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, '', typeof body.message === 'string' ? body.message : null, body, 'r1');

describe('forgot password form', () => {
  it('needs a valid email', () => {
    expect(forgotPasswordErrors(' ')).toEqual({ email: M.emailRequired });
    expect(forgotPasswordErrors('asha@')).toEqual({ email: M.emailInvalid });
    expect(forgotPasswordErrors('asha@example.in')).toEqual({});
  });

  it("says the server's reason for a refusal, and the spec's words for a lost connection", () => {
    const limited = refusal(429, {
      message: M.tooManyResetRequests,
      code: 'TOO_MANY_RESET_REQUESTS',
    });
    expect(forgotPasswordFailureMessage(limited)).toBe(M.tooManyResetRequests);
    expect(forgotPasswordFailureMessage(new NetworkError('offline', false, 'r1'))).toBe(
      M.networkError,
    );
    expect(forgotPasswordFailureMessage(refusal(500, { message: 'boom' }))).toBe(
      M.forgotPasswordFailed,
    );
  });
});

describe('reset password form', () => {
  it('shows both field errors at once and focuses the first', () => {
    const errors = resetPasswordErrors(EMPTY_RESET);
    expect(errors).toEqual({ password: M.passwordRequired, confirmPassword: M.confirmRequired });
    expect(firstInvalidField(RESET_FIELD_ORDER, errors)).toBe('password');
    const differ = resetPasswordErrors({ password: 'secret1', confirmPassword: 'secret2' });
    expect(firstInvalidField(RESET_FIELD_ORDER, differ)).toBe('confirmPassword');
  });

  it('tells an expired or used link (ask for a new one) from a problem with the form', () => {
    expect(
      resetFailure(refusal(400, { message: M.resetLinkExpired, code: 'RESET_LINK_EXPIRED' })),
    ).toEqual({ kind: 'link', message: M.resetLinkExpired });
    expect(
      resetFailure(refusal(400, { message: M.resetLinkInvalid, code: 'RESET_LINK_INVALID' })),
    ).toEqual({ kind: 'link', message: M.resetLinkInvalid });
    expect(
      resetFailure(refusal(400, { message: M.passwordTooShort, code: 'INVALID_REQUEST' })),
    ).toEqual({ kind: 'form', message: M.passwordTooShort });
    expect(resetFailure(new NetworkError('offline', false, 'r1'))).toEqual({
      kind: 'form',
      message: M.networkError,
    });
  });

  it('refuses a link that cannot be ours before calling', () => {
    expect(isResetTokenShaped(undefined)).toBe(false);
    expect(isResetTokenShaped('abc')).toBe(false);
    expect(isResetTokenShaped('c5b1d7a2-4e0f-4c1e-9a57-3f1e2d4b6a80.q3XH2mZt9bVw0kS4yJ7p')).toBe(
      true,
    );
  });
});
