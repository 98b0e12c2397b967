import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import { IDLE_AVAILABILITY, availabilityReducer } from './availability.reducer';

const email = availabilityReducer('email');
const mobile = availabilityReducer('mobile');

describe('availabilityReducer', () => {
  it('goes idle → checking → valid with the spec messages', () => {
    const checking = email(IDLE_AVAILABILITY, { type: 'start', value: 'a@b.in' });
    expect(checking).toEqual({ status: 'checking', value: 'a@b.in', message: M.checkingEmail });
    expect(email(checking, { type: 'answer', value: 'a@b.in', exists: false })).toMatchObject({
      status: 'valid',
      message: M.emailAvailable,
    });
  });

  it('marks a taken value invalid with the server message, or the spec text', () => {
    const checking = mobile(IDLE_AVAILABILITY, { type: 'start', value: '9876543210' });
    expect(checking.message).toBe(M.checkingMobile);
    expect(
      mobile(checking, { type: 'answer', value: '9876543210', exists: true, message: '' }),
    ).toMatchObject({ status: 'invalid', message: M.mobileTaken });
    expect(
      mobile(checking, { type: 'answer', value: '9876543210', exists: true, message: 'Taken!' }),
    ).toMatchObject({ status: 'invalid', message: 'Taken!' });
  });

  it('marks a failed check invalid with the error text', () => {
    const checking = email(IDLE_AVAILABILITY, { type: 'start', value: 'a@b.in' });
    expect(email(checking, { type: 'failed', value: 'a@b.in' })).toMatchObject({
      status: 'invalid',
      message: M.emailCheckFailed,
    });
    expect(
      email(checking, { type: 'failed', value: 'a@b.in', message: M.tooManyChecks }),
    ).toMatchObject({ status: 'invalid', message: M.tooManyChecks });
  });

  it('ignores answers about a value that has since changed', () => {
    const checking = email(IDLE_AVAILABILITY, { type: 'start', value: 'new@b.in' });
    expect(email(checking, { type: 'answer', value: 'old@b.in', exists: true })).toBe(checking);
    expect(email(IDLE_AVAILABILITY, { type: 'answer', value: 'x@b.in', exists: true })).toBe(
      IDLE_AVAILABILITY,
    );
  });

  it('resets to idle and records a 409 on submit', () => {
    const valid = { status: 'valid' as const, value: 'a@b.in', message: M.emailAvailable };
    expect(email(valid, { type: 'reset' })).toEqual(IDLE_AVAILABILITY);
    expect(email(valid, { type: 'taken', value: 'a@b.in' })).toMatchObject({
      status: 'invalid',
      message: M.emailTaken,
    });
  });
});
