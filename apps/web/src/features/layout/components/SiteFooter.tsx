import { Link } from '@tanstack/react-router';
import { NewsletterForm } from '../../newsletter/components/NewsletterForm';
import { BrandMark } from './BrandMark';
import { HashLink } from './HashLink';
import styles from './layout.module.css';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerGrid}`}>
        <div className={styles.footerBrand}>
          <BrandMark />
          <p>Adaptive practice and Olympiad preparation for Classes 5-10, in English medium.</p>
        </div>

        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.footerHeading}>
            Company
          </h2>
          <ul className={styles.footerLinks}>
            <li>
              <HashLink section="how">About</HashLink>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <HashLink section="pricing">Pricing</HashLink>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-prepare">
          <h2 id="footer-prepare" className={styles.footerHeading}>
            Prepare
          </h2>
          <ul className={styles.footerLinks}>
            <li>
              <Link to="/olympiad-prep">Olympiad prep</Link>
            </li>
            <li>
              <Link to="/cbse-prep">CBSE prep</Link>
            </li>
            <li>
              <HashLink section="subjects">Subjects</HashLink>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.footerHeading}>
            Legal
          </h2>
          <ul className={styles.footerLinks}>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
          </ul>
        </nav>

        <div className={styles.footerNewsletter}>
          <NewsletterForm />
        </div>
      </div>
      <div className={`container ${styles.footerBottom}`}>
        <p>© {year} Abhyas. All rights reserved.</p>
        <p>
          Board and Olympiad names belong to their owners and are used only to describe the exams we
          help students prepare for.
        </p>
      </div>
    </footer>
  );
}
