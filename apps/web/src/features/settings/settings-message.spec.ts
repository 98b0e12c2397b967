import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import { settingsMessageKind } from './settings-message';

describe('settingsMessageKind', () => {
  it('treats messages with a check mark as success', () => {
    expect(settingsMessageKind(M.passwordChanged)).toBe('success');
    expect(settingsMessageKind(M.preferencesSaved)).toBe('success');
    expect(settingsMessageKind(M.currentPasswordWrong)).toBe('error');
    expect(settingsMessageKind(M.resetPinFailed)).toBe('error');
  });
});
