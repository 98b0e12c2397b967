import { CREDIT_COSTS } from '@abhyas/contracts';
import type { GenerationMethod } from '../paper-form';
import type { PaperFormBinding } from './paper-form-binding';
import styles from './papers.module.css';

const METHODS: { value: GenerationMethod; label: string; note: string }[] = [
  {
    value: 'question_bank',
    label: `From the question bank (${CREDIT_COSTS.generatePaperFromBank} credits)`,
    note: 'Reviewed questions, ready in seconds.',
  },
  {
    value: 'ai',
    label: `With AI (${CREDIT_COSTS.generatePaperAi} credits)`,
    note: 'Not available yet: AI generation is still being built. Question-bank generation works now.',
  },
];

export function GenerationMethodField({ form, edit, disabled }: PaperFormBinding) {
  return (
    <fieldset className={styles.methods}>
      <legend>Generation method</legend>
      {METHODS.map((method) => (
        <label key={method.value} className={styles.method} data-testid={`method-${method.value}`}>
          <input
            type="radio"
            name="generation-method"
            value={method.value}
            checked={form.method === method.value}
            disabled={disabled}
            onChange={() => edit({ type: 'method', method: method.value })}
          />
          <span>
            <strong>{method.label}</strong>
            <span className={method.value === 'ai' ? styles.methodNoteWarning : styles.methodNote}>
              {method.note}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
