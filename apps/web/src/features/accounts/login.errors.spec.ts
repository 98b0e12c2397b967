import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import { ApiError, NetworkError } from '../../lib/create-api-client';
import { loginFailureMessage, registrationFailure } from './login.errors';

const apiError = (status: number, body: unknown, serverMessage: string | null) =>
  new ApiError(status, '', serverMessage, body, 'r');

describe('loginFailureMessage', () => {
  it('shows the server message as is, including the lockout', () => {
    expect(loginFailureMessage(apiError(423, {}, M.childLocked))).toBe(M.childLocked);
  });
  it('falls back to Login failed and names a network failure', () => {
    expect(loginFailureMessage(apiError(500, 'oops', null))).toBe(M.loginFailed);
    expect(loginFailureMessage(new NetworkError('x', false, 'r'))).toBe(M.networkError);
    expect(loginFailureMessage(new Error('x'))).toBe(M.loginFailed);
  });
});

describe('registrationFailure', () => {
  it('maps a 409 on a field to the spec message for that field', () => {
    expect(registrationFailure(apiError(409, { field: 'email', message: 'x' }, 'x'))).toEqual({
      kind: 'field',
      field: 'email',
      message: M.emailTaken,
    });
    expect(registrationFailure(apiError(409, { field: 'mobile' }, null))).toMatchObject({
      field: 'mobile',
      message: M.mobileTaken,
    });
  });
  it('uses the generic text for server and network failures', () => {
    expect(registrationFailure(apiError(500, null, 'boom'))).toEqual({
      kind: 'form',
      message: M.registrationFailed,
    });
    expect(registrationFailure(new NetworkError('x', false, 'r'))).toEqual({
      kind: 'form',
      message: M.registrationFailed,
    });
  });
});
