import { TEST_MESSAGES } from '@abhyas/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { studentResultQueryOptions } from '../api/tests-api';
import { QuestionExplanation } from '../../explanations/components/QuestionExplanation';
import { answerDisplay, canAskExplanation } from '../result-review';
import { ResultQuestionView } from './ResultQuestionView';
import { ResultSummary } from './ResultSummary';
import styles from './tests.module.css';

interface ResultStepperProps {
  attemptId: string;
  onBack?: () => void;
}

/** A student's result, one question at a time: Previous, Next and a dot per question. */
export function ResultStepper({ attemptId, onBack }: ResultStepperProps) {
  const result = useQuery(studentResultQueryOptions(attemptId));
  const [index, setIndex] = useState(0);

  if (result.isPending) {
    return (
      <p className="state-note" role="status">
        Loading the result...
      </p>
    );
  }
  if (result.isError) {
    const notFound = result.error instanceof ApiError && result.error.status === 404;
    return (
      <div className="state-note state-note--error" role="alert">
        <span>
          {notFound
            ? TEST_MESSAGES.resultsNotFound
            : result.error instanceof ApiError && result.error.serverMessage
              ? result.error.serverMessage
              : TEST_MESSAGES.failedToFetchResults}
        </span>
        {onBack ? (
          <button type="button" className="button button--light" onClick={onBack}>
            Back to results
          </button>
        ) : null}
      </div>
    );
  }
  const data = result.data;
  const questions = data.questionsWithAnswers;
  const current = Math.min(index, Math.max(0, questions.length - 1));
  const question = questions[current];
  return (
    <section className={styles.panel} aria-labelledby="result-title" data-testid="result-detail">
      <div className={styles.toolbar}>
        <div>
          <h2 id="result-title">{data.paperTitle}</h2>
          <p className={styles.meta}>
            {data.subject} · {data.chapter} · Attempt {data.attemptNumber}
          </p>
        </div>
        {onBack ? (
          <button type="button" className="button button--secondary" onClick={onBack}>
            ← All results
          </button>
        ) : null}
      </div>
      <ResultSummary result={data} />
      {question ? (
        <>
          <ResultQuestionView
            question={question}
            actions={
              canAskExplanation(question) ? (
                <QuestionExplanation
                  key={question.questionId}
                  attemptId={attemptId}
                  question={question}
                  shown={{
                    studentAnswer: answerDisplay(question, question.studentAnswer),
                    correctAnswer: answerDisplay(question, question.correctAnswer),
                  }}
                />
              ) : null
            }
          />
          <div className={styles.stepper}>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setIndex(current - 1)}
              disabled={current === 0}
            >
              ← Previous
            </button>
            <span className={styles.meta} aria-live="polite">
              Question {current + 1} of {questions.length}
            </span>
            <button
              type="button"
              className="button button--primary"
              onClick={() => setIndex(current + 1)}
              disabled={current >= questions.length - 1}
            >
              Next →
            </button>
          </div>
          <ol className={styles.dots} aria-label="Questions">
            {questions.map((entry, position) => (
              <li key={entry.questionId}>
                <button
                  type="button"
                  className={`${styles.dot} ${styles[`dot_${entry.status}`]}`}
                  aria-current={position === current ? 'step' : undefined}
                  aria-label={`Question ${entry.questionNumber}`}
                  onClick={() => setIndex(position)}
                />
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
