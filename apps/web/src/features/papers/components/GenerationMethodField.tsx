import { AI_GENERATION_MESSAGES, CREDIT_COSTS } from '@abhyas/contracts';
import type { GenerationMethod } from '../paper-form';
import type { PaperFormBinding } from './paper-form-binding';
import styles from './papers.module.css';

interface MethodOption {
  value: GenerationMethod;
  label: string;
  note: string;
  /** Shown as a warning, and the option cannot be chosen. */
  unavailable: boolean;
}

const methods = (aiAvailable: boolean | undefined): MethodOption[] => [
  {
    value: 'question_bank',
    label: `From the question bank (${CREDIT_COSTS.generatePaperFromBank} credits)`,
    note: 'Reviewed questions, ready in seconds.',
    unavailable: false,
  },
  {
    value: 'ai',
    label: `With AI (${CREDIT_COSTS.generatePaperAi} credits)`,
    note:
      aiAvailable === false
        ? AI_GENERATION_MESSAGES.notConfigured
        : 'New questions written for this form in 2-5 minutes. Needs a class, a subject and a title.',
    unavailable: aiAvailable === false,
  },
];

interface GenerationMethodFieldProps extends PaperFormBinding {
  /** Whether the server offers AI generation; undefined while unknown. */
  aiAvailable: boolean | undefined;
}

export function GenerationMethodField({
  form,
  edit,
  disabled,
  aiAvailable,
}: GenerationMethodFieldProps) {
  return (
    <fieldset className={styles.methods}>
      <legend>Generation method</legend>
      {methods(aiAvailable).map((method) => (
        <label key={method.value} className={styles.method} data-testid={`method-${method.value}`}>
          <input
            type="radio"
            name="generation-method"
            value={method.value}
            checked={form.method === method.value}
            // An option already chosen stays enabled so the choice can be read; Generate says why not.
            disabled={disabled || (method.unavailable && form.method !== method.value)}
            onChange={() => edit({ type: 'method', method: method.value })}
          />
          <span>
            <strong>{method.label}</strong>
            <span className={method.unavailable ? styles.methodNoteWarning : styles.methodNote}>
              {method.note}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
