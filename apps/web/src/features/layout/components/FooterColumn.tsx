import { Link } from '@tanstack/react-router';
import type { FooterNavColumn } from '../navigation';
import { HashLink } from './HashLink';
import styles from './layout.module.css';

/** One titled list of links in the site footer. */
export function FooterColumn({ column }: { column: FooterNavColumn }) {
  return (
    <nav aria-labelledby={column.id}>
      <h2 id={column.id} className={styles.footerHeading}>
        {column.title}
      </h2>
      <ul className={styles.footerLinks}>
        {column.links.map((link) => (
          <li key={link.label}>
            {link.kind === 'section' ? (
              <HashLink section={link.section}>{link.label}</HashLink>
            ) : (
              <Link to={link.to}>{link.label}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
