import { useSearch } from '@tanstack/react-router';
import { AuthScreen } from '../features/accounts/components/AuthScreen';
import { ResetPasswordForm } from '../features/accounts/components/ResetPasswordForm';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const token = useSearch({ from: '/reset-password', select: (search) => search.token });
  return (
    <AuthScreen>
      <ResetPasswordForm token={token} />
    </AuthScreen>
  );
}
