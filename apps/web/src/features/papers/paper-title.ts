import { PAPER_MESSAGES, titleKey } from '@abhyas/contracts';
import type { Generation } from './create-paper.reducer';

export interface TitleFacts {
  title: string;
  /** Missing fields are pointed out once Generate has been clicked. */
  showErrors: boolean;
  /** The server's duplicate-title answer for this very title, when it has come. */
  isDuplicate: boolean;
  /** Title keys a save was refused for. */
  takenTitles: readonly string[];
}

/** Spec §5: a title is required and unique per parent (compared trimmed and lower-cased). */
export function titleError(facts: TitleFacts): string | null {
  const key = titleKey(facts.title);
  if (key === '') {
    return facts.showErrors ? PAPER_MESSAGES.titleRequired : null;
  }
  if (facts.isDuplicate || facts.takenTitles.includes(key)) {
    return PAPER_MESSAGES.duplicateTitle;
  }
  return null;
}

/**
 * Locked once generation starts or a paper is generated (spec §4), so the saved title is the
 * one the paper was made under; a title the server refused stays editable so it can be fixed.
 */
export function isTitleLocked(generation: Generation, error: string | null): boolean {
  if (error === PAPER_MESSAGES.duplicateTitle && generation.phase === 'generated') {
    return false;
  }
  return generation.phase !== 'idle' && generation.phase !== 'failed';
}
