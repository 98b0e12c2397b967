import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import { ApiError, NetworkError } from '../../lib/create-api-client';
import { familyFailureMessage, validateAddChild } from './add-child.validation';

describe('validateAddChild', () => {
  it('requires a name and a class', () => {
    expect(validateAddChild({ name: '  ', class: '' })).toEqual({
      name: M.childNameRequired,
      class: M.classRequired,
    });
    expect(validateAddChild({ name: 'Ravi', class: 'Class 3' })).toEqual({});
  });
});

describe('familyFailureMessage', () => {
  it('prefers the server reason on a 4xx and the fallback otherwise', () => {
    const conflict = new ApiError(409, '', M.childNameTaken, {}, 'r');
    expect(familyFailureMessage(conflict, M.addChildFailed)).toBe(M.childNameTaken);
    expect(familyFailureMessage(new ApiError(500, '', 'x', {}, 'r'), M.addChildFailed)).toBe(
      M.addChildFailed,
    );
    expect(familyFailureMessage(new NetworkError('x', false, 'r'), M.addChildFailed)).toBe(
      M.networkError,
    );
  });
});
