import { Link } from '@tanstack/react-router';
import { HashLink } from '../features/layout/components/HashLink';
import { ContactForm } from '../features/contact/components/ContactForm';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import styles from './contact.module.css';

export function ContactPage() {
  useDocumentTitle('Contact us');
  return (
    <>
      <section className="page-hero" aria-labelledby="contact-heading">
        <div className="container">
          <span className="eyebrow">Contact</span>
          <h1 id="contact-heading">We’re here to help</h1>
          <p>
            Questions about plans, your child’s practice or a school pilot? Send us a message and
            our support team will reply within 1 business day.
          </p>
        </div>
      </section>
      <section className={`container ${styles.layout}`} aria-label="Contact form">
        <div className={`card ${styles.formCard}`}>
          <h2 className={styles.formHeading}>Send us a message</h2>
          <ContactForm />
        </div>
        <aside className={styles.aside} aria-labelledby="contact-help-heading">
          <h2 id="contact-help-heading" className={styles.asideHeading}>
            To help us answer quickly
          </h2>
          <ul>
            <li>Tell us your child’s class and board, or the Olympiad they are preparing for.</li>
            <li>For a payment question, include the date and the amount.</li>
            <li>Schools and tutors: tell us how many students you would like to start with.</li>
          </ul>
          <h2 className={styles.asideHeading}>Useful links</h2>
          <ul>
            <li>
              <HashLink section="pricing">Plans and pricing</HashLink>
            </li>
            <li>
              <Link to="/olympiad-prep">Free Olympiad mock test</Link>
            </li>
            <li>
              <Link to="/privacy">How we handle your data</Link>
            </li>
          </ul>
        </aside>
      </section>
    </>
  );
}
