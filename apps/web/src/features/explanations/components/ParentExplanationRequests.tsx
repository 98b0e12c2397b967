import { EXPLANATION_MESSAGES as M, type ExplanationRequestView } from '@abhyas/contracts';
import { useState } from 'react';
import { FormStatusLine, type FormStatus } from '../../../components/FormStatusLine';
import { QueryState } from '../../../components/QueryState';
import {
  answerText,
  filterRequests,
  formatRequestDate,
  requestState,
  type ExplanationFilter,
} from '../explanation-status';
import { useParentExplanationRequests } from '../hooks/useExplanationRequests';
import { ExplanationDetailModal } from './ExplanationDetailModal';
import { ExplanationFilterTabs } from './ExplanationFilterTabs';
import { ExplanationRequestCard } from './ExplanationRequestCard';
import { ExplanationReviewModal } from './ExplanationReviewModal';
import { ExplanationStateNote } from './ExplanationStateNote';
import styles from './explanations.module.css';

type Opened = { kind: 'review' | 'explanation'; request: ExplanationRequestView } | null;

/** Parent doc §2: every child's requests, filtered by status, each pending one to review. */
export function ParentExplanationRequests({ parentId }: { parentId: string }) {
  const requests = useParentExplanationRequests(parentId);
  const [filter, setFilter] = useState<ExplanationFilter>('all');
  const [opened, setOpened] = useState<Opened>(null);
  const [status, setStatus] = useState<FormStatus>(null);

  return (
    <section className={styles.panel} aria-labelledby="parent-explanations">
      <h2 id="parent-explanations">Requests from your children</h2>
      <FormStatusLine id="explanation-review-status" status={status} />
      <QueryState
        query={requests}
        loading="Loading explanation requests..."
        errorText="Failed to load explanation requests"
        isEmpty={(data) => data.requests.length === 0}
        empty={
          <div className={styles.empty}>
            <strong>{M.noRequests}</strong>
            <span>When a child asks about a wrong answer, the request appears here.</span>
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
                  {shown.map((request) => (
                    <ExplanationRequestCard key={request._id} request={request} showChild>
                      <ParentRequestStatus
                        request={request}
                        onReview={() => {
                          setStatus(null);
                          setOpened({ kind: 'review', request });
                        }}
                        onView={() => setOpened({ kind: 'explanation', request })}
                      />
                    </ExplanationRequestCard>
                  ))}
                </ul>
              )}
            </ExplanationFilterTabs>
          );
        }}
      </QueryState>
      {opened?.kind === 'review' ? (
        <ExplanationReviewModal
          parentId={parentId}
          request={opened.request}
          onClose={() => setOpened(null)}
          onDecided={(message) => {
            setOpened(null);
            setStatus({ kind: 'success', message });
          }}
        />
      ) : null}
      {opened?.kind === 'explanation' ? (
        <ExplanationDetailModal
          questionId={opened.request.questionId}
          shown={{
            studentAnswer: answerText(opened.request.options, opened.request.studentAnswer),
            correctAnswer: answerText(opened.request.options, opened.request.correctAnswer),
          }}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </section>
  );
}

function ParentRequestStatus({
  request,
  onReview,
  onView,
}: {
  request: ExplanationRequestView;
  onReview: () => void;
  onView: () => void;
}) {
  const state = requestState(request);
  if (state.kind === 'pending') {
    return (
      <div className={styles.cardFoot}>
        <span className={`${styles.badge} ${styles.badge_pending}`}>Pending</span>
        <button type="button" className="button button--primary" onClick={onReview}>
          Review
        </button>
      </div>
    );
  }
  const decided = (
    <span className={styles.muted}>
      Decided on {formatRequestDate(request.parentDecision?.decisionDate)}
    </span>
  );
  if (state.kind === 'ready') {
    return (
      <div className={styles.stateNote}>
        <div className={styles.stateHead}>
          <span className={`${styles.badge} ${styles.badge_ready}`}>Approved</span>
          {decided}
        </div>
        {request.parentDecision?.notes ? (
          <p className={styles.detail}>
            <span>
              <span className={styles.detailLabel}>Notes: </span>
              {request.parentDecision.notes}
            </span>
          </p>
        ) : null}
        <button type="button" className="button button--secondary" onClick={onView}>
          View explanation
        </button>
      </div>
    );
  }
  return <ExplanationStateNote state={state} aside={decided} />;
}
