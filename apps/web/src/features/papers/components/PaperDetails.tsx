import { paperFileName, type SavedPaper } from '@abhyas/contracts';
import { FormAlert } from '../../../components/FormAlert';
import { downloadTextFile } from '../download-text-file';
import { usePaperPdf } from '../hooks/usePaperPdf';
import { paperDownloadText } from '../paper-file';
import { QuestionGroups } from './QuestionGroups';
import styles from './paper-list.module.css';

interface PaperDetailsProps {
  paper: SavedPaper;
  id: string;
  onPrint: () => void;
}

/** An expanded paper: its facts, Print, Download and Download PDF, the questions by type and the raw text. */
export function PaperDetails({ paper, id, onPrint }: PaperDetailsProps) {
  const pdf = usePaperPdf(paper);
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
            downloadTextFile(
              paperFileName(paper.subject, paper.chapter, 'txt'),
              paperDownloadText(paper),
            )
          }
        >
          Download
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={pdf.busy}
          aria-busy={pdf.busy}
          onClick={pdf.download}
        >
          {pdf.busy ? 'Preparing PDF…' : 'Download PDF'}
        </button>
      </div>
      <FormAlert message={pdf.error} />
      <QuestionGroups questions={paper.questions} headingLevel="h4" paper={paper} />
      <details className={styles.raw}>
        <summary>Raw paper content</summary>
        <pre data-testid="paper-content">
          {paper.paperContent || 'This paper has no text of its own.'}
        </pre>
      </details>
    </div>
  );
}
