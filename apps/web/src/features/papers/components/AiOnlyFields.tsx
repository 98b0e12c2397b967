import { FieldError } from '../../../components/FieldError';
import { SelectField } from '../../../components/SelectField';
import { AI_DIFFICULTIES, AI_QUESTION_TYPES } from '../paper-form';
import { fieldError, type PaperFormBinding } from './paper-form-binding';
import styles from './papers.module.css';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What an AI paper would be asked for: question types and one difficulty (spec §5). */
export function AiOnlyFields({ binding }: { binding: PaperFormBinding }) {
  const { form, edit, disabled } = binding;
  if (form.method !== 'ai') {
    return null;
  }
  const error = fieldError(binding, 'questionTypes', 'paper-question-types');
  return (
    <fieldset className={styles.subForm}>
      <legend>AI paper options</legend>
      <fieldset className={styles.checkGroup}>
        <legend>Question types</legend>
        <div className={styles.checkRow}>
          {AI_QUESTION_TYPES.map((questionType) => (
            <label key={questionType} className="checkbox">
              <input
                type="checkbox"
                checked={form.questionTypes.includes(questionType)}
                disabled={disabled}
                onChange={() => edit({ type: 'toggleQuestionType', questionType })}
              />
              <span>{questionType}</span>
            </label>
          ))}
        </div>
        <FieldError id={error.errorId} message={error.error} />
      </fieldset>
      <SelectField
        id="paper-ai-difficulty"
        label="Difficulty"
        options={AI_DIFFICULTIES.map((value) => ({ value, label: capitalised(value) }))}
        value={form.difficulty}
        disabled={disabled}
        onChange={(event) => {
          const value = AI_DIFFICULTIES.find((entry) => entry === event.target.value);
          if (value) {
            edit({ type: 'difficulty', difficulty: value });
          }
        }}
      />
    </fieldset>
  );
}
