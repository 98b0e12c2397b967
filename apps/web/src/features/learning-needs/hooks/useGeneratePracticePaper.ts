import { PRACTICE_PAPER_MESSAGES, type LearningNeeds } from '@abhyas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { creditsQueryKey } from '../../credits/api/credits-api';
import { papersQueryKey } from '../../papers/api/papers-api';
import { learningNeedsApi } from '../api/learning-needs-api';
import { practiceFailureMessage, topFocusAreas } from '../learning-needs-view';

interface PracticeChild {
  parentId: string;
  studentId: string;
  childName: string;
}

/**
 * Generate Practice Paper (parent doc §4): the top 5 focus areas to the server, one request id
 * per click (so a retried call charges once), then View Papers, where the new paper is listed.
 */
export function useGeneratePracticePaper(child: PracticeChild) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  // A double click lands before React disables the button: the second click must not send.
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: learningNeedsApi.generatePracticePaper,
    onSettled: () => {
      inFlight.current = false;
    },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: papersQueryKey(child.parentId) });
      void queryClient.invalidateQueries({ queryKey: creditsQueryKey(child.parentId) });
      void navigate({
        to: '/parent-dashboard',
        search: { view: 'view-papers' },
        state: { flash: `Practice paper “${answer.title}” saved for ${child.childName}.` },
      });
    },
  });
  const generate = (needs: LearningNeeds) => {
    if (inFlight.current) {
      return;
    }
    const focusAreas = topFocusAreas(needs);
    if (focusAreas.length === 0) {
      setRefusal(PRACTICE_PAPER_MESSAGES.noFocusAreas);
      return;
    }
    setRefusal(null);
    inFlight.current = true;
    mutation.mutate({
      ...child,
      focusAreas,
      learningData: { computedAt: needs.computedAt, answersSeen: needs.answersSeen },
      requestId: crypto.randomUUID(),
    });
  };
  return {
    generate,
    busy: mutation.isPending,
    error: refusal ?? (mutation.isError ? practiceFailureMessage(mutation.error) : null),
  };
}
