import { AuthScreen } from '../features/accounts/components/AuthScreen';
import { RegistrationWizard } from '../features/accounts/components/RegistrationWizard';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function AuthPage() {
  useDocumentTitle('Get started');
  return (
    <AuthScreen>
      <RegistrationWizard />
    </AuthScreen>
  );
}
