import type { SavedPaper } from '@abhyas/contracts';
import { downloadTextFile } from '../download-text-file';
import { paperDownloadText, paperFileName } from '../paper-file';
import { QuestionGroups } from './QuestionGroups';
import styles from './paper-list.module.css';

interface PaperDetailsProps {
  paper: SavedPaper;
  id: string;
  onPrint: () => void;
}

/** An expanded paper: its facts, Print and Download, the questions by type and the raw text. */
export function PaperDetails({ paper, id, onPrint }: PaperDetailsProps) {
  return (
    <div id={id} className={styles.details} data-testid="paper-details">
      <dl className={styles.facts}>
        <div>
          <dt>Subject</dt>
          <dd>
            {paper.subject}
            {paper.branch ? ` (${paper.branch})` : ''}
          </dd>
        </div>
        <div>
          <dt>Chapter</dt>
          <dd>{paper.chapter}</dd>
        </div>
        <div>
          <dt>Total marks</dt>
          <dd>{paper.totalMarks}</dd>
        </div>
        <div>
          <dt>Questions</dt>
          <dd>{paper.questions.length}</dd>
        </div>
      </dl>
      <div className="form-actions">
        <button type="button" className="button button--secondary" onClick={onPrint}>
          Print
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            downloadTextFile(paperFileName(paper.subject, paper.chapter), paperDownloadText(paper))
          }
        >
          Download
        </button>
      </div>
      <QuestionGroups questions={paper.questions} headingLevel="h4" />
      <details className={styles.raw}>
        <summary>Raw paper content</summary>
        <pre data-testid="paper-content">
          {paper.paperContent || 'This paper has no text of its own.'}
        </pre>
      </details>
    </div>
  );
}
