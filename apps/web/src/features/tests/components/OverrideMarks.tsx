import type { ResultQuestion } from '@abhyas/contracts';
import { useState } from 'react';
import { FormStatusLine } from '../../../components/FormStatusLine';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { useOverrideMarks } from '../hooks/useOverrideMarks';
import styles from './tests.module.css';

interface OverrideMarksProps {
  parentId: string;
  attemptId: string;
  question: ResultQuestion;
}

/** Change marks: 0 to the question's marks in half marks, with a reason. */
export function OverrideMarks({ parentId, attemptId, question }: OverrideMarksProps) {
  const [open, setOpen] = useState(false);
  const [marks, setMarks] = useState(String(question.marksObtained));
  const [reason, setReason] = useState('');
  const change = useOverrideMarks(parentId, attemptId, question.questionId, question.maxMarks, () =>
    setOpen(false),
  );
  const idBase = `override-${question.questionId}`;
  if (!open) {
    return (
      <div className={styles.explanation}>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setOpen(true)}
          aria-expanded={false}
        >
          Change marks
        </button>
        {question.provisional ? (
          <span className={styles.meta}>Marked by rubric: check and confirm or change.</span>
        ) : null}
        <FormStatusLine id={`${idBase}-done`} status={change.status} />
      </div>
    );
  }
  return (
    <form
      className={styles.overrideForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        change.submit(marks, reason);
      }}
    >
      <TextField
        id={`${idBase}-marks`}
        label={`Marks (0 to ${question.maxMarks})`}
        type="number"
        inputMode="decimal"
        min={0}
        max={question.maxMarks}
        step={0.5}
        value={marks}
        onChange={(event) => setMarks(event.target.value)}
      />
      <TextField
        id={`${idBase}-reason`}
        label="Reason"
        maxLength={200}
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className={styles.formActions}>
        <SubmitButton busy={change.busy} busyLabel="Saving...">
          Save marks
        </SubmitButton>
        <button type="button" className="button button--light" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
      <FormStatusLine id={`${idBase}-status`} status={change.status} />
    </form>
  );
}
