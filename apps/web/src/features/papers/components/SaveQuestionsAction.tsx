import type { GeneratedPaper, SaveQuestionsRefusal } from '@abhyas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/create-api-client';
import { useSession } from '../../session/hooks/useSession';
import { papersApi, papersQueryKey } from '../api/papers-api';
import { familyQuestionInput, savableQuestions } from '../save-questions.request';

/** What the parent reads after a save: how many were kept, or every question the server refused. */
function outcome(error: unknown): string {
  if (error instanceof ApiError) {
    const refusal = error.body as Partial<SaveQuestionsRefusal> | null;
    const details = (refusal?.questions ?? [])
      .map((q) => `question ${q.number}: ${q.issues.join('; ')}`)
      .join(' · ');
    return [error.serverMessage ?? 'Could not save the questions', details]
      .filter(Boolean)
      .join(' ');
  }
  return 'Could not save the questions: check your connection and try again.';
}

/**
 * Keeps an AI paper's questions in the family's own question bank, so later bank papers can use
 * them. They stay the family's: not reviewed by Abhyas, never shown to another family.
 */
export function SaveQuestionsAction({ paper }: { paper: GeneratedPaper }) {
  const questions = savableQuestions(paper);
  const queryClient = useQueryClient();
  const { user } = useSession();
  const mutation = useMutation({
    mutationFn: () => papersApi.saveQuestions(questions.map((q) => familyQuestionInput(paper, q))),
    onSuccess: () =>
      user ? queryClient.invalidateQueries({ queryKey: papersQueryKey(user.id) }) : undefined,
  });
  if (questions.length === 0) {
    return null;
  }
  const saved = mutation.data;
  return (
    <div data-testid="save-questions">
      <button
        type="button"
        className="button button--secondary"
        disabled={mutation.isPending || mutation.isSuccess}
        onClick={() => mutation.mutate()}
        data-testid="save-questions-button"
      >
        {mutation.isPending
          ? 'Saving questions...'
          : mutation.isSuccess
            ? 'Questions saved'
            : 'Save questions to my bank'}
      </button>
      {saved ? (
        <p className="form-status form-status--success" role="status">
          {saved.saved > 0
            ? `${saved.saved} question${saved.saved === 1 ? '' : 's'} saved to your family’s question bank`
            : 'These questions are already in your family’s question bank'}
          {saved.alreadySaved > 0 && saved.saved > 0
            ? ` (${saved.alreadySaved} were already there)`
            : ''}
          . Your bank papers for this subject can now use them; they are not reviewed by Abhyas and
          no other family sees them.
        </p>
      ) : null}
      {mutation.isError ? (
        <p className="form-status form-status--error" role="alert">
          {outcome(mutation.error)}
        </p>
      ) : null}
    </div>
  );
}
