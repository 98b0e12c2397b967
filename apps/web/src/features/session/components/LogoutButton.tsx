import { useLogout } from '../hooks/useLogout';

export function LogoutButton({ className = 'button button--secondary' }: { className?: string }) {
  const { logout, pending } = useLogout();
  return (
    <button type="button" className={className} disabled={pending} onClick={() => void logout()}>
      {pending ? 'Signing out...' : 'Sign out'}
    </button>
  );
}
