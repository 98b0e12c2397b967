import { EXPLANATION_RULES, type ResultQuestion } from '@abhyas/contracts';
import { useState } from 'react';
import { FormStatusLine, type FormStatus } from '../../../components/FormStatusLine';
import { useSession } from '../../session/hooks/useSession';
import { creditsText, requestForQuestion, requestState } from '../explanation-status';
import { useStudentExplanationRequests } from '../hooks/useExplanationRequests';
import { useRequestExplanation } from '../hooks/useRequestExplanation';
import { ExplanationDetailModal } from './ExplanationDetailModal';
import { ExplanationStateNote } from './ExplanationStateNote';
import { RequestExplanationDialog } from './RequestExplanationDialog';
import styles from './explanations.module.css';

interface QuestionExplanationProps {
  attemptId: string;
  question: Pick<
    ResultQuestion,
    'questionId' | 'questionNumber' | 'studentAnswer' | 'correctAnswer'
  >;
  shown: { studentAnswer: string; correctAnswer: string };
}

/**
 * Under a wrong answer of the child's result: the request button, or, once asked, where that
 * request stands (one request per question of an attempt).
 */
export function QuestionExplanation({ attemptId, question, shown }: QuestionExplanationProps) {
  const { user } = useSession();
  const requests = useStudentExplanationRequests(user?.id);
  const [open, setOpen] = useState<'request' | 'explanation' | null>(null);
  const [status, setStatus] = useState<FormStatus>(null);
  const request = useRequestExplanation((message) => {
    setOpen(null);
    setStatus({ kind: 'success', message });
  });
  const statusId = `explanation-status-${question.questionNumber}`;
  const existing = requestForQuestion(requests.data?.requests, attemptId, question.questionId);
  const state = existing ? requestState(existing) : null;

  if (requests.isPending && user) {
    return null;
  }
  return (
    <div className={styles.questionAction}>
      {state === null ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            request.reset();
            setStatus(null);
            setOpen('request');
          }}
        >
          Request Detailed Explanation
          <span className={styles.cost}>{creditsText(EXPLANATION_RULES.cost)}</span>
        </button>
      ) : state.kind === 'ready' ? (
        <button
          type="button"
          className="button button--primary"
          onClick={() => setOpen('explanation')}
        >
          {state.label}
        </button>
      ) : (
        <ExplanationStateNote state={state} />
      )}
      <FormStatusLine id={statusId} status={status} />
      {open === 'request' ? (
        <RequestExplanationDialog
          attemptId={attemptId}
          question={question}
          shown={shown}
          busy={request.busy}
          error={request.error}
          onSubmit={request.submit}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'explanation' ? (
        <ExplanationDetailModal questionId={question.questionId} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
