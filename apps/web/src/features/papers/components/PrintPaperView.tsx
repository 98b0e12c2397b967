import type { SavedPaper } from '@abhyas/contracts';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { PrintablePaper } from './PrintablePaper';
import styles from './print.module.css';

/** While it is open, printing shows only the paper (print.module.css hides the rest). */
const PRINTING_CLASS = 'has-print-view';

interface PrintPaperViewProps {
  paper: SavedPaper;
  studentName: string;
  onClose: () => void;
}

/** The paper as it prints, over the page, with Print and Close; the browser's print dialog opens at once. */
export function PrintPaperView({ paper, studentName, onClose }: PrintPaperViewProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  // Printing starts once per opening, whatever the parent re-renders meanwhile.
  useEffect(() => {
    document.body.classList.add(PRINTING_CLASS);
    closeButton.current?.focus();
    const timer = setTimeout(() => window.print(), 100);
    return () => {
      clearTimeout(timer);
      document.body.classList.remove(PRINTING_CLASS);
    };
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <div
      className={styles.overlay}
      data-print-root=""
      role="dialog"
      aria-modal="true"
      aria-label={`Print view: ${paper.title}`}
      data-testid="print-view"
    >
      <div className={styles.toolbar}>
        <span>Print view</span>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" ref={closeButton} className="button button--light" onClick={onClose}>
          Close
        </button>
      </div>
      <PrintablePaper paper={paper} studentName={studentName} />
    </div>,
    document.body,
  );
}
