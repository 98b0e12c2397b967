import {
  AI_GENERATION_MESSAGES,
  AI_GENERATION_STEPS,
  CREDIT_COSTS,
  type AiGenerationAvailability,
} from '@abhyas/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type Dispatch } from 'react';
import {
  aiAvailabilityQueryOptions,
  aiJobQueryOptions,
  isJobMissing,
  papersApi,
} from '../api/papers-api';
import { aiJobOutcome, aiJobProgress, type AiJobProgress } from '../ai-generation-job';
import { aiGenerationPath, aiGenerationRequest } from '../ai-generation.request';
import {
  aiJobToKeep,
  browserSessionStorage,
  readStoredAiJob,
  writeStoredAiJob,
  type StoredAiJob,
} from '../ai-job.session';
import type { CreatePaperAction, Generation } from '../create-paper.reducer';
import { aiRequestFailure, isAiNotConfigured } from '../generation-failure';
import type { PaperForm } from '../paper-form';
import { useAiJobEvents } from './useAiJobEvents';

interface AiGenerationInput {
  parentId: string;
  /** The resolved form: what is sent, and what is kept to resume. */
  form: PaperForm;
  /** The syllabus has loaded, so the form is resolved. */
  ready: boolean;
  generation: Generation;
  dispatch: Dispatch<CreatePaperAction>;
  /** Credits and bank counts changed: after the reservation, and once the job is settled. */
  refresh: () => void;
}

export interface AiGenerationState {
  /** Whether the server offers AI generation; undefined while unknown. */
  available: boolean | undefined;
  /** The four steps while an AI paper is being written; null otherwise. */
  progress: AiJobProgress | null;
}

const notConfigured = (known: AiGenerationAvailability | undefined): AiGenerationAvailability => ({
  success: true,
  available: false,
  message: AI_GENERATION_MESSAGES.notConfigured,
  cost: known?.cost ?? CREDIT_COSTS.generatePaperAi,
  deadlineMs: known?.deadlineMs ?? 0,
  steps: known?.steps ?? AI_GENERATION_STEPS,
});

/**
 * An AI paper: asks for the job once Generate is clicked (or on coming back before the server
 * had answered: the same request id names the same job), follows it (its events, or polling
 * every second), turns its end into the preview or the failure, and keeps it in sessionStorage
 * until it is saved or dropped.
 */
export function useAiGeneration({
  parentId,
  form,
  ready,
  generation,
  dispatch,
  refresh,
}: AiGenerationInput): AiGenerationState {
  const queryClient = useQueryClient();
  const availability = useQuery(aiAvailabilityQueryOptions());
  const aiJob = generation.phase === 'generating' ? generation.ai : undefined;
  const requestId = generation.phase === 'generating' ? generation.requestId : null;
  const jobId = aiJob?.jobId ?? null;
  // The job's events when the browser can read them; polling every second otherwise.
  const streaming = useAiJobEvents(jobId);
  const job = useQuery({
    ...aiJobQueryOptions(jobId ?? ''),
    enabled: jobId !== null && !streaming,
  });
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || !aiJob || aiJob.jobId !== null || requestId === null) {
      return;
    }
    if (posted.current === requestId) {
      return;
    }
    posted.current = requestId;
    papersApi.generateWithAi(aiGenerationPath(form), aiGenerationRequest(form, requestId)).then(
      (accepted) => {
        dispatch({ type: 'aiJobAccepted', requestId, jobId: accepted.jobId });
        refresh();
      },
      (error: unknown) => {
        if (isAiNotConfigured(error)) {
          queryClient.setQueryData(aiAvailabilityQueryOptions().queryKey, notConfigured);
        }
        dispatch({ type: 'generationFailed', requestId, failure: aiRequestFailure(error) });
        refresh();
      },
    );
  }, [ready, aiJob, requestId, form, dispatch, refresh, queryClient]);

  useEffect(() => {
    if (requestId === null || jobId === null) {
      return;
    }
    if (isJobMissing(job.error)) {
      const failure = { message: AI_GENERATION_MESSAGES.jobNotFound, suggestion: null };
      dispatch({ type: 'generationFailed', requestId, failure: { ...failure, buyCredits: false } });
      return;
    }
    const outcome = aiJobOutcome(job.data?.jobId === jobId ? job.data : undefined);
    if (outcome.kind === 'completed') {
      dispatch({ type: 'generated', requestId, paper: outcome.paper });
      refresh();
    } else if (outcome.kind === 'failed') {
      dispatch({ type: 'generationFailed', requestId, failure: outcome.failure });
      refresh();
    }
  }, [job.data, job.error, jobId, requestId, dispatch, refresh]);

  const [store] = useState(browserSessionStorage);
  // undefined: not read yet. Written only once the form is resolved, so a resume keeps it whole.
  const kept = useRef<StoredAiJob | null | undefined>(undefined);
  useEffect(() => {
    if (!ready) {
      return;
    }
    const before = kept.current === undefined ? readStoredAiJob(store, parentId) : kept.current;
    const next = aiJobToKeep(generation, form, before);
    if (JSON.stringify(next) !== JSON.stringify(before)) {
      writeStoredAiJob(store, parentId, next);
    }
    kept.current = next;
  }, [ready, generation, form, store, parentId]);

  return {
    available: availability.data?.available,
    progress: aiJob ? aiJobProgress(job.data?.jobId === jobId ? job.data : undefined) : null,
  };
}
