import { PAPER_MESSAGES } from '@abhyas/contracts';
import { generatedPaper } from '../../testing/paper-fixtures';
import type { Generation } from './create-paper.reducer';
import { isTitleLocked, titleError } from './paper-title';

const facts = { title: '', showErrors: false, isDuplicate: false, takenTitles: [] };
const paper = generatedPaper();

describe('titleError', () => {
  it('asks for a title only once Generate was clicked', () => {
    expect(titleError(facts)).toBeNull();
    expect(titleError({ ...facts, title: '   ', showErrors: true })).toBe(
      PAPER_MESSAGES.titleRequired,
    );
  });

  it('says so when the parent has the title already, as the server or a refused save told', () => {
    expect(titleError({ ...facts, title: 'Week 1', isDuplicate: true })).toBe(
      PAPER_MESSAGES.duplicateTitle,
    );
    expect(titleError({ ...facts, title: '  WEEK   1 ', takenTitles: ['week 1'] })).toBe(
      PAPER_MESSAGES.duplicateTitle,
    );
    expect(titleError({ ...facts, title: 'Week 2', takenTitles: ['week 1'] })).toBeNull();
  });
});

describe('isTitleLocked', () => {
  const phases: [Generation, boolean][] = [
    [{ phase: 'idle' }, false],
    [{ phase: 'failed', failure: { message: 'x', suggestion: null, buyCredits: false } }, false],
    [{ phase: 'generating', requestId: 'r' }, true],
    [{ phase: 'generated', paper, saveError: null }, true],
    [{ phase: 'saving', paper }, true],
    [{ phase: 'saved', paper, paperId: 'p' }, true],
  ];
  it.each(phases)('in %o is %s', (generation, locked) => {
    expect(isTitleLocked(generation, null)).toBe(locked);
  });

  it('opens a generated paper’s title the server refused, so it can be fixed', () => {
    const generation: Generation = { phase: 'generated', paper, saveError: null };
    expect(isTitleLocked(generation, PAPER_MESSAGES.duplicateTitle)).toBe(false);
  });
});
