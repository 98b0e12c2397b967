import { NewsletterForm } from '../../newsletter/components/NewsletterForm';
import { FOOTER_NAV } from '../navigation';
import { BrandMark } from './BrandMark';
import { FooterColumn } from './FooterColumn';
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

        {FOOTER_NAV.map((column) => (
          <FooterColumn key={column.id} column={column} />
        ))}

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
