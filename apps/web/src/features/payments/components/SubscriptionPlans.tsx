import type { SubscriptionPlan } from '@abhyas/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/QueryState';
import { formatCredits, formatRupees } from '../../credits/credit-format';
import { plansQueryOptions } from '../api/payments-api';
import styles from './payments.module.css';

interface SubscriptionPlansProps {
  busy: boolean;
  onSubscribe: (plan: SubscriptionPlan | null) => Promise<boolean>;
}

const CYCLE_LABEL = { monthly: 'month', yearly: 'year' } as const;

export function SubscriptionPlans({ busy, onSubscribe }: SubscriptionPlansProps) {
  const plans = useQuery(plansQueryOptions());
  const [selectedId, setSelectedId] = useState<string | null>(null);

  return (
    <QueryState
      query={plans}
      loading="Loading plans..."
      errorText="Could not load the subscription plans."
      isEmpty={(list) => list.length === 0}
      empty={<p>No subscription plans are available right now.</p>}
    >
      {(list) => {
        const selected = list.find((plan) => plan.planId === selectedId) ?? null;
        return (
          <div className={styles.stack}>
            <div role="radiogroup" aria-label="Subscription plans" className={styles.plans}>
              {list.map((plan) => {
                const isSelected = plan.planId === selectedId;
                return (
                  <button
                    key={plan.planId}
                    type="button"
                    role="radio"
                    aria-checked={isSelected}
                    aria-label={`${plan.name}: ${formatCredits(plan.credits)} credits for ${formatRupees(plan.price)} per ${CYCLE_LABEL[plan.billingCycle]}${plan.popular ? ' (most popular)' : ''}`}
                    className={`${styles.plan} ${isSelected ? styles.planSelected : ''} ${plan.popular ? styles.planPopular : ''}`}
                    onClick={() => setSelectedId(plan.planId)}
                    data-testid={`plan-${plan.planId}`}
                  >
                    {plan.popular ? <span className={styles.popular}>Most popular</span> : null}
                    <span className={styles.planName}>{plan.name}</span>
                    <span className={styles.planPrice}>
                      <strong>{formatRupees(plan.price)}</strong>
                      <span>/{CYCLE_LABEL[plan.billingCycle]}</span>
                    </span>
                    <span className={styles.planCredits}>
                      {formatCredits(plan.credits)} credits · billed {plan.billingCycle}
                    </span>
                    <span className={styles.planRate}>
                      {plan.conversionRate} {plan.conversionRate === 1 ? 'credit' : 'credits'} per
                      ₹1
                    </span>
                    <ul className={styles.features}>
                      {plan.features.map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                    </ul>
                    <span className={styles.planPick} aria-hidden="true">
                      {isSelected ? 'Selected' : 'Select'}
                    </span>
                  </button>
                );
              })}
            </div>
            <div className={styles.actionRow}>
              <p className={styles.actionNote}>
                {selected
                  ? `${selected.name}: ${formatCredits(selected.credits)} credits for ${formatRupees(selected.price)}, valid for one ${CYCLE_LABEL[selected.billingCycle]}.`
                  : 'Choose a plan above. Plans run for their term and do not renew automatically.'}
              </p>
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => void onSubscribe(selected)}
                data-testid="subscribe-button"
              >
                {busy ? 'Processing...' : 'Subscribe'}
              </button>
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}
