import { useCreatePaper } from '../hooks/useCreatePaper';
import { PaperFormPanel } from './PaperFormPanel';
import { PaperPreviewPanel } from './PaperPreviewPanel';
import styles from './papers.module.css';

interface CreatePaperProps {
  parentId: string;
  /** The child chosen elsewhere on the page (the header's selector), chosen here too at first. */
  defaultStudentId: string | null;
}

/** Create Question Paper: the form on the left, the generated paper on the right. */
export function CreatePaper({ parentId, defaultStudentId }: CreatePaperProps) {
  const model = useCreatePaper(parentId, defaultStudentId);
  const { catalog } = model;
  if (!catalog.ready) {
    return (
      <div className={styles.panel}>
        {catalog.failed ? (
          <div className="state-note state-note--error" role="alert">
            <span>Could not load the syllabus and your examination preferences.</span>{' '}
            <button type="button" className="button button--light" onClick={catalog.retry}>
              Try Again
            </button>
          </div>
        ) : (
          <p className="state-note" role="status">
            Loading the syllabus...
          </p>
        )}
      </div>
    );
  }
  return (
    <div className={styles.split} data-testid="create-paper">
      <section className={styles.panel} aria-labelledby="paper-form-heading">
        <h2 id="paper-form-heading">Paper details</h2>
        <PaperFormPanel model={model} />
      </section>
      <PaperPreviewPanel model={model} />
    </div>
  );
}
