import { LEAD_GRADES, LEAD_TRACKS } from '@abhyas/contracts';
import { CheckboxField } from '../../../components/CheckboxField';
import { FormStatusLine } from '../../../components/FormStatusLine';
import { SelectField } from '../../../components/SelectField';
import { SubmitButton } from '../../../components/SubmitButton';
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

const TRACK_OPTIONS = LEAD_TRACKS.map((option) => ({
  value: option,
  label: TRACK_LABELS[option],
}));

export function LeadForm({ track, content }: LeadFormProps) {
  const { values, setField, textField, choiceField, status, submitting, onSubmit, formRef } =
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
        {...textField('name')}
        label="Parent or student name"
        autoComplete="name"
        required
      />
      <TextField {...textField('email')} label="Email" type="email" autoComplete="email" required />
      <TextField
        {...textField('phone')}
        label={
          <>
            Mobile number <span className="optional">(optional)</span>
          </>
        }
        hint="10-digit number, digits only. We use it for WhatsApp updates."
        hintId="lead-phone-hint"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        onChange={(event) => setField('phone', sanitizePhoneInput(event.target.value))}
        onBlur={() => setField('phone', normalizeMobile(values.phone))}
      />

      <div className="form-row">
        <SelectField {...choiceField('grade', isLeadGrade)} label="Class" options={LEAD_GRADES} />
        <SelectField
          {...choiceField('track', isLeadTrack)}
          label="Preparing for"
          options={TRACK_OPTIONS}
        />
      </div>

      <CheckboxField
        id="lead-consent"
        name="consent"
        label="Send me the free test, the sprint plan and practice tips by email and WhatsApp."
        checked={values.consent}
        onChange={(event) => setField('consent', event.target.checked)}
      />

      <SubmitButton busy={submitting} busyLabel="Sending…" block>
        {content.submitLabel}
      </SubmitButton>

      <FormStatusLine id="lead-status" status={status} />
    </form>
  );
}
