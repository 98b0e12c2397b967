import type { SubscriptionPlan } from '@abhyas/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { QueryState } from '../../../components/QueryState';
import { formatCredits, formatRupees } from '../../credits/credit-format';
import { currentSubscriptionsQueryOptions, plansQueryOptions } from '../api/payments-api';
import { repurchaseNotice, runningTermOf } from '../current-plan';
import styles from './payments.module.css';

interface SubscriptionPlansProps {
  userId: string;
  busy: boolean;
  onSubscribe: (plan: SubscriptionPlan | null) => Promise<boolean>;
}

const CYCLE_LABEL = { monthly: 'month', yearly: 'year' } as const;

export function SubscriptionPlans({ userId, busy, onSubscribe }: SubscriptionPlansProps) {
  const plans = useQuery(plansQueryOptions());
  const current = useQuery(currentSubscriptionsQueryOptions(userId));
  const terms = current.data ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Buying a plan that is running asks first: it adds a term, it does not replace one.
  const [confirming, setConfirming] = useState<{ plan: SubscriptionPlan; notice: string } | null>(
    null,
  );
  const confirmId = useId();

  const subscribe = (plan: SubscriptionPlan | null) => {
    const notice = plan ? repurchaseNotice(plan, terms, new Date()) : null;
    if (plan && notice) {
      setConfirming({ plan, notice });
      return;
    }
    void onSubscribe(plan);
  };

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
                    aria-label={`${plan.name}: ${formatCredits(plan.credits)} credits for ${formatRupees(plan.price)} per ${CYCLE_LABEL[plan.billingCycle]}${plan.popular ? ' (most popular)' : ''}${runningTermOf(terms, plan.planId) ? ' (your current plan)' : ''}`}
                    className={`${styles.plan} ${isSelected ? styles.planSelected : ''} ${plan.popular ? styles.planPopular : ''}`}
                    onClick={() => {
                      setSelectedId(plan.planId);
                      setConfirming(null);
                    }}
                    data-testid={`plan-${plan.planId}`}
                  >
                    {plan.popular ? <span className={styles.popular}>Most popular</span> : null}
                    <span className={styles.planName}>
                      {plan.name}{' '}
                      {runningTermOf(terms, plan.planId) ? (
                        <span className={styles.currentTag}>Current plan</span>
                      ) : null}
                    </span>
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
            {confirming ? (
              <div
                role="alertdialog"
                aria-labelledby={`${confirmId}-title`}
                aria-describedby={`${confirmId}-text`}
                className={styles.confirm}
                data-testid="repurchase-confirm"
              >
                <h3 id={`${confirmId}-title`}>Buy the {confirming.plan.name} plan again?</h3>
                <p id={`${confirmId}-text`}>{confirming.notice}</p>
                <div className={styles.confirmActions}>
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={busy}
                    onClick={() => {
                      setConfirming(null);
                      void onSubscribe(confirming.plan);
                    }}
                  >
                    Buy another term
                  </button>
                  <button
                    type="button"
                    className="button button--light"
                    onClick={() => setConfirming(null)}
                  >
                    Keep my plan as it is
                  </button>
                </div>
              </div>
            ) : null}
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
                onClick={() => subscribe(selected)}
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
