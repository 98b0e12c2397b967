import { generatedPaper } from '../../testing/paper-fixtures';
import {
  createPaperReducer,
  initialCreatePaperState,
  previewPaper,
  type CreatePaperAction,
  type CreatePaperState,
} from './create-paper.reducer';
import { initialPaperForm } from './paper-form';

const paper = generatedPaper();
const start = (): CreatePaperState =>
  initialCreatePaperState({ ...initialPaperForm('CBSE'), class: 6, title: 'Patterns 1' });
const run = (state: CreatePaperState, ...actions: CreatePaperAction[]) =>
  actions.reduce(createPaperReducer, state);
const generated = () =>
  run(
    start(),
    { type: 'generationStarted', requestId: 'r1' },
    { type: 'generated', requestId: 'r1', paper },
  );

describe('createPaperReducer: generation and saving (spec §4)', () => {
  it('goes idle, generating, generated, saving, saved', () => {
    let state = run(start(), { type: 'generationStarted', requestId: 'r1' });
    expect(state.generation).toEqual({ phase: 'generating', requestId: 'r1' });
    expect(state.showErrors).toBe(true);
    state = run(state, { type: 'generated', requestId: 'r1', paper });
    expect(previewPaper(state.generation)).toBe(paper);
    state = run(state, { type: 'saveStarted' });
    expect(state.generation.phase).toBe('saving');
    state = run(state, { type: 'saved', paperId: 'p1' });
    expect(state.generation).toEqual({ phase: 'saved', paper, paperId: 'p1' });
  });

  it('follows an AI job: asked, accepted with its id, then its paper', () => {
    let state = run(start(), { type: 'generationStarted', requestId: 'r1', ai: true });
    expect(state.generation).toEqual({ phase: 'generating', requestId: 'r1', ai: { jobId: null } });
    state = run(state, { type: 'aiJobAccepted', requestId: 'r0', jobId: 'ai-old' });
    expect(state.generation).toEqual({ phase: 'generating', requestId: 'r1', ai: { jobId: null } });
    state = run(state, { type: 'aiJobAccepted', requestId: 'r1', jobId: 'ai-0123456789' });
    expect(state.generation).toEqual({
      phase: 'generating',
      requestId: 'r1',
      ai: { jobId: 'ai-0123456789' },
    });
    state = run(state, { type: 'generated', requestId: 'r1', paper });
    expect(previewPaper(state.generation)).toBe(paper);
  });

  it('takes no job id for a bank paper', () => {
    const state = run(
      start(),
      { type: 'generationStarted', requestId: 'r1' },
      { type: 'aiJobAccepted', requestId: 'r1', jobId: 'ai-0123456789' },
    );
    expect(state.generation).toEqual({ phase: 'generating', requestId: 'r1' });
  });

  it.each(['examType', 'class', 'student', 'curriculum'] as const)(
    'a change of %s drops the generated paper',
    (field) => {
      const changes = {
        examType: { type: 'examType', examType: 'ICSE' },
        class: { type: 'class', class: 7 },
        student: { type: 'student', student: 'child-2' },
        curriculum: { type: 'curriculum', curriculum: 'NSO' },
      } as const;
      const state = run(generated(), { type: 'edit', change: changes[field] });
      expect(state.generation).toEqual({ phase: 'idle' });
    },
  );

  it('other edits keep the preview', () => {
    const state = run(generated(), {
      type: 'edit',
      change: { type: 'subject', subject: 'Science' },
    });
    expect(state.generation.phase).toBe('generated');
  });

  it('drops an answer to an earlier click or to a form that has changed since', () => {
    const restarted = run(
      start(),
      { type: 'generationStarted', requestId: 'r1' },
      { type: 'generationStarted', requestId: 'r2' },
      { type: 'generated', requestId: 'r1', paper },
    );
    expect(restarted.generation).toEqual({ phase: 'generating', requestId: 'r2' });
    const reset = run(
      start(),
      { type: 'generationStarted', requestId: 'r1' },
      { type: 'edit', change: { type: 'class', class: 7 } },
      {
        type: 'generationFailed',
        requestId: 'r1',
        failure: { message: 'x', suggestion: null, buyCredits: false },
      },
    );
    expect(reset.generation).toEqual({ phase: 'idle' });
  });

  it('keeps the paper when a save fails, with the message, and remembers a refused title', () => {
    const state = run(
      generated(),
      { type: 'saveStarted' },
      { type: 'saveFailed', message: 'taken', titleTaken: true },
    );
    expect(state.generation).toEqual({ phase: 'generated', paper, saveError: 'taken' });
    expect(state.takenTitles).toEqual(['patterns 1']);
  });

  it('resets to the given form after a save, noting the saved title', () => {
    const saved = run(generated(), { type: 'saveStarted' }, { type: 'saved', paperId: 'p1' });
    const fresh = { ...initialPaperForm(), student: 'child-1' };
    const state = run(saved, { type: 'reset', form: fresh });
    expect(state.form).toBe(fresh);
    expect(state.generation).toEqual({ phase: 'idle' });
    expect(state.showErrors).toBe(false);
    expect(state.lastSavedTitle).toBe('Patterns 1');
  });

  it('ignores a save outside a preview', () => {
    expect(run(start(), { type: 'saveStarted' })).toEqual(start());
  });
});
