import { useEffect, useRef } from 'react';
import { CreatePaper } from './CreatePaper';
import styles from './paper-list.module.css';

interface GeneratePaperModalProps {
  parentId: string;
  studentId: string | null;
  onClose: () => void;
}

/** Create Question Paper in a modal over View Papers. */
export function GeneratePaperModal({ parentId, studentId, onClose }: GeneratePaperModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) {
      element.showModal();
    }
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="generate-paper-title"
      data-testid="generate-paper-modal"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.dialogBar}>
        <h2 id="generate-paper-title">Generate Paper</h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <CreatePaper parentId={parentId} defaultStudentId={studentId} />
    </dialog>
  );
}
