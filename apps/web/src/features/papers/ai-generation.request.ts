import { OLYMPIADS, type AiGenerationRequest } from '@abhyas/contracts';
import { bankGenerationRequest } from './bank-generation.request';
import type { PaperForm } from './paper-form';

const isOlympiadCode = (curriculum: string): curriculum is (typeof OLYMPIADS)[number] =>
  (OLYMPIADS as readonly string[]).includes(curriculum);

/**
 * Where an AI paper is asked for: an Olympiad's own route (its subject comes from the
 * organiser's pattern), every board through the shared one.
 */
export const aiGenerationPath = (form: Pick<PaperForm, 'curriculum'>): string =>
  isOlympiadCode(form.curriculum)
    ? `/api/generate/olympiad/${form.curriculum.toLowerCase()}`
    : '/api/generate/generate-paper';

/**
 * The contract's AI request: the bank form's fields (one definition for both), the title, and
 * the child when one is chosen. The AI-only choices (question types, difficulty) are not part of
 * the contract yet, so they are not sent.
 */
export function aiGenerationRequest(form: PaperForm, requestId: string): AiGenerationRequest {
  const {
    studentId: _studentId,
    generationType: _generationType,
    ...fields
  } = bankGenerationRequest(form, requestId);
  return {
    ...fields,
    title: form.title.trim(),
    ...(form.student ? { studentId: form.student } : {}),
  };
}
