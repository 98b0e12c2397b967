import { settingsMessageKind } from '../settings-message';

export function SettingsMessage({ message }: { message: string | null }) {
  if (!message) {
    return null;
  }
  const kind = settingsMessageKind(message);
  return (
    <p className={`form-status form-status--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {message}
    </p>
  );
}
