import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LEGAL_EFFECTIVE_DATE, formatLegalDate } from '../legal.constants';
import styles from './legal.module.css';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  path: '/privacy' | '/terms';
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

export function LegalDocument({ path, title, intro, sections }: LegalDocumentProps) {
  return (
    <>
      <section className="page-hero" aria-labelledby="legal-heading">
        <div className="container">
          <span className="eyebrow">Legal</span>
          <h1 id="legal-heading">{title}</h1>
          <p>Effective from {formatLegalDate(LEGAL_EFFECTIVE_DATE)}</p>
        </div>
      </section>
      <div className={`container ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby="toc-heading">
          <h2 id="toc-heading" className={styles.tocHeading}>
            On this page
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <Link to={path} hash={section.id}>
                  {section.heading}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.article}>
          <div className={styles.intro}>{intro}</div>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>
                {index + 1}. {section.heading}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
