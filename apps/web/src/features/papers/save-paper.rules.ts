import { PAPER_MESSAGES } from '@abhyas/contracts';
import type { Generation } from './create-paper.reducer';

export interface SaveButtonState {
  label: 'Save Paper' | 'Saving...' | 'Saved';
  disabled: boolean;
  /** Why a paper on screen cannot be saved, or the last save's failure. */
  message: string | null;
}

/** Spec §5: Save works only with a preview, no title error, not saved yet and not saving. */
export function saveButtonState(
  generation: Generation,
  titleError: string | null,
): SaveButtonState {
  switch (generation.phase) {
    case 'saving':
      return { label: 'Saving...', disabled: true, message: null };
    case 'saved':
      return { label: 'Saved', disabled: true, message: null };
    case 'generated':
      return titleError
        ? { label: 'Save Paper', disabled: true, message: PAPER_MESSAGES.fixTitle }
        : { label: 'Save Paper', disabled: false, message: generation.saveError };
    case 'idle':
    case 'generating':
    case 'failed':
      return { label: 'Save Paper', disabled: true, message: null };
    default: {
      const unknown: never = generation;
      return unknown;
    }
  }
}
