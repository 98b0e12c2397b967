import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import { firstInvalidField } from '../../lib/first-invalid-field';
import { EMPTY_LOGIN, LOGIN_FIELD_ORDER, loginFieldErrors } from './login.validation';

describe('loginFieldErrors', () => {
  it('reports every problem of the parent tab at once', () => {
    expect(loginFieldErrors('parent', EMPTY_LOGIN)).toEqual({
      email: M.emailRequired,
      password: M.passwordRequired,
    });
    expect(loginFieldErrors('parent', { ...EMPTY_LOGIN, email: 'a@b' })).toEqual({
      email: M.emailInvalid,
      password: M.passwordRequired,
    });
    expect(loginFieldErrors('parent', { ...EMPTY_LOGIN, email: 'a@b.in' })).toEqual({
      password: M.passwordRequired,
    });
    expect(loginFieldErrors('parent', { ...EMPTY_LOGIN, email: 'a@b.in', password: 'x' })).toEqual(
      {},
    );
  });

  it('reports every problem of the student tab at once', () => {
    expect(loginFieldErrors('student', EMPTY_LOGIN)).toEqual({
      username: M.usernameRequired,
      pin: M.pinRequired,
    });
    expect(loginFieldErrors('student', { ...EMPTY_LOGIN, username: 'ravi' })).toEqual({
      pin: M.pinRequired,
    });
    expect(loginFieldErrors('student', { ...EMPTY_LOGIN, username: 'ravi', pin: '1234' })).toEqual(
      {},
    );
  });

  it('sends the focus to the first field on screen that is wrong', () => {
    const onlyPassword = loginFieldErrors('parent', { ...EMPTY_LOGIN, email: 'a@b.in' });
    expect(firstInvalidField(LOGIN_FIELD_ORDER.parent, onlyPassword)).toBe('password');
    expect(
      firstInvalidField(LOGIN_FIELD_ORDER.student, loginFieldErrors('student', EMPTY_LOGIN)),
    ).toBe('username');
  });
});
