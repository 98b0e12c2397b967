import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import type { LeadTrack } from '../lead-form.validation';
import { LEAD_PAGE_CONTENT } from '../lead-page.content';
import { LeadFaq } from './LeadFaq';
import { LeadForm } from './LeadForm';
import { LeadSteps } from './LeadSteps';
import { TrackUpsell } from './TrackUpsell';
import styles from './leads.module.css';

/** The lead-capture landing page, shared by /olympiad-prep and /cbse-prep. */
export function LeadPage({ track }: { track: LeadTrack }) {
  const content = LEAD_PAGE_CONTENT[track];
  useDocumentTitle(content.documentTitle);

  return (
    <>
      <section className={styles.hero} aria-labelledby="lead-heading">
        <div className={`container ${styles.heroGrid}`}>
          <div>
            <span className="eyebrow">{content.eyebrow}</span>
            <h1 id="lead-heading" className={styles.heroTitle}>
              {content.heading}
            </h1>
            <p className={styles.heroLead}>{content.lead}</p>
            <ul className={styles.highlights}>
              {content.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
            <p className={styles.signupNote}>
              Prefer to start practising straight away?{' '}
              <Link to="/signup">Create a free account</Link>.
            </p>
          </div>
          {/* Keyed by track so moving between the two pages starts a fresh form. */}
          <LeadForm key={track} track={track} content={content} />
        </div>
      </section>
      <LeadSteps heading={content.stepsHeading} steps={content.steps} />
      <LeadFaq faqs={content.faqs} />
      <TrackUpsell upsell={content.upsell} />
    </>
  );
}
