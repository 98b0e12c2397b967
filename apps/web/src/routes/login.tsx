import { AccountsComingSoon } from '../features/accounts/components/AccountsComingSoon';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function LoginPage() {
  useDocumentTitle('Sign in');
  return <AccountsComingSoon action="sign-in" heading="Sign in to Abhyas" />;
}
