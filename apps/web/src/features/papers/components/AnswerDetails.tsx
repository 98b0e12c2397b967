import type { PaperQuestion } from '@abhyas/contracts';
import { answerText, marksLabel } from '../paper-questions';
import styles from './question.module.css';

/** The parent's view of a question's key: the answer, the marking points and the worked solution. */
export function AnswerDetails({ question }: { question: PaperQuestion }) {
  const answer = answerText(question);
  const written =
    !question.options?.length && !question.acceptedAnswers?.length && question.modelAnswer;
  return (
    <div className={styles.answer} data-testid="question-answer">
      {answer ? (
        <p className={styles.answerLine}>
          <strong>{written ? 'Model answer:' : 'Answer:'}</strong> {answer}
        </p>
      ) : null}
      {question.rubric && question.rubric.length > 0 ? (
        <ul className={styles.rubric} aria-label="Marking points">
          {question.rubric.map((point) => (
            <li key={point.point}>
              {point.point} <span className={styles.muted}>({marksLabel(point.marks)})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {question.explanation ? (
        <details className={styles.explanation}>
          <summary>Explanation</summary>
          <ol>
            {question.explanation.detailedSolution.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
          {question.explanation.keyConcepts.length > 0 ? (
            <p className={styles.muted}>
              Key concepts: {question.explanation.keyConcepts.join(', ')}
            </p>
          ) : null}
        </details>
      ) : null}
    </div>
  );
}
