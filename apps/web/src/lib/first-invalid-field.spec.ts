import { firstInvalidField } from './first-invalid-field';

describe('firstInvalidField', () => {
  const order = ['email', 'password', 'confirm'] as const;

  it('picks the first field on screen with an error, not the first one reported', () => {
    expect(firstInvalidField(order, { confirm: 'Please confirm', password: 'Required' })).toBe(
      'password',
    );
  });

  it('skips cleared errors and answers undefined when nothing is wrong', () => {
    expect(firstInvalidField(order, { email: undefined, confirm: 'x' })).toBe('confirm');
    expect(firstInvalidField(order, {})).toBeUndefined();
  });
});
