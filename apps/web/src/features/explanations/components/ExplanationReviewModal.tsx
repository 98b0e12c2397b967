import { EXPLANATION_RULES, type ExplanationRequestView } from '@abhyas/contracts';
import { useState } from 'react';
import { FormAlert } from '../../../components/FormAlert';
import { useCreditBalance } from '../../credits/hooks/useCreditBalance';
import {
  SOURCE_NOTES,
  URGENCY_LABELS,
  answerText,
  approvalCost,
  creditsText,
} from '../explanation-status';
import {
  canAfford,
  insufficientCreditsWarning,
  reviewErrors,
  type ReviewChoice,
} from '../explanation-forms';
import { useReviewExplanation } from '../hooks/useReviewExplanation';
import { CountedTextArea } from './CountedTextArea';
import { ExplanationModal } from './ExplanationModal';
import styles from './explanations.module.css';

interface ExplanationReviewModalProps {
  parentId: string;
  request: ExplanationRequestView;
  onClose: () => void;
  onDecided: (message: string) => void;
}

/** Parent doc §2 and §5: approve for the request's credit, or reject with a reason. */
export function ExplanationReviewModal({
  parentId,
  request,
  onClose,
  onDecided,
}: ExplanationReviewModalProps) {
  const balance = useCreditBalance(parentId);
  const review = useReviewExplanation(parentId, request._id, onDecided);
  const [choice, setChoice] = useState<ReviewChoice>('approve');
  const [notes, setNotes] = useState('');
  const [reason, setReason] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const available = balance.data?.balance;
  const cost = approvalCost(request);
  const affordable = cost === 0 || canAfford(available, cost);
  const sourceNote = SOURCE_NOTES[request.explanationSource];

  const errors = reviewErrors(choice, reason, notes);
  const choose = (next: ReviewChoice) => {
    setChoice(next);
    setShowErrors(false);
    review.reset();
  };
  const submit = () => {
    setShowErrors(true);
    if (errors.reason || errors.notes) {
      return;
    }
    if (choice === 'approve') {
      review.approve(notes);
    } else {
      review.reject(reason, notes);
    }
  };

  return (
    <ExplanationModal
      titleId="review-title"
      title={`Review ${request.studentId.name}’s request`}
      onClose={onClose}
      busy={review.busy}
      testId="review-explanation-dialog"
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className={styles.reviewQuestion}>
          <span className={styles.number}>Q{request.questionNumber}.</span>{' '}
          {request.question || 'Question text not available'}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>Child’s answer</dt>
            <dd>{answerText(request.options, request.studentAnswer)}</dd>
          </div>
          <div>
            <dt>Correct answer</dt>
            <dd>{answerText(request.options, request.correctAnswer)}</dd>
          </div>
          <div>
            <dt>Urgency</dt>
            <dd>{URGENCY_LABELS[request.urgency]}</dd>
          </div>
          <div className={styles.wide}>
            <dt>Reason</dt>
            <dd>{request.requestReason}</dd>
          </div>
        </dl>
        <fieldset className={styles.choice}>
          <legend>Your decision</legend>
          <label>
            <input
              type="radio"
              name="review-choice"
              checked={choice === 'approve'}
              onChange={() => choose('approve')}
            />
            {cost === 0 ? 'Approve (no charge)' : `Approve for ${creditsText(cost).toLowerCase()}`}
          </label>
          <label>
            <input
              type="radio"
              name="review-choice"
              checked={choice === 'reject'}
              onChange={() => choose('reject')}
            />
            Reject
          </label>
        </fieldset>
        {choice === 'approve' && sourceNote ? (
          <p className={styles.muted} data-testid="explanation-source-note">
            {sourceNote}
          </p>
        ) : null}
        {choice === 'approve' && available !== undefined && !affordable ? (
          <p className={styles.warning} role="alert" data-testid="insufficient-credits">
            {insufficientCreditsWarning(available, cost)}
          </p>
        ) : null}
        {choice === 'reject' ? (
          <CountedTextArea
            id="review-reason"
            label="Reason for rejection"
            value={reason}
            max={EXPLANATION_RULES.maxReasonLength}
            onChange={setReason}
            error={showErrors ? errors.reason : null}
            placeholder="For example: Please try this one again on your own first."
            rows={2}
          />
        ) : null}
        <CountedTextArea
          id="review-notes"
          label="Notes for your child"
          optional
          value={notes}
          max={EXPLANATION_RULES.maxNotesLength}
          onChange={setNotes}
          error={showErrors ? errors.notes : null}
          rows={2}
        />
        <FormAlert message={review.error} />
        <div className={`form-actions ${styles.actions}`}>
          <button
            type="button"
            className="button button--light"
            onClick={onClose}
            disabled={review.busy}
          >
            Cancel
          </button>
          {choice === 'approve' ? (
            <button
              type="submit"
              className="button button--primary"
              disabled={review.busy || !affordable}
            >
              {review.pendingKind === 'approve' ? 'Approving...' : 'Approve request'}
            </button>
          ) : (
            <button type="submit" className="button button--accent" disabled={review.busy}>
              {review.pendingKind === 'reject' ? 'Rejecting...' : 'Reject request'}
            </button>
          )}
        </div>
      </form>
    </ExplanationModal>
  );
}
