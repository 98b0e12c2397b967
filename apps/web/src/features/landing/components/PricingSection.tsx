import { Link } from '@tanstack/react-router';
import { PageSection } from '../../../components/PageSection';
import { PRICING_CARDS, PRICING_NOTE, formatPlanPrice } from '../pricing-plans';
import styles from './landing.module.css';

export function PricingSection() {
  return (
    <PageSection
      id="pricing"
      headingId="pricing-heading"
      eyebrow="Pricing"
      heading="Credits, plans and prices in rupees"
      intro={PRICING_NOTE}
    >
      <ul className={styles.plans}>
        {PRICING_CARDS.map((plan) => {
          const price = formatPlanPrice(plan);
          return (
            <li
              key={plan.id}
              className={`${styles.plan} ${plan.highlighted ? styles.planHighlighted : ''}`}
              aria-labelledby={`plan-${plan.id}`}
            >
              {plan.highlighted ? <span className={styles.planBadge}>Most popular</span> : null}
              <h3 id={`plan-${plan.id}`}>{plan.name}</h3>
              <p className={styles.planPrice}>
                <span className={styles.planAmount}>{price.amount}</span>
                {price.period ? <span className={styles.planPeriod}>{price.period}</span> : null}
              </p>
              <p className={styles.planSummary}>{plan.summary}</p>
              <ul className={styles.planFeatures}>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <Link
                to="/auth"
                className={`button button--block ${plan.highlighted ? 'button--primary' : 'button--secondary'}`}
              >
                {plan.cta}
              </Link>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
