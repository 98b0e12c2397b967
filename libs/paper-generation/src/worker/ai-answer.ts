import { aiQuestionSchema, type AiQuestion } from '@abhyas/contracts';
import type { PaperSlot } from '../domain/paper-slots';

type Item = Record<string, unknown>;

export type ReadAnswer = { ok: true; items: Map<number, Item> } | { ok: false; reason: string };

const isObject = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The model's text as items by slot number; anything that is not the schema's JSON is refused. */
export const readAnswer = (content: string): ReadAnswer => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { ok: false, reason: 'the answer was not valid JSON' };
  }
  if (!isObject(parsed) || !Array.isArray(parsed.questions)) {
    return { ok: false, reason: 'the answer must be an object with a `questions` array' };
  }
  const items = new Map<number, Item>();
  for (const item of parsed.questions) {
    if (isObject(item) && typeof item.slot === 'number' && !items.has(item.slot)) {
      items.set(item.slot, item);
    }
  }
  return { ok: true, items };
};

export type WireQuestion = { ok: true; question: AiQuestion } | { ok: false; issues: string[] };

/**
 * One item as the service's paper route takes it (`aiQuestionSchema`): the nulls strict
 * structured output puts in place of absent fields dropped, the slot number replaced by the
 * worker's id (unique in the paper). An item that does not fit is refused like a bad question.
 */
export const toWireQuestion = (raw: Item, jobId: string, slot: PaperSlot): WireQuestion => {
  const { slot: _slot, ...fields } = raw;
  const present = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));
  const parsed = aiQuestionSchema.safeParse({ ...present, id: `${jobId}-q${slot.number}` });
  return parsed.success
    ? { ok: true, question: parsed.data }
    : {
        ok: false,
        issues: parsed.error.issues
          .slice(0, 5)
          .map((issue) => `${issue.path.join('.') || 'question'}: ${issue.message}`),
      };
};
