import type { CreatePaperState, Generation } from './create-paper.reducer';
import { initialCreatePaperState } from './create-paper.reducer';
import { initialPaperForm, type PaperForm } from './paper-form';

export type JobStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * An AI paper in progress, kept for the tab so that leaving the page and coming back resumes it.
 * The request id is enough to find the job again (the server names a job by parent and request
 * id), so it is kept from the click on, and the job id once the server has answered.
 */
export interface StoredAiJob {
  requestId: string;
  jobId: string | null;
  form: PaperForm;
}

export const aiJobStorageKey = (parentId: string) => `abhyas.ai-paper-job.${parentId}`;

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
const JOB_ID = /^ai-[a-z0-9-]{8,80}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored entry, or null when there is none or it is not one this page wrote. */
export function parseStoredAiJob(raw: string | null): StoredAiJob | null {
  if (raw === null) {
    return null;
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.form)) {
    return null;
  }
  const { requestId, jobId, form } = value;
  if (typeof requestId !== 'string' || !REQUEST_ID.test(requestId)) {
    return null;
  }
  if (jobId !== null && (typeof jobId !== 'string' || !JOB_ID.test(jobId))) {
    return null;
  }
  // Fields a later version of the form added start from their defaults.
  return { requestId, jobId, form: { ...initialPaperForm(), ...form, method: 'ai' } };
}

/** What to remember after the generation moved on: the job while it runs or its paper is unsaved. */
export function aiJobToKeep(
  generation: Generation,
  form: PaperForm,
  stored: StoredAiJob | null,
): StoredAiJob | null {
  switch (generation.phase) {
    case 'generating':
      return generation.ai
        ? { requestId: generation.requestId, jobId: generation.ai.jobId, form }
        : null;
    case 'generated':
    case 'saving':
      return stored !== null && stored.jobId === generation.paper.generationId ? stored : null;
    case 'idle':
    case 'failed':
    case 'saved':
      return null;
    default: {
      const unknown: never = generation;
      return unknown;
    }
  }
}

/** The screen as it was left: the same form, waiting for the same job. */
export const resumedCreatePaperState = (stored: StoredAiJob): CreatePaperState => ({
  ...initialCreatePaperState(stored.form),
  showErrors: true,
  generation: { phase: 'generating', requestId: stored.requestId, ai: { jobId: stored.jobId } },
});

export function readStoredAiJob(store: JobStore | null, parentId: string): StoredAiJob | null {
  try {
    return parseStoredAiJob(store?.getItem(aiJobStorageKey(parentId)) ?? null);
  } catch {
    return null;
  }
}

export function writeStoredAiJob(
  store: JobStore | null,
  parentId: string,
  job: StoredAiJob | null,
): void {
  try {
    if (job) {
      store?.setItem(aiJobStorageKey(parentId), JSON.stringify(job));
    } else {
      store?.removeItem(aiJobStorageKey(parentId));
    }
  } catch {
    // Storage blocked or full: the job still runs, it only cannot be resumed after leaving.
  }
}

export function browserSessionStorage(): JobStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
