import { formatCredits } from '../credit-format';
import { useCreditBalance } from '../hooks/useCreditBalance';

/** The sidebar's "Credits" figure: the same query, so always the card's number. */
export function SidebarCreditBalance({ userId, className }: { userId: string; className: string }) {
  const balance = useCreditBalance(userId);
  return (
    <p className={className}>
      <span>Credits</span>
      <strong data-testid="credit-balance">
        {balance.data ? formatCredits(balance.data.balance) : '–'}
      </strong>
    </p>
  );
}
