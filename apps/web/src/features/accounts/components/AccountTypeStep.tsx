import { REGISTRATION_CLASSES, SUBJECTS_OF_INTEREST } from '@abhyas/contracts';
import { FieldError } from '../../../components/FieldError';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import type { useRegistrationWizard } from '../hooks/useRegistrationWizard';
import styles from './accounts.module.css';

type Wizard = ReturnType<typeof useRegistrationWizard>;

const TYPES = [
  { value: 'student', title: 'Student', text: 'I will practise for my own exams.' },
  { value: 'parent', title: 'Parent', text: 'I will set tests and follow my children.' },
] as const;

export function AccountTypeStep({ wizard }: { wizard: Wizard }) {
  const { form, errors, setField } = wizard;
  const toggleSubject = (subject: (typeof SUBJECTS_OF_INTEREST)[number]) =>
    setField(
      'subjects',
      form.subjects.includes(subject)
        ? form.subjects.filter((item) => item !== subject)
        : [...form.subjects, subject],
    );

  return (
    <div className="form">
      <fieldset className={styles.typeChoice} aria-describedby="reg-type-error">
        <legend className="field-label">I am a</legend>
        {TYPES.map((type) => (
          <label
            key={type.value}
            className={`${styles.typeOption} ${form.accountType === type.value ? styles.typeSelected : ''}`}
          >
            <input
              id={type.value === TYPES[0].value ? 'reg-accountType' : undefined}
              type="radio"
              name="accountType"
              aria-invalid={Boolean(errors.accountType)}
              value={type.value}
              checked={form.accountType === type.value}
              onChange={() => setField('accountType', type.value)}
            />
            <span>
              <strong>{type.title}</strong>
              <span className={styles.typeText}>{type.text}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <FieldError id="reg-type-error" message={errors.accountType} />

      {form.accountType === 'parent' ? (
        <p className={styles.note}>
          You will add your children after registration, from your dashboard. Each child gets a
          username and a 4-digit PIN to sign in with.
        </p>
      ) : null}

      {form.accountType === 'student' ? (
        <>
          <SelectField
            id="reg-class"
            label="Class"
            errorId="reg-class-error"
            error={errors.class}
            placeholder="Select your class"
            options={REGISTRATION_CLASSES}
            value={form.class}
            onChange={(event) => setField('class', event.target.value as typeof form.class)}
          />
          <fieldset className="field" aria-describedby="reg-subjects-error">
            <legend className="field-label">Subjects of interest</legend>
            <div className={styles.chips}>
              {SUBJECTS_OF_INTEREST.map((subject) => {
                const on = form.subjects.includes(subject);
                return (
                  <button
                    key={subject}
                    id={subject === SUBJECTS_OF_INTEREST[0] ? 'reg-subjects' : undefined}
                    type="button"
                    className={`${styles.chip} ${on ? styles.chipOn : ''}`}
                    aria-pressed={on}
                    onClick={() => toggleSubject(subject)}
                  >
                    {on ? '✓ ' : ''}
                    {subject}
                  </button>
                );
              })}
            </div>
            <FieldError id="reg-subjects-error" message={errors.subjects} />
          </fieldset>
          <TextField
            id="reg-school"
            label={
              <>
                School name <span className="optional">(optional)</span>
              </>
            }
            autoComplete="organization"
            value={form.school}
            onChange={(event) => setField('school', event.target.value)}
          />
        </>
      ) : null}
    </div>
  );
}
