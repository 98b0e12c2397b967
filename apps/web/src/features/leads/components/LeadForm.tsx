import { LEAD_GRADES, LEAD_TRACKS } from '@abhyas/contracts';
import { TextField } from '../../../components/TextField';
import { useLeadForm } from '../hooks/useLeadForm';
import {
  isLeadGrade,
  isLeadTrack,
  normalizeMobile,
  sanitizePhoneInput,
  type LeadTrack,
} from '../lead-form.validation';
import { TRACK_LABELS, type LeadPageContent } from '../lead-page.content';
import styles from './leads.module.css';

interface LeadFormProps {
  track: LeadTrack;
  content: Pick<LeadPageContent, 'formHeading' | 'formIntro' | 'submitLabel'>;
}

export function LeadForm({ track, content }: LeadFormProps) {
  const { values, update, status, invalidField, submitting, onSubmit, formRef } =
    useLeadForm(track);

  return (
    <form
      ref={formRef}
      className={`form card ${styles.formCard}`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="lead-form-heading"
      aria-describedby="lead-status"
    >
      <div>
        <h2 id="lead-form-heading" className={styles.formHeading}>
          {content.formHeading}
        </h2>
        <p className={styles.formIntro}>{content.formIntro}</p>
      </div>

      <TextField
        id="lead-name"
        label="Parent or student name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={(event) => update('name', event.target.value)}
        aria-invalid={invalidField === 'name'}
      />

      <TextField
        id="lead-email"
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
        aria-invalid={invalidField === 'email'}
      />

      <TextField
        id="lead-phone"
        label={
          <>
            Mobile number <span className="optional">(optional)</span>
          </>
        }
        hint="10-digit number, digits only. We use it for WhatsApp updates."
        hintId="lead-phone-hint"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={values.phone}
        onChange={(event) => update('phone', sanitizePhoneInput(event.target.value))}
        onBlur={() => update('phone', normalizeMobile(values.phone))}
        aria-invalid={invalidField === 'phone'}
      />

      <div className="form-row">
        <div className="field">
          <label htmlFor="lead-grade">Class</label>
          <select
            id="lead-grade"
            name="grade"
            className="select"
            value={values.grade}
            onChange={(event) => {
              if (isLeadGrade(event.target.value)) {
                update('grade', event.target.value);
              }
            }}
            aria-invalid={invalidField === 'grade'}
          >
            {LEAD_GRADES.map((grade) => (
              <option key={grade} value={grade}>
                {grade}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="lead-track">Preparing for</label>
          <select
            id="lead-track"
            name="track"
            className="select"
            value={values.track}
            onChange={(event) => {
              if (isLeadTrack(event.target.value)) {
                update('track', event.target.value);
              }
            }}
            aria-invalid={invalidField === 'track'}
          >
            {LEAD_TRACKS.map((option) => (
              <option key={option} value={option}>
                {TRACK_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <label className="checkbox" htmlFor="lead-consent">
        <input
          id="lead-consent"
          name="consent"
          type="checkbox"
          checked={values.consent}
          onChange={(event) => update('consent', event.target.checked)}
        />
        <span>Send me the free test, the sprint plan and practice tips by email and WhatsApp.</span>
      </label>

      <button type="submit" className="button button--primary button--block" disabled={submitting}>
        {submitting ? 'Sending…' : content.submitLabel}
      </button>

      <p
        id="lead-status"
        className={`form-status ${status ? `form-status--${status.kind}` : ''}`}
        role="status"
        aria-live="polite"
      >
        {status?.message ?? ''}
      </p>
    </form>
  );
}
