import type { FamilyQuestionView } from '@abhyas/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryState } from '../../../components/QueryState';
import { DIFFICULTY_LABELS } from '../paper-questions';
import { familyQuestionsQueryOptions, papersApi, papersQueryKey } from '../api/papers-api';
import styles from './paper-list.module.css';

function FamilyQuestionItem({
  question,
  parentId,
}: {
  question: FamilyQuestionView;
  parentId: string;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => papersApi.removeFamilyQuestion(question.questionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: papersQueryKey(parentId) }),
  });
  return (
    <li className={styles.item} data-testid="family-question">
      <div className={styles.itemHead}>
        <div className={styles.itemTitle}>
          <p>{question.question}</p>
          <p className={styles.meta}>
            {question.curriculum} · Class {question.class} · {question.subject}
            {question.branch ? ` (${question.branch})` : ''} · {question.chapter} ·{' '}
            {question.questionType} · {DIFFICULTY_LABELS[question.difficulty]}
          </p>
        </div>
        <button
          type="button"
          className="button button--light"
          disabled={remove.isPending}
          onClick={() => {
            if (
              window.confirm(
                'Remove this question from your question bank? Papers already made keep it.',
              )
            ) {
              remove.mutate();
            }
          }}
        >
          {remove.isPending ? 'Removing...' : 'Remove'}
        </button>
      </div>
      {remove.isError ? (
        <p className="form-status form-status--error" role="alert">
          Could not remove the question: {remove.error.message}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The family's own question bank: what they saved from AI papers, which their bank papers may
 * use. Folded away under View Papers; each question can be removed.
 */
export function FamilyQuestionsPanel({ parentId }: { parentId: string }) {
  const questions = useQuery(familyQuestionsQueryOptions(parentId));
  const count = questions.data?.length;
  return (
    <details className={styles.familyQuestions} data-testid="family-questions">
      <summary>Your own questions{count !== undefined ? ` (${count})` : ''}</summary>
      <p className={styles.meta}>
        Questions you saved from AI papers. Bank papers for your children use them beside the
        reviewed bank. They are not reviewed by Abhyas, and no other family sees them.
      </p>
      <QueryState
        query={questions}
        loading="Loading your questions..."
        errorText="Could not load your questions."
        isEmpty={(list) => list.length === 0}
        empty={
          <p className={styles.meta}>
            No questions saved yet. After an AI paper is generated, “Save questions to my bank”
            keeps its questions here.
          </p>
        }
      >
        {(list) => (
          <ul className={styles.list} aria-label="Your own questions, newest first">
            {list.map((question) => (
              <FamilyQuestionItem
                key={question.questionId}
                question={question}
                parentId={parentId}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </details>
  );
}
