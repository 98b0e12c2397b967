import type { GenerationPlan } from '@abhyas/contracts';
import { deciderSpec } from '@abhyas/testing';
import { generationJobDecider } from './generation-job.decider';
import type { GenerationJobData, GenerationJobEvent } from './generation-job.events';

const plan: GenerationPlan = {
  curriculum: 'CBSE',
  class: 8,
  subject: 'Mathematics',
  paperType: 'chapter-wise',
  difficultyDistribution: 'default',
  totalMarks: 15,
  timeDuration: 45,
  marks: { objective: 5, short: 5, long: 5 },
  chapters: [
    {
      id: 'ch01',
      name: 'Squares',
      topics: [{ id: 'squares', name: 'Squares', section: 'S2', subTopics: ['Perfect squares'] }],
    },
  ],
};
const job: GenerationJobData = {
  jobId: 'ai-job-0001',
  parentId: 'p1',
  title: 'Squares',
  reservationId: 'paper:ai-job-0001',
  requestedAt: '2026-11-25T10:00:00.000Z',
  deadlineAt: '2026-11-25T10:05:00.000Z',
  deadlineMs: 300_000,
  plan,
};
const before = '2026-11-25T10:01:00.000Z';
const after = '2026-11-25T10:05:00.000Z';

const requested: GenerationJobEvent = { type: 'AiGenerationRequested', data: job };
const step = (n: number, at = before): GenerationJobEvent => ({
  type: 'AiGenerationStepReached',
  data: { jobId: job.jobId, step: n, at },
});
const completed: GenerationJobEvent = {
  type: 'AiGenerationCompleted',
  data: { jobId: job.jobId, generationId: job.jobId, questionCount: 9, totalMarks: 15, at: before },
};
const failed = (reason: 'provider_failed' | 'timed_out', at = before): GenerationJobEvent => ({
  type: 'AiGenerationFailed',
  data: {
    jobId: job.jobId,
    reason,
    message:
      reason === 'timed_out' ? 'Request timed out after 300000ms' : 'Failed to generate paper',
    at,
  },
});
const settled = (outcome: 'committed' | 'released' | 'lapsed'): GenerationJobEvent => ({
  type: 'AiGenerationCreditsSettled',
  data: { jobId: job.jobId, outcome, at: before },
});
const complete = (at = before) =>
  ({
    type: 'CompleteAiGeneration',
    data: { generationId: job.jobId, questionCount: 9, totalMarks: 15, at },
  }) as const;

const erased: GenerationJobEvent = {
  type: 'AiGenerationErased',
  data: { jobId: job.jobId, childId: 'c1', at: before },
};

const spec = deciderSpec(generationJobDecider);

describe('generation job', () => {
  it('is requested once: the same request again decides nothing', () => {
    spec.given([]).when({ type: 'RequestAiGeneration', data: job }).then([requested]);
    spec.given([requested]).when({ type: 'RequestAiGeneration', data: job }).then([]);
  });

  it('starts on step 1 and only moves forward', () => {
    spec
      .given([requested])
      .when({ type: 'ReachStep', data: { step: 1, at: before } })
      .then([step(1)]);
    spec
      .given([requested, step(1)])
      .when({ type: 'ReachStep', data: { step: 1, at: before } })
      .then([]);
    spec
      .given([requested, step(1), step(3)])
      .when({ type: 'ReachStep', data: { step: 2, at: before } })
      .then([]);
    spec
      .given([requested, step(1)])
      .when({ type: 'ReachStep', data: { step: 2, at: before } })
      .then([step(2)]);
  });

  it('completes before its deadline, and fails as timed out at or after it', () => {
    spec
      .given([requested, step(1)])
      .when(complete())
      .then([completed]);
    spec
      .given([requested, step(1)])
      .when(complete(after))
      .then([failed('timed_out', after)]);
    spec
      .given([requested, step(2)])
      .when({ type: 'ReachStep', data: { step: 3, at: after } })
      .then([failed('timed_out', after)]);
  });

  it('is final once completed or failed: late and racing reports decide nothing', () => {
    for (const history of [
      [requested, completed],
      [requested, failed('provider_failed')],
    ]) {
      spec.given(history).when(complete()).then([]);
      spec
        .given(history)
        .when({ type: 'FailAiGeneration', data: { reason: 'provider_failed', at: before } })
        .then([]);
      spec
        .given(history)
        .when({ type: 'ExpireAiGeneration', data: { at: after } })
        .then([]);
      spec
        .given(history)
        .when({ type: 'ReachStep', data: { step: 4, at: before } })
        .then([]);
    }
  });

  it('says what the parent reads: the time-out with its milliseconds, or the failure', () => {
    spec
      .given([requested])
      .when({ type: 'FailAiGeneration', data: { reason: 'provider_failed', at: before } })
      .then([failed('provider_failed')]);
    spec
      .given([requested])
      .when({ type: 'FailAiGeneration', data: { reason: 'timed_out', at: before } })
      .then([failed('timed_out')]);
  });

  it('expires an open job only once its deadline has passed', () => {
    spec
      .given([requested])
      .when({ type: 'ExpireAiGeneration', data: { at: before } })
      .then([]);
    spec
      .given([requested, step(2)])
      .when({ type: 'ExpireAiGeneration', data: { at: after } })
      .then([failed('timed_out', after)]);
  });

  it('settles credits once, as the outcome says: committed when completed, released when failed', () => {
    const settle = (outcome: 'committed' | 'released' | 'lapsed') =>
      ({ type: 'SettleCredits', data: { outcome, at: before } }) as const;
    spec
      .given([requested, completed])
      .when(settle('committed'))
      .then([settled('committed')]);
    spec.given([requested, completed]).when(settle('released')).then([]);
    spec
      .given([requested, completed, settled('committed')])
      .when(settle('committed'))
      .then([]);
    spec
      .given([requested, failed('timed_out')])
      .when(settle('released'))
      .then([settled('released')]);
    spec
      .given([requested, failed('timed_out')])
      .when(settle('committed'))
      .then([]);
    spec
      .given([requested, failed('timed_out')])
      .when(settle('lapsed'))
      .then([settled('lapsed')]);
    spec.given([requested]).when(settle('released')).then([]);
  });

  it('erases a deleted child’s job once: an open one fails first, a finished one only leaves', () => {
    const forChild = { ...requested, data: { ...job, childId: 'c1' } } as GenerationJobEvent;
    const erase = { type: 'EraseAiGeneration', data: { childId: 'c1', at: before } } as const;
    const childDeleted: GenerationJobEvent = {
      type: 'AiGenerationFailed',
      data: {
        jobId: job.jobId,
        reason: 'child_deleted',
        message: 'Failed to generate paper',
        at: before,
      },
    };
    spec
      .given([forChild, step(2)])
      .when(erase)
      .then([childDeleted, erased]);
    spec.given([forChild, completed]).when(erase).then([erased]);
    spec.given([forChild, completed, erased]).when(erase).then([]);
    spec.given([requested]).when(erase).then([]);
  });
});
