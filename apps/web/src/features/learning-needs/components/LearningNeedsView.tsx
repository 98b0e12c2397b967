import { LEARNING_MESSAGES } from '@abhyas/contracts';
import { fetchFailureMessage, hasShownSkills } from '../learning-needs-view';
import { useComputeLearningNeeds, useLearningNeeds } from '../hooks/useLearningNeeds';
import { QueryState } from '../../../components/QueryState';
import { GeneratePracticePaper } from './GeneratePracticePaper';
import styles from './learning-needs.module.css';
import { LearningSectionCard } from './LearningSectionCard';
import { LearningSummary } from './LearningSummary';

interface LearningNeedsViewProps {
  parentId: string;
  studentName: string;
  /** The parent's view: its own title and subtitle, and Generate Practice Paper. */
  isParent?: boolean;
  /** The child's id, needed to save a practice paper for them (parents only). */
  studentId?: string;
}

/**
 * Student doc §2 Learning Needs view, for the student's tab and the parent's dashboard alike:
 * the summary, then sections S1 to S4 with their four lists of skills.
 */
export function LearningNeedsView({
  parentId,
  studentName,
  isParent = false,
  studentId,
}: LearningNeedsViewProps) {
  const query = useLearningNeeds(parentId, studentName);
  const compute = useComputeLearningNeeds(parentId, studentName);
  const needs = query.data?.data ?? null;
  return (
    <div className={styles.view} data-testid="learning-needs">
      <section className={styles.panel} aria-labelledby="learning-needs-heading">
        <div className={styles.head}>
          <div>
            <h2 id="learning-needs-heading">
              {isParent ? `${studentName}’s learning needs` : 'Your learning needs'}
            </h2>
            <p>
              {isParent
                ? `What ${studentName} should practise next, worked out from every answer in their tests.`
                : 'What to practise next, worked out from every answer in your tests.'}
            </p>
          </div>
          {isParent && studentId && needs ? (
            <div className={styles.actions}>
              <GeneratePracticePaper
                needs={needs}
                parentId={parentId}
                studentId={studentId}
                childName={studentName}
              />
            </div>
          ) : null}
        </div>
        {needs && hasShownSkills(needs) ? <LearningSummary needs={needs} /> : null}
      </section>
      <QueryState
        query={query}
        loading="Loading learning needs…"
        errorText={fetchFailureMessage(query.error)}
        isEmpty={(answer) => !answer.data || !hasShownSkills(answer.data)}
        empty={
          <>
            <p>
              <strong>{LEARNING_MESSAGES.noData}</strong>{' '}
              {isParent
                ? `Learning needs appear once ${studentName} has completed a test.`
                : 'Learning needs appear once you have completed a test.'}
            </p>
            <button
              type="button"
              className="button button--secondary"
              disabled={compute.isPending}
              onClick={() => compute.mutate()}
            >
              {compute.isPending ? 'Computing…' : 'Compute Learning Needs'}
            </button>
            {compute.isError ? (
              <p className="form-status form-status--error" role="alert">
                {fetchFailureMessage(compute.error)}
              </p>
            ) : null}
          </>
        }
      >
        {(answer) =>
          answer.data?.skillsBySection.map((section) => (
            <LearningSectionCard key={section.sectionId} section={section} />
          ))
        }
      </QueryState>
    </div>
  );
}
