import { AuthScreen } from '../features/accounts/components/AuthScreen';
import { ForgotPasswordForm } from '../features/accounts/components/ForgotPasswordForm';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  return (
    <AuthScreen>
      <ForgotPasswordForm />
    </AuthScreen>
  );
}
