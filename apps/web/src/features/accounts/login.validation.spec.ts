import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import { EMPTY_LOGIN, loginFieldError } from './login.validation';

describe('loginFieldError', () => {
  it('checks the parent tab: email required and valid, password required', () => {
    expect(loginFieldError('parent', EMPTY_LOGIN)).toBe(M.emailRequired);
    expect(loginFieldError('parent', { ...EMPTY_LOGIN, email: 'a@b' })).toBe(M.emailInvalid);
    expect(loginFieldError('parent', { ...EMPTY_LOGIN, email: 'a@b.in' })).toBe(M.passwordRequired);
    expect(
      loginFieldError('parent', { ...EMPTY_LOGIN, email: 'a@b.in', password: 'x' }),
    ).toBeNull();
  });

  it('checks the student tab: username and PIN required', () => {
    expect(loginFieldError('student', EMPTY_LOGIN)).toBe(M.usernameRequired);
    expect(loginFieldError('student', { ...EMPTY_LOGIN, username: 'ravi' })).toBe(M.pinRequired);
    expect(
      loginFieldError('student', { ...EMPTY_LOGIN, username: 'ravi', pin: '1234' }),
    ).toBeNull();
  });
});
