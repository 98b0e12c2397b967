import { AccountsComingSoon } from '../features/accounts/components/AccountsComingSoon';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function AuthPage() {
  useDocumentTitle('Get started');
  return <AccountsComingSoon action="sign-up" heading="Create your Abhyas account" />;
}
