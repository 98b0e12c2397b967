import {
  EXPLANATION_RULES,
  type ExplanationRequestBody,
  type ResultQuestion,
  type Urgency,
} from '@abhyas/contracts';
import { useState } from 'react';
import { FormAlert } from '../../../components/FormAlert';
import { SelectField } from '../../../components/SelectField';
import { URGENCY_LABELS, creditsText } from '../explanation-status';
import { explanationRequestBody, reasonError } from '../explanation-forms';
import { CountedTextArea } from './CountedTextArea';
import { ExplanationModal } from './ExplanationModal';
import styles from './explanations.module.css';

interface RequestExplanationDialogProps {
  attemptId: string;
  question: Pick<
    ResultQuestion,
    'questionId' | 'questionNumber' | 'studentAnswer' | 'correctAnswer'
  >;
  /** The answers as the result shows them (`B) 12`). */
  shown: { studentAnswer: string; correctAnswer: string };
  busy: boolean;
  error: string | null;
  onSubmit: (body: ExplanationRequestBody) => void;
  onClose: () => void;
}

const BENEFITS = [
  'A step-by-step solution',
  'Detailed reasoning for the right answer',
  'The key concepts explained',
  'Related topics to study',
];

const URGENCY_OPTIONS = EXPLANATION_RULES.urgencies.map((value) => ({
  value,
  label: URGENCY_LABELS[value],
}));

/** Student doc §2: what the child gets, what it costs, why they ask and how soon. */
export function RequestExplanationDialog({
  attemptId,
  question,
  shown,
  busy,
  error,
  onSubmit,
  onClose,
}: RequestExplanationDialogProps) {
  const [reason, setReason] = useState('');
  const [urgency, setUrgency] = useState<Urgency>('medium');
  const [problem, setProblem] = useState<string | null>(null);
  const base = `explain-${question.questionNumber}`;

  const submit = () => {
    const invalid = reasonError(reason);
    setProblem(invalid);
    if (!invalid) {
      onSubmit(explanationRequestBody(attemptId, question, reason, urgency));
    }
  };

  return (
    <ExplanationModal
      titleId={`${base}-title`}
      title="Request Detailed Explanation"
      onClose={onClose}
      busy={busy}
      testId="request-explanation-dialog"
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <dl className={styles.facts}>
          <div>
            <dt>Question</dt>
            <dd>{question.questionNumber}</dd>
          </div>
          <div>
            <dt>Your answer</dt>
            <dd>{shown.studentAnswer}</dd>
          </div>
          <div>
            <dt>Correct answer</dt>
            <dd>{shown.correctAnswer}</dd>
          </div>
        </dl>
        <div>
          <h3 className={styles.subhead}>You will get</h3>
          <ul className={styles.benefits}>
            {BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
        <p className={styles.notice}>
          <strong>Cost: {creditsText(EXPLANATION_RULES.cost)}.</strong> Your parent must approve the
          request; the credit is then deducted from their account.
        </p>
        <CountedTextArea
          id={`${base}-reason`}
          label="Why do you want an explanation?"
          value={reason}
          max={EXPLANATION_RULES.maxReasonLength}
          onChange={(value) => {
            setReason(value);
            setProblem(null);
          }}
          error={problem}
          placeholder="For example: I do not understand why my answer is wrong."
        />
        <SelectField
          id={`${base}-urgency`}
          label="How soon do you need it?"
          options={URGENCY_OPTIONS}
          value={urgency}
          onChange={(event) => setUrgency(event.target.value as Urgency)}
        />
        <FormAlert message={error} />
        <div className={`form-actions ${styles.actions}`}>
          <button type="button" className="button button--light" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Submitting...' : 'Submit Request'}
          </button>
        </div>
      </form>
    </ExplanationModal>
  );
}
