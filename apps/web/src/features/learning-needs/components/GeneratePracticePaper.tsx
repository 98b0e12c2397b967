import { CREDIT_COSTS, type LearningNeeds } from '@abhyas/contracts';
import { useGeneratePracticePaper } from '../hooks/useGeneratePracticePaper';

interface GeneratePracticePaperProps {
  needs: LearningNeeds;
  parentId: string;
  studentId: string;
  childName: string;
}

/** 'Generate Practice Paper' (parents only): one charge per click, disabled while it runs. */
export function GeneratePracticePaper({
  needs,
  parentId,
  studentId,
  childName,
}: GeneratePracticePaperProps) {
  const practice = useGeneratePracticePaper({ parentId, studentId, childName });
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        disabled={practice.busy}
        aria-busy={practice.busy}
        onClick={() => practice.generate(needs)}
      >
        {practice.busy ? 'Generating…' : 'Generate Practice Paper'}
      </button>
      <small>
        Top 5 focus areas, {CREDIT_COSTS.generatePaperFromBank} credits, saved to View Papers.
      </small>
      {practice.error ? (
        <p className="form-status form-status--error" role="alert">
          {practice.error}
        </p>
      ) : null}
    </>
  );
}
