import { PageSection } from '../../../components/PageSection';
import type { LeadPageContent } from '../lead-page.content';
import styles from './leads.module.css';

/** Native disclosure widgets: keyboard and screen-reader support without extra script. */
export function LeadFaq({ faqs }: { faqs: LeadPageContent['faqs'] }) {
  return (
    <PageSection
      headingId="faq-heading"
      eyebrow="Questions parents ask"
      heading="Frequently asked questions"
      alt
      containerClassName={styles.faqContainer}
    >
      <div className={styles.faqList}>
        {faqs.map((faq, index) => (
          <details key={faq.question} className={styles.faqItem} open={index === 0}>
            <summary className={styles.faqQuestion}>{faq.question}</summary>
            <p className={styles.faqAnswer}>{faq.answer}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
