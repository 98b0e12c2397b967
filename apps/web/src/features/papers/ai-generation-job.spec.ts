import { AI_GENERATION_STEPS, type GenerationJobView } from '@abhyas/contracts';
import { generatedPaper } from '../../testing/paper-fixtures';
import { AI_FAILURE_NOTE, aiJobOutcome, aiJobProgress, isJobSettled } from './ai-generation-job';

const job = (overrides: Partial<GenerationJobView> = {}): GenerationJobView => ({
  success: true,
  jobId: 'ai-0123456789abcdef',
  title: 'Fractions 1',
  status: 'running',
  step: 1,
  steps: AI_GENERATION_STEPS,
  stepLabel: AI_GENERATION_STEPS[0],
  requestedAt: '2026-11-25T10:00:00.000Z',
  deadlineAt: '2026-11-25T10:05:00.000Z',
  pollAfterMs: 1000,
  ...overrides,
});

const states = (view: GenerationJobView | undefined) =>
  aiJobProgress(view).steps.map((step) => step.state);

describe('aiJobProgress: the four steps with the current one marked (spec §2)', () => {
  it('lists the four steps at step 1 before the server has answered, as queued', () => {
    const progress = aiJobProgress(undefined);
    expect(progress.steps.map((step) => step.label)).toEqual([...AI_GENERATION_STEPS]);
    expect(states(undefined)).toEqual(['current', 'waiting', 'waiting', 'waiting']);
    expect(progress.queued).toBe(true);
  });

  it('marks the steps before the current one done', () => {
    expect(states(job({ step: 3 }))).toEqual(['done', 'done', 'current', 'waiting']);
    expect(aiJobProgress(job({ step: 3 })).queued).toBe(false);
    expect(aiJobProgress(job({ status: 'queued' })).queued).toBe(true);
  });

  it('marks every step done once the job is completed', () => {
    expect(states(job({ status: 'completed', step: 4 }))).toEqual(['done', 'done', 'done', 'done']);
  });

  it('takes the labels the server sends', () => {
    const steps = ['a', 'b', 'c', 'd'];
    expect(aiJobProgress(job({ steps })).steps.map((step) => step.label)).toEqual(steps);
  });
});

describe('aiJobOutcome: what a polled job means for the screen', () => {
  it('keeps waiting while the job is queued or running, or not known yet', () => {
    expect(aiJobOutcome(undefined)).toEqual({ kind: 'running' });
    expect(aiJobOutcome(job({ status: 'queued' }))).toEqual({ kind: 'running' });
    expect(aiJobOutcome(job({ step: 4 }))).toEqual({ kind: 'running' });
    expect(isJobSettled(job())).toBe(false);
  });

  it('gives the paper of a completed job, for the same preview as bank papers', () => {
    const paper = generatedPaper({ generationId: 'ai-0123456789abcdef' });
    const done = job({ status: 'completed', step: 4, paper, creditsUsed: 10 });
    expect(aiJobOutcome(done)).toEqual({ kind: 'completed', paper });
    expect(isJobSettled(done)).toBe(true);
  });

  it('says why a job failed and that its 10 credits were not charged (spec §8)', () => {
    const timedOut = job({
      status: 'failed',
      creditsUsed: 0,
      error: 'Request timed out after 300000ms',
    });
    expect(aiJobOutcome(timedOut)).toEqual({
      kind: 'failed',
      failure: {
        message: 'Request timed out after 300000ms',
        suggestion: 'The 10 credits were not charged.',
        buyCredits: false,
      },
    });
    expect(isJobSettled(timedOut)).toBe(true);
  });

  it("falls back to 'Failed to generate paper' when the job names no reason", () => {
    const outcome = aiJobOutcome(job({ status: 'failed', creditsUsed: 0 }));
    expect(outcome).toMatchObject({
      kind: 'failed',
      failure: { message: 'Failed to generate paper', suggestion: AI_FAILURE_NOTE },
    });
  });

  it('does not promise a refund for a completed job that came without its paper', () => {
    const outcome = aiJobOutcome(job({ status: 'completed', step: 4, creditsUsed: 10 }));
    expect(outcome).toMatchObject({
      kind: 'failed',
      failure: { message: 'Failed to generate paper', suggestion: null },
    });
  });
});
