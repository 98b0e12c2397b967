import { AuthScreen } from '../features/accounts/components/AuthScreen';
import { DevOutbox } from '../features/dev-outbox/components/DevOutbox';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function DevOutboxPage() {
  useDocumentTitle('Local outbox');
  return (
    <AuthScreen>
      <DevOutbox />
    </AuthScreen>
  );
}
