import type { AiQuestion, GenerationPlan, GenerationStep } from '@abhyas/contracts';
import { checkPaper, checkQuestion } from '../domain/ai-paper.check';
import { toCandidate } from '../domain/ai-question';
import { planSlots, type PaperSlot } from '../domain/paper-slots';
import { readAnswer, toWireQuestion } from './ai-answer';
import type { QuestionWriter } from './question-writer';

/** The model's answers never passed the checks within the rounds allowed. */
export class InvalidOutputError extends Error {
  override readonly name = 'InvalidOutputError';
}

export interface PaperWriting {
  jobId: string;
  plan: GenerationPlan;
  writer: QuestionWriter;
  signal: AbortSignal;
  /** Reports a step to the service; throws when the job is already over there. */
  report(step: GenerationStep): Promise<void>;
  /** Requests in all: the first asks for every slot, the rest only for the refused ones. */
  maxRounds: number;
  /** Slots per request, so a 50-question paper is a few answers of a size a model writes well. */
  batchSize: number;
}

const chunk = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  );

const normalised = (stem: unknown) =>
  typeof stem === 'string' ? stem.toLowerCase().replace(/\s+/g, ' ').trim() : '';

/**
 * Writes a paper slot by slot: ask for every slot (steps 2 and 3), check each answer in its slot
 * with the bank's schema and the plan's syllabus, ask again only for the refused slots with
 * what was wrong (bounded rounds), then check the whole paper (step 4). Throws
 * `InvalidOutputError` when a slot is still refused after the last round.
 */
export const writePaper = async (writing: PaperWriting): Promise<AiQuestion[]> => {
  const { jobId, plan, writer, signal } = writing;
  const slots = planSlots(plan);
  const accepted = new Map<number, AiQuestion>();
  const stems = new Set<string>();
  const feedback = new Map<number, string[]>();
  await writing.report(2);
  for (let round = 1; round <= writing.maxRounds; round++) {
    const pending = slots.filter((slot) => !accepted.has(slot.number));
    if (pending.length === 0) {
      break;
    }
    const answers = await Promise.all(
      chunk(pending, writing.batchSize).map(async (batch) => ({
        batch,
        content: await writer.write({ plan, slots: batch, feedback }, signal),
      })),
    );
    if (round === 1) {
      await writing.report(3);
    }
    for (const { batch, content } of answers) {
      judge(batch, readAnswer(content));
    }
  }
  const refused = slots.filter((slot) => !accepted.has(slot.number));
  if (refused.length > 0) {
    const sample = refused
      .slice(0, 3)
      .map((slot) => `slot ${slot.number}: ${(feedback.get(slot.number) ?? []).join('; ')}`);
    throw new InvalidOutputError(
      `${refused.length} of ${slots.length} questions still invalid after ${writing.maxRounds} rounds (${sample.join(' | ')})`,
    );
  }
  await writing.report(4);
  const questions = slots.map((slot) => accepted.get(slot.number)!);
  const paper = checkPaper(plan, questions.map(toCandidate));
  if (!paper.ok) {
    throw new InvalidOutputError(paper.issues.join('; '));
  }
  return questions;

  function judge(batch: readonly PaperSlot[], answer: ReturnType<typeof readAnswer>): void {
    for (const slot of batch) {
      const item = answer.ok ? answer.items.get(slot.number) : undefined;
      if (!item) {
        feedback.set(slot.number, [
          answer.ok ? 'no question was given for this slot' : answer.reason,
        ]);
        continue;
      }
      const wire = toWireQuestion(item, jobId, slot);
      if (!wire.ok) {
        feedback.set(slot.number, wire.issues);
        continue;
      }
      const result = checkQuestion(toCandidate(wire.question), plan, slot);
      const stem = normalised(wire.question.stem);
      if (!result.ok) {
        feedback.set(slot.number, result.issues);
      } else if (stems.has(stem)) {
        feedback.set(slot.number, ['the same question as another slot: write a different one']);
      } else {
        stems.add(stem);
        accepted.set(slot.number, wire.question);
        feedback.delete(slot.number);
      }
    }
  }
};
