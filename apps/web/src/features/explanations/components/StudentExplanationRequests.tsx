import { EXPLANATION_MESSAGES as M, type ExplanationRequestView } from '@abhyas/contracts';
import { useState } from 'react';
import { QueryState } from '../../../components/QueryState';
import {
  answerText,
  filterRequests,
  requestState,
  type ExplanationFilter,
} from '../explanation-status';
import { useStudentExplanationRequests } from '../hooks/useExplanationRequests';
import { ExplanationDetailModal } from './ExplanationDetailModal';
import { ExplanationFilterTabs } from './ExplanationFilterTabs';
import { ExplanationRequestCard } from './ExplanationRequestCard';
import { ExplanationStateNote } from './ExplanationStateNote';
import styles from './explanations.module.css';

/** The child's Explanation Requests tab: every request, filtered by status. */
export function StudentExplanationRequests({ studentId }: { studentId: string }) {
  const requests = useStudentExplanationRequests(studentId);
  const [filter, setFilter] = useState<ExplanationFilter>('all');
  const [opened, setOpened] = useState<ExplanationRequestView | null>(null);

  return (
    <section className={styles.panel} aria-labelledby="student-explanations">
      <h2 id="student-explanations">My requests</h2>
      <QueryState
        query={requests}
        loading="Loading your explanation requests..."
        errorText="Failed to load explanation requests"
        isEmpty={(data) => data.requests.length === 0}
        empty={
          <div className={styles.empty}>
            <strong>{M.noRequests}</strong>
            <span>
              On a wrong answer in Test Results, choose Request Detailed Explanation to ask for one.
            </span>
          </div>
        }
      >
        {(data) => {
          const shown = filterRequests(data.requests, filter);
          return (
            <ExplanationFilterTabs requests={data.requests} filter={filter} onFilter={setFilter}>
              {shown.length === 0 ? (
                <p className="state-note">
                  <strong>{M.noRequests}</strong>
                </p>
              ) : (
                <ul className={styles.list}>
                  {shown.map((request) => {
                    const state = requestState(request);
                    return (
                      <ExplanationRequestCard key={request._id} request={request}>
                        {state.kind === 'ready' ? (
                          <button
                            type="button"
                            className={`button button--primary ${styles.cardButton}`}
                            onClick={() => setOpened(request)}
                          >
                            {state.label}
                          </button>
                        ) : (
                          <ExplanationStateNote state={state} />
                        )}
                      </ExplanationRequestCard>
                    );
                  })}
                </ul>
              )}
            </ExplanationFilterTabs>
          );
        }}
      </QueryState>
      {opened ? (
        <ExplanationDetailModal
          questionId={opened.questionId}
          shown={{
            studentAnswer: answerText(opened.options, opened.studentAnswer),
            correctAnswer: answerText(opened.options, opened.correctAnswer),
          }}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </section>
  );
}
