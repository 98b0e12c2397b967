import { optionIndexOf, optionLetter, stripOptionPrefix } from '@abhyas/contracts';
import styles from './test-session.module.css';

interface ChoiceAnswerProps {
  questionId: string;
  labelledBy: string;
  options: readonly string[];
  /** What a choice saves as: the option's letter (MCQ) or its text (True/False). */
  valueOf: (index: number) => string;
  value: string;
  onChange: (value: string) => void;
}

/** The options as one radio group: ↑ ↓ or a number key choose, the choice saves at once. */
export function ChoiceAnswer({
  questionId,
  labelledBy,
  options,
  valueOf,
  value,
  onChange,
}: ChoiceAnswerProps) {
  const chosen = value === '' ? undefined : optionIndexOf(options, value);
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={styles.options}>
      {options.map((option, index) => {
        const id = `answer-${questionId}-${index}`;
        return (
          <label
            key={id}
            htmlFor={id}
            className={index === chosen ? `${styles.option} ${styles.optionChosen}` : styles.option}
          >
            <input
              id={id}
              type="radio"
              name={`answer-${questionId}`}
              value={valueOf(index)}
              checked={index === chosen}
              onChange={() => onChange(valueOf(index))}
            />
            <span className={styles.optionKey} aria-hidden="true">
              {options.length > 2 ? optionLetter(index) : index + 1}
            </span>
            <span>{stripOptionPrefix(option)}</span>
          </label>
        );
      })}
    </div>
  );
}
