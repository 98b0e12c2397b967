import type { ExplanationRequestView } from '@abhyas/contracts';
import type { ReactNode } from 'react';
import { URGENCY_LABELS, answerText, formatRequestDate } from '../explanation-status';
import styles from './explanations.module.css';

interface ExplanationRequestCardProps {
  request: ExplanationRequestView;
  /** The parent's list names the child. */
  showChild?: boolean;
  /** The status, or the parent's Review button. */
  children: ReactNode;
}

/** One request as both lists show it: the question, both answers, the reason and its urgency. */
export function ExplanationRequestCard({
  request,
  showChild = false,
  children,
}: ExplanationRequestCardProps) {
  return (
    <li className={styles.card} data-testid="explanation-request" data-status={request.status}>
      <div className={styles.cardHead}>
        <p className={styles.cardMeta}>
          {showChild ? <strong>{request.studentId.name}</strong> : null}
          <span>{request.syllabus.subject}</span>
          <span>{formatRequestDate(request.createdAt)}</span>
        </p>
        <span className={`${styles.urgency} ${styles[`urgency_${request.urgency}`]}`}>
          {URGENCY_LABELS[request.urgency]} urgency
        </span>
      </div>
      <h3 className={styles.cardQuestion}>
        <span className={styles.number}>Q{request.questionNumber}.</span>{' '}
        {request.question || 'Question text not available'}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{showChild ? 'Child’s answer' : 'Your answer'}</dt>
          <dd>{answerText(request.options, request.studentAnswer)}</dd>
        </div>
        <div>
          <dt>Correct answer</dt>
          <dd>{answerText(request.options, request.correctAnswer)}</dd>
        </div>
        <div className={styles.wide}>
          <dt>Reason</dt>
          <dd>{request.requestReason}</dd>
        </div>
      </dl>
      {children}
    </li>
  );
}
