import { safeName, safeText } from '../safe-text';
import { TEST_MESSAGES } from './tests.constants';

/** Field schemas the test contracts share (not requests themselves, so not exported by the index). */
export const id = (label: string) =>
  safeText(label, { error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

export const studentName = safeName('studentName', { error: TEST_MESSAGES.missingPaperOrStudent })
  .trim()
  .min(1, TEST_MESSAGES.missingPaperOrStudent)
  .max(100);
