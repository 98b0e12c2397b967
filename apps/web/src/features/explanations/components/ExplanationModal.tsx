import { useEffect, useRef, type ReactNode } from 'react';
import styles from './explanations.module.css';

interface ExplanationModalProps {
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  /** While a call is in flight Escape does not close it. */
  busy?: boolean;
  testId: string;
  children: ReactNode;
}

/** The native modal dialog the three explanation screens open in; Escape closes it. */
export function ExplanationModal({
  titleId,
  title,
  onClose,
  busy = false,
  testId,
  children,
}: ExplanationModalProps) {
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
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) {
          onClose();
        }
      }}
    >
      <div className={styles.dialogBar}>
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className={`button button--light ${styles.close}`}
          onClick={onClose}
          disabled={busy}
          aria-label="Close"
        >
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
