import { FormStatusLine } from '../../../components/FormStatusLine';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { useContactForm } from '../hooks/useContactForm';

export function ContactForm() {
  const { values, setField, textField, status, invalidField, submitting, onSubmit, formRef } =
    useContactForm();

  return (
    <form
      ref={formRef}
      className="form"
      onSubmit={onSubmit}
      noValidate
      aria-describedby="contact-status"
    >
      <div className="form-row">
        <TextField {...textField('name')} label="Your name" autoComplete="name" required />
        <TextField
          {...textField('email')}
          label="Email"
          type="email"
          autoComplete="email"
          required
        />
      </div>

      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          name="message"
          className="textarea"
          rows={6}
          required
          value={values.message}
          onChange={(event) => setField('message', event.target.value)}
          aria-invalid={invalidField === 'message'}
        />
      </div>

      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-company">Company</label>
        <input
          id="contact-company"
          name="company"
          tabIndex={-1}
          autoComplete="off"
          value={values.company}
          onChange={(event) => setField('company', event.target.value)}
        />
      </div>

      <div>
        <SubmitButton busy={submitting} busyLabel="Sending...">
          Send message
        </SubmitButton>
      </div>

      <FormStatusLine id="contact-status" status={status} />
    </form>
  );
}
