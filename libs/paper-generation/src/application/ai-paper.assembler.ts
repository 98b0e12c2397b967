import type { PaperQuestion } from '@abhyas/contracts';
import type { CheckedQuestion } from '../domain/ai-paper.check';
import type { GenerationJobData } from '../domain/generation-job.events';
import type { Generated } from '../domain/generation.decider';
import { planSlots } from '../domain/paper-slots';
import { versionOf } from './bank-index';
import { toPaperQuestion } from './paper-question';

/** Said on every AI paper's preview, so a parent knows what was and was not checked. */
export const AI_PAPER_NOTE =
  'Written by AI: every question was checked for its format, answer key, marks and syllabus topic, but not reviewed by a teacher.';

const chapterLabel = (job: GenerationJobData): string => {
  const { chapters, paperType } = job.plan;
  if (chapters.length === 1) {
    return chapters[0].name;
  }
  return paperType !== 'comprehensive' ? chapters.map((c) => c.name).join(', ') : 'All chapters';
};

/**
 * A checked AI paper as a generation: the bank papers' shape (so the preview, save-paper and
 * tests treat both alike), each question a full copy with its content hash as its version and
 * `ai` as its source, numbered in paper order under the Olympiad's section names.
 */
export const assembleAiPaper = (
  job: GenerationJobData,
  checked: readonly CheckedQuestion[],
  generatedAt: string,
  model?: string,
): Extract<Generated, { model?: string }> => {
  const { plan } = job;
  const slots = planSlots(plan);
  const questions: PaperQuestion[] = checked.map((q, i) =>
    toPaperQuestion(q.question, {
      version: versionOf(q.question),
      source: 'ai',
      ...(q.passage ? { passageText: q.passage } : {}),
      chapterName: q.chapter,
      topicId: q.topic.id,
      topicName: q.topic.name,
      number: i + 1,
      marks: q.question.marks,
      ...(slots[i].section ? { sectionName: slots[i].section.name } : {}),
    }),
  );
  return {
    curriculum: plan.curriculum,
    class: plan.class,
    subject: plan.subject,
    ...(plan.branch ? { branch: plan.branch } : {}),
    chapter: chapterLabel(job),
    paperType: plan.paperType,
    difficultyDistribution: plan.difficultyDistribution,
    totalMarks: questions.reduce((sum, q) => sum + q.marks, 0),
    timeDuration: plan.timeDuration,
    ...(plan.sections ? { sections: plan.sections } : {}),
    questions,
    notes: [AI_PAPER_NOTE],
    generationId: job.jobId,
    parentId: job.parentId,
    ...(job.childId ? { childId: job.childId } : {}),
    reservationId: job.reservationId,
    generatedAt,
    ...(model ? { model } : {}),
  };
};
