import type { LeadPageContent } from '../lead-page.content';
import styles from './leads.module.css';

/** Native disclosure widgets: keyboard and screen-reader support without extra script. */
export function LeadFaq({ faqs }: { faqs: LeadPageContent['faqs'] }) {
  return (
    <section className="section section--alt" aria-labelledby="faq-heading">
      <div className={`container ${styles.faqContainer}`}>
        <header className="section-header">
          <span className="eyebrow">Questions parents ask</span>
          <h2 id="faq-heading">Frequently asked questions</h2>
        </header>
        <div className={styles.faqList}>
          {faqs.map((faq, index) => (
            <details key={faq.question} className={styles.faqItem} open={index === 0}>
              <summary className={styles.faqQuestion}>{faq.question}</summary>
              <p className={styles.faqAnswer}>{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
