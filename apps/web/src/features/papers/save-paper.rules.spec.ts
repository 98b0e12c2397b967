import { PAPER_MESSAGES } from '@abhyas/contracts';
import { generatedPaper } from '../../testing/paper-fixtures';
import { saveButtonState } from './save-paper.rules';

const paper = generatedPaper();

describe('saveButtonState (spec §5)', () => {
  it('needs a preview', () => {
    expect(saveButtonState({ phase: 'idle' }, null)).toMatchObject({ disabled: true });
    expect(saveButtonState({ phase: 'generating', requestId: 'r' }, null).disabled).toBe(true);
  });

  it('is enabled for a preview without a title error', () => {
    expect(saveButtonState({ phase: 'generated', paper, saveError: null }, null)).toEqual({
      label: 'Save Paper',
      disabled: false,
      message: null,
    });
  });

  it('asks to fix the title first', () => {
    expect(
      saveButtonState(
        { phase: 'generated', paper, saveError: null },
        PAPER_MESSAGES.duplicateTitle,
      ),
    ).toEqual({ label: 'Save Paper', disabled: true, message: PAPER_MESSAGES.fixTitle });
  });

  it('shows the last failure and lets the parent try again', () => {
    expect(
      saveButtonState({ phase: 'generated', paper, saveError: PAPER_MESSAGES.saveError }, null),
    ).toEqual({ label: 'Save Paper', disabled: false, message: PAPER_MESSAGES.saveError });
  });

  it('says Saving... and then Saved, disabled both times', () => {
    expect(saveButtonState({ phase: 'saving', paper }, null)).toMatchObject({
      label: 'Saving...',
      disabled: true,
    });
    expect(saveButtonState({ phase: 'saved', paper, paperId: 'p' }, null)).toMatchObject({
      label: 'Saved',
      disabled: true,
    });
  });
});
