import { TextField } from '../../../components/TextField';
import { useContactForm } from '../hooks/useContactForm';

export function ContactForm() {
  const { values, setField, status, invalidField, submitting, onSubmit, formRef } =
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
        <TextField
          id="contact-name"
          label="Your name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => setField('name', event.target.value)}
          aria-invalid={invalidField === 'name'}
        />
        <TextField
          id="contact-email"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => setField('email', event.target.value)}
          aria-invalid={invalidField === 'email'}
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
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? 'Sending...' : 'Send message'}
        </button>
      </div>

      <p
        id="contact-status"
        className={`form-status ${status ? `form-status--${status.kind}` : ''}`}
        role="status"
        aria-live="polite"
      >
        {status?.message ?? ''}
      </p>
    </form>
  );
}
