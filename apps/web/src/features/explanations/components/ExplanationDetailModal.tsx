import { useQuery } from '@tanstack/react-query';
import { explanationQueryOptions } from '../api/explanations-api';
import { creditsText, difficultyLabel, formatRequestDate } from '../explanation-status';
import { explanationLoadError } from '../explanation-forms';
import { ExplanationModal } from './ExplanationModal';
import { RelatedTopicLinks } from './RelatedTopicLinks';
import styles from './explanations.module.css';

interface ExplanationDetailModalProps {
  questionId: string;
  onClose: () => void;
  /** The answers as the list shows them (`B) 12`); the explanation's own text otherwise. */
  shown?: { studentAnswer: string; correctAnswer: string };
}

/** Student doc §2: the approved worked explanation of one question. */
export function ExplanationDetailModal({
  questionId,
  onClose,
  shown,
}: ExplanationDetailModalProps) {
  const explanation = useQuery(explanationQueryOptions(questionId));
  const data = explanation.data;
  return (
    <ExplanationModal
      titleId="explanation-title"
      title={
        data ? `Question ${data.questionNumber}: detailed explanation` : 'Detailed explanation'
      }
      onClose={onClose}
      testId="explanation-detail"
    >
      {explanation.isPending ? (
        <p className="state-note" role="status">
          Loading the explanation...
        </p>
      ) : null}
      {explanation.isError ? (
        <p className="state-note state-note--error" role="alert">
          {explanationLoadError(explanation.error)}
        </p>
      ) : null}
      {data ? (
        <div className={styles.form}>
          <dl className={styles.facts}>
            <div>
              <dt>Your answer</dt>
              <dd>{shown?.studentAnswer ?? data.studentAnswer ?? 'Not answered'}</dd>
            </div>
            <div>
              <dt>Correct answer</dt>
              <dd>{shown?.correctAnswer ?? data.correctAnswer}</dd>
            </div>
            <div>
              <dt>Difficulty</dt>
              <dd>{difficultyLabel(data.difficultyLevel)}</dd>
            </div>
          </dl>
          <section aria-labelledby="solution-title">
            <h3 id="solution-title" className={styles.subhead}>
              Detailed solution
            </h3>
            {data.detailedSolution.length > 0 ? (
              <ol className={styles.steps}>
                {data.detailedSolution.map((step, index) => (
                  <li key={index}>{step}</li>
                ))}
              </ol>
            ) : (
              <p className={styles.muted}>No steps were given for this question.</p>
            )}
          </section>
          {data.keyConcepts.length > 0 ? (
            <section aria-labelledby="concepts-title">
              <h3 id="concepts-title" className={styles.subhead}>
                Key concepts
              </h3>
              <ul className={styles.benefits}>
                {data.keyConcepts.map((concept) => (
                  <li key={concept}>{concept}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {data.relatedTopics.length > 0 ? (
            <section aria-labelledby="topics-title">
              <h3 id="topics-title" className={styles.subhead}>
                Related topics to study
              </h3>
              <RelatedTopicLinks topics={data.relatedTopics} />
            </section>
          ) : null}
          <p className={styles.muted}>
            Approved on {formatRequestDate(data.decisionDate)} · {creditsText(data.cost)}
          </p>
        </div>
      ) : null}
    </ExplanationModal>
  );
}
