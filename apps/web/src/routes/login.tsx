import { Navigate } from '@tanstack/react-router';
import { AuthScreen } from '../features/accounts/components/AuthScreen';
import { LoginForm } from '../features/accounts/components/LoginForm';
import { useSession } from '../features/session/hooks/useSession';
import { dashboardPathFor } from '../features/session/route-guard';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function LoginPage() {
  useDocumentTitle('Sign in');
  const { user } = useSession();
  if (user) {
    return <Navigate to={dashboardPathFor(user.role)} replace />;
  }
  return (
    <AuthScreen>
      <LoginForm />
    </AuthScreen>
  );
}
