import { TEST_MESSAGES } from '@abhyas/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError, serverMessageOr } from '../../../lib/api-client';
import { parentResultQueryOptions } from '../api/tests-api';
import { formatPercentage } from '../assignment-status';
import { formatCompletedAt, isWrittenAnswer } from '../result-review';
import { OverrideMarks } from './OverrideMarks';
import { ResultQuestionView } from './ResultQuestionView';
import { ResultSummary } from './ResultSummary';
import styles from './tests.module.css';

interface ParentResultDetailProps {
  parentId: string;
  paperId: string;
  studentName: string;
  attemptId: string | null;
}

const failureText = (error: Error): string => {
  if (error instanceof ApiError && error.status === 404) {
    return error.serverMessage ?? TEST_MESSAGES.noResultsForPaper;
  }
  return serverMessageOr(error, TEST_MESSAGES.failedToFetchResults);
};

/** Parent doc §2: one paper's result for a child, any of its attempts, every question reviewed. */
export function ParentResultDetail({
  parentId,
  paperId,
  studentName,
  attemptId,
}: ParentResultDetailProps) {
  const [chosen, setChosen] = useState<string | null>(attemptId);
  const result = useQuery(parentResultQueryOptions(parentId, paperId, studentName, chosen));

  if (result.isPending) {
    return (
      <p className="state-note" role="status">
        Loading the result...
      </p>
    );
  }
  if (result.isError) {
    return (
      <div className="state-note state-note--error" role="alert">
        <span>{failureText(result.error)}</span>
        <Link
          to="/parent-dashboard"
          search={{ view: 'test-results' }}
          className="button button--light"
        >
          Back to Test Results
        </Link>
      </div>
    );
  }
  const data = result.data;
  const attempts = data.attempts ?? [];
  return (
    <div className={styles.stack}>
      <section className={styles.panel} aria-labelledby="detail-title" data-testid="parent-result">
        <div className={styles.toolbar}>
          <div>
            <h2 id="detail-title">{data.paperTitle}</h2>
            <p className={styles.meta}>
              {studentName} · {data.subject} · {data.chapter} · Attempt {data.attemptNumber}
              {data.submittedBy === 'deadline' ? ' · submitted when time ran out' : ''}
            </p>
          </div>
          {attempts.length > 1 ? (
            <div className="field">
              <label htmlFor="attempt-switcher">Attempt</label>
              <select
                id="attempt-switcher"
                className="select"
                value={data._id}
                onChange={(event) => setChosen(event.target.value)}
              >
                {attempts.map((entry) => (
                  <option key={entry._id} value={entry._id}>
                    Attempt {entry.attemptNumber}: {formatPercentage(entry.percentage)}% ·{' '}
                    {formatCompletedAt(entry.completedAt)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
        <ResultSummary result={data} />
        {data.provisional ? (
          <p className={styles.note}>
            Some written answers were marked by rubric. Check them below and change the marks if
            needed.
          </p>
        ) : null}
      </section>
      <section className={styles.panel} aria-labelledby="review-title">
        <h2 id="review-title">Question review</h2>
        <ol className={styles.reviewList}>
          {data.questionsWithAnswers.map((question) => (
            <ResultQuestionView
              key={question.questionId}
              as="li"
              question={question}
              actions={
                isWrittenAnswer(question) || question.provisional ? (
                  <OverrideMarks parentId={parentId} attemptId={data._id} question={question} />
                ) : null
              }
            />
          ))}
        </ol>
      </section>
    </div>
  );
}
