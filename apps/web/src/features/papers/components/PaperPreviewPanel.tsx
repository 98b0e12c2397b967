import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { previewPaper } from '../create-paper.reducer';
import { AiGenerationProgress } from './AiGenerationProgress';
import type { CreatePaperModel } from './PaperFormPanel';
import { PaperPreview } from './PaperPreview';
import { SaveQuestionsAction } from './SaveQuestionsAction';
import styles from './papers.module.css';

function EmptyPreview({ lastSavedTitle }: { lastSavedTitle: string | null }) {
  return (
    <div className={styles.empty} data-testid="preview-empty">
      {lastSavedTitle ? (
        <p className="form-status form-status--success" role="status">
          ✓ “{lastSavedTitle}” is saved.{' '}
          <Link to="/parent-dashboard" search={{ view: 'view-papers' }}>
            See it in View Papers
          </Link>
          .
        </p>
      ) : null}
      <p className={styles.emptyTitle}>No paper yet</p>
      <p>
        Fill in the form and click Generate Paper. The paper appears here to check before you save
        it.
      </p>
    </div>
  );
}

function GeneratingState() {
  return (
    <div className={styles.empty} role="status" aria-live="polite" data-testid="preview-generating">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.emptyTitle}>Generating the paper...</p>
      <p>Picking questions from the question bank for the chosen student and syllabus.</p>
    </div>
  );
}

/** The right half of Create Question Paper: the preview and Save Paper. */
export function PaperPreviewPanel({ model }: { model: CreatePaperModel }) {
  const { generation, saveButton } = model;
  const paper = previewPaper(generation);
  const panel = useRef<HTMLElement>(null);
  // Where the preview sits under the form (narrow screens), bring it into view when work starts.
  useEffect(() => {
    const element = panel.current;
    if (generation.phase === 'generating' && element) {
      if (element.getBoundingClientRect().top > window.innerHeight) {
        element.scrollIntoView({ block: 'start' });
      }
    }
  }, [generation.phase]);
  return (
    <section ref={panel} className={styles.previewPanel} aria-labelledby="preview-heading">
      <div className={styles.previewBar}>
        <h2 id="preview-heading">Generated Paper</h2>
        {paper ? (
          <button
            type="button"
            className="button button--primary"
            disabled={saveButton.disabled}
            onClick={model.save}
            data-testid="save-paper"
          >
            {saveButton.label}
          </button>
        ) : null}
      </div>
      {saveButton.message ? (
        <p className="form-status form-status--error" role="alert" data-testid="save-message">
          {saveButton.message}
        </p>
      ) : null}
      {generation.phase === 'saved' ? (
        <p className="form-status form-status--success" role="status">
          Paper saved. The form starts afresh in a moment.
        </p>
      ) : null}
      {generation.phase === 'generating' && model.ai.progress ? (
        <AiGenerationProgress progress={model.ai.progress} />
      ) : null}
      {generation.phase === 'generating' && !model.ai.progress ? <GeneratingState /> : null}
      {paper ? <SaveQuestionsAction key={paper.generationId} paper={paper} /> : null}
      {paper ? <PaperPreview paper={paper} title={model.form.title.trim()} /> : null}
      {!paper && generation.phase !== 'generating' ? (
        <EmptyPreview lastSavedTitle={model.lastSavedTitle} />
      ) : null}
    </section>
  );
}
