import { generatedPaper } from '../../testing/paper-fixtures';
import {
  aiJobStorageKey,
  aiJobToKeep,
  parseStoredAiJob,
  readStoredAiJob,
  resumedCreatePaperState,
  writeStoredAiJob,
  type JobStore,
  type StoredAiJob,
} from './ai-job.session';
import { createPaperReducer, type Generation } from './create-paper.reducer';
import { initialPaperForm } from './paper-form';

const form = {
  ...initialPaperForm('CBSE'),
  method: 'ai' as const,
  curriculum: 'CBSE' as const,
  class: 6,
  student: 'child-1',
  title: 'Fractions 1',
};
const jobId = 'ai-0123456789abcdef';
const stored: StoredAiJob = { requestId: 'request-0001', jobId, form };

const memoryStore = (): JobStore & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

describe('aiJobToKeep: an AI job is remembered while it runs and until its paper is saved', () => {
  const paper = generatedPaper({ generationId: jobId });

  it('keeps the request from the click on, and the job id once the server has answered', () => {
    const asking: Generation = {
      phase: 'generating',
      requestId: 'request-0001',
      ai: { jobId: null },
    };
    expect(aiJobToKeep(asking, form, null)).toEqual({ ...stored, jobId: null });
    const polling: Generation = { phase: 'generating', requestId: 'request-0001', ai: { jobId } };
    expect(aiJobToKeep(polling, form, null)).toEqual(stored);
  });

  it('keeps the job while its paper is on screen, unsaved', () => {
    expect(aiJobToKeep({ phase: 'generated', paper, saveError: null }, form, stored)).toBe(stored);
    expect(aiJobToKeep({ phase: 'saving', paper }, form, stored)).toBe(stored);
  });

  it('forgets it once saved, failed or dropped, and never keeps a bank paper', () => {
    expect(aiJobToKeep({ phase: 'saved', paper, paperId: 'p1' }, form, stored)).toBeNull();
    const failure = { message: 'Failed to generate paper', suggestion: null, buyCredits: false };
    expect(aiJobToKeep({ phase: 'failed', failure }, form, stored)).toBeNull();
    expect(aiJobToKeep({ phase: 'idle' }, form, stored)).toBeNull();
    expect(
      aiJobToKeep({ phase: 'generating', requestId: 'request-0002' }, form, stored),
    ).toBeNull();
    const bankPaper = generatedPaper({ generationId: 'bank-1' });
    expect(
      aiJobToKeep({ phase: 'generated', paper: bankPaper, saveError: null }, form, stored),
    ).toBeNull();
  });
});

describe('resuming an AI job after leaving the page', () => {
  it('writes, reads back and clears the job per parent', () => {
    const store = memoryStore();
    writeStoredAiJob(store, 'parent-1', stored);
    expect(readStoredAiJob(store, 'parent-1')).toEqual(stored);
    expect(readStoredAiJob(store, 'parent-2')).toBeNull();
    writeStoredAiJob(store, 'parent-1', null);
    expect(store.items.size).toBe(0);
  });

  it('comes back generating the same job with the same form, title locked', () => {
    const state = resumedCreatePaperState(stored);
    expect(state.form).toEqual(form);
    expect(state.generation).toEqual({
      phase: 'generating',
      requestId: 'request-0001',
      ai: { jobId },
    });
    // The job's end is accepted for the resumed request, as for a fresh click.
    const paper = generatedPaper({ generationId: jobId });
    const next = createPaperReducer(state, { type: 'generated', requestId: 'request-0001', paper });
    expect(next.generation).toEqual({ phase: 'generated', paper, saveError: null });
  });

  it('ignores what it did not write: broken JSON, bad ids, no form', () => {
    expect(parseStoredAiJob(null)).toBeNull();
    expect(parseStoredAiJob('{not json')).toBeNull();
    expect(parseStoredAiJob(JSON.stringify({ ...stored, requestId: 'x' }))).toBeNull();
    expect(parseStoredAiJob(JSON.stringify({ ...stored, jobId: 'bank-1' }))).toBeNull();
    expect(parseStoredAiJob(JSON.stringify({ requestId: 'request-0001', jobId }))).toBeNull();
    expect(parseStoredAiJob(JSON.stringify({ ...stored, jobId: null }))).toEqual({
      ...stored,
      jobId: null,
    });
  });

  it('fills fields a later form added from their defaults', () => {
    const { questionTypes: _dropped, ...older } = form;
    expect(parseStoredAiJob(JSON.stringify({ ...stored, form: older }))?.form).toEqual(form);
  });

  it('survives storage that refuses to work', () => {
    const broken: JobStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(readStoredAiJob(broken, 'parent-1')).toBeNull();
    expect(() => writeStoredAiJob(broken, 'parent-1', stored)).not.toThrow();
    expect(aiJobStorageKey('parent-1')).toContain('parent-1');
  });
});
