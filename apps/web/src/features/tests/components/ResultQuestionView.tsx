import type { ResultQuestion } from '@abhyas/contracts';
import type { ReactNode } from 'react';
import { DiagramImage } from '../../papers/components/DiagramImage';
import { RESULT_STATUS_LABELS, answerDisplay, marksText, reviewOptions } from '../result-review';
import styles from './tests.module.css';

interface ResultQuestionViewProps {
  question: ResultQuestion;
  /** Under the answers: the explanation request, or the parent's mark change. */
  actions?: ReactNode;
  as?: 'li' | 'div';
}

/** One question of a submitted test: the answers given and expected, correctness and marks. */
export function ResultQuestionView({
  question,
  actions,
  as: Tag = 'div',
}: ResultQuestionViewProps) {
  const options = reviewOptions(question);
  return (
    <Tag className={styles.review} data-testid="result-question" data-status={question.status}>
      <div className={styles.reviewHead}>
        <h3 className={styles.reviewStem}>
          <span className={styles.reviewNumber}>{question.questionNumber}.</span>{' '}
          {question.question}
        </h3>
        <span className={`${styles.status} ${styles[`status_${question.status}`]}`}>
          {RESULT_STATUS_LABELS[question.status]}
        </span>
      </div>
      {question.passage ? (
        <blockquote className={styles.passage}>{question.passage}</blockquote>
      ) : null}
      {question.diagram ? <DiagramImage diagram={question.diagram} /> : null}
      {options.length > 0 ? (
        <ul className={styles.reviewOptions}>
          {options.map((option) => (
            <li
              key={option.letter}
              className={[
                option.correct ? styles.optionCorrect : '',
                option.chosen && !option.correct ? styles.optionWrong : '',
              ].join(' ')}
            >
              <span className={styles.optionLetter} aria-hidden="true">
                {option.letter}
              </span>
              <span>{option.text}</span>
              {option.chosen || option.correct ? (
                <span className={styles.optionNotes}>
                  {option.chosen ? <span>Your answer</span> : null}
                  {option.correct ? <span>Correct answer</span> : null}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.answers}>
        <div>
          <dt>Student’s answer</dt>
          <dd data-testid="student-answer">{answerDisplay(question, question.studentAnswer)}</dd>
        </div>
        <div>
          <dt>Correct answer</dt>
          <dd>{answerDisplay(question, question.correctAnswer)}</dd>
        </div>
        <div>
          <dt>Marks</dt>
          <dd>
            {marksText(question.marksObtained, question.maxMarks)}
            {question.provisional ? ' (provisional, marked by rubric)' : ''}
            {question.override ? ` (changed by parent: ${question.override.reason})` : ''}
          </dd>
        </div>
      </dl>
      {actions}
    </Tag>
  );
}
