import { PAPER_RULES } from '@abhyas/contracts';
import { FieldError } from '../../../components/FieldError';
import { chapterChoice, topicsRequired } from '../paper-form';
import { fieldError, type PaperFormBinding } from './paper-form-binding';
import styles from './papers.module.css';

/** The chosen chapter's topics, at most five (spec §5). */
export function TopicPicker({ binding }: { binding: PaperFormBinding }) {
  const { form, options, edit, disabled } = binding;
  if (chapterChoice(form) !== 'one') {
    return null;
  }
  const full = form.topics.length >= PAPER_RULES.maxTopics;
  const error = fieldError(binding, 'topics', 'paper-topics');
  return (
    <fieldset
      className={styles.checkGroup}
      aria-describedby={error.error ? error.errorId : undefined}
    >
      <legend>
        Topics{topicsRequired(form) ? '' : ' (optional)'}{' '}
        <span className={styles.legendNote}>
          ({form.topics.length} of at most {PAPER_RULES.maxTopics})
        </span>
      </legend>
      {options.topics.length === 0 ? (
        <p className={styles.muted}>Choose a chapter first.</p>
      ) : (
        <div className={styles.checkList} data-testid="topic-list">
          {options.topics.map((topic) => {
            const checked = form.topics.includes(topic.id);
            return (
              <label key={topic.id} className="checkbox">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={disabled || (full && !checked)}
                  onChange={() => edit({ type: 'toggleTopic', topic: topic.id })}
                />
                <span>{topic.name}</span>
              </label>
            );
          })}
        </div>
      )}
      <FieldError id={error.errorId} message={error.error} />
    </fieldset>
  );
}
