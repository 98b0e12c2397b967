import { useState } from 'react';
import { Tabs } from '../../../components/Tabs';
import { CreditBalanceCard } from '../../credits/components/CreditBalanceCard';
import { UsageAnalytics } from '../../credits/components/UsageAnalytics';
import { targetId } from '../checkout/checkout.types';
import { usePaymentFlow } from '../hooks/usePaymentFlow';
import { CurrentPlan } from './CurrentPlan';
import { PayAsYouGo } from './PayAsYouGo';
import { PaymentIssues } from './PaymentIssues';
import { PaymentStatusBanner } from './PaymentStatusBanner';
import { SandboxCheckout } from './SandboxCheckout';
import { SubscriptionPlans } from './SubscriptionPlans';
import styles from './payments.module.css';

type PurchaseTab = 'plans' | 'payg';

const TABS = [
  { key: 'plans' as const, label: 'Subscription Plans' },
  { key: 'payg' as const, label: 'Pay As You Go' },
];

/** Balance, buying credits (plans or pay as you go), usage and recent payment issues. */
export function PaymentPage({ userId }: { userId: string }) {
  const [tab, setTab] = useState<PurchaseTab>('plans');
  const flow = usePaymentFlow(userId);

  return (
    <div className={styles.stack} data-testid="payment-page">
      <CreditBalanceCard userId={userId} />
      <PaymentStatusBanner status={flow.status} onDismiss={flow.dismissStatus} />
      <CurrentPlan userId={userId} />
      <section className={styles.card} aria-labelledby="buy-credits-title">
        <h2 id="buy-credits-title">Buy credits</h2>
        <Tabs
          label="Ways to buy credits"
          tabs={TABS}
          active={tab}
          onChange={setTab}
          testId="purchase-tabs"
        >
          {tab === 'plans' ? (
            <SubscriptionPlans
              userId={userId}
              busy={flow.busy !== null}
              onSubscribe={flow.subscribe}
            />
          ) : (
            <PayAsYouGo busy={flow.busy !== null} onBuy={flow.buyCredits} />
          )}
        </Tabs>
      </section>
      <UsageAnalytics userId={userId} />
      <PaymentIssues userId={userId} />
      {flow.sandbox ? (
        <SandboxCheckout
          key={targetId(flow.sandbox.request.target)}
          session={flow.sandbox}
          onClose={flow.closeSandbox}
        />
      ) : null}
    </div>
  );
}
