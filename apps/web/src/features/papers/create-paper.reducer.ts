import { titleKey, type GeneratedPaper } from '@abhyas/contracts';
import type { GenerationFailure } from './generation-failure';
import { initialPaperForm, type PaperForm } from './paper-form';
import { paperFormReducer, RESETS_GENERATION, type PaperFormChange } from './paper-form.reducer';

/** Spec §4: idle, generating, generated (the preview), saving, saved. */
export type Generation =
  | { phase: 'idle' }
  /** `ai`: an AI job, its id once the server has accepted the request (null until then). */
  | { phase: 'generating'; requestId: string; ai?: { jobId: string | null } }
  | { phase: 'failed'; failure: GenerationFailure }
  | { phase: 'generated'; paper: GeneratedPaper; saveError: string | null }
  | { phase: 'saving'; paper: GeneratedPaper }
  | { phase: 'saved'; paper: GeneratedPaper; paperId: string };

export interface CreatePaperState {
  form: PaperForm;
  generation: Generation;
  /** Set by a Generate click, so that missing fields are pointed out from then on. */
  showErrors: boolean;
  /** Title keys the server refused as duplicates when saving. */
  takenTitles: string[];
  /** The title of the paper saved last, for the note shown once the form has reset. */
  lastSavedTitle: string | null;
}

export type CreatePaperAction =
  | { type: 'edit'; change: PaperFormChange }
  | { type: 'generateBlocked' }
  | { type: 'generationStarted'; requestId: string; ai?: boolean }
  | { type: 'aiJobAccepted'; requestId: string; jobId: string }
  | { type: 'generated'; requestId: string; paper: GeneratedPaper }
  | { type: 'generationFailed'; requestId: string; failure: GenerationFailure }
  | { type: 'saveStarted' }
  | { type: 'saved'; paperId: string }
  | { type: 'saveFailed'; message: string; titleTaken: boolean }
  /** After a save: a fresh form (the caller's defaults), keeping what the server told us. */
  | { type: 'reset'; form: PaperForm };

export const initialCreatePaperState = (
  form: PaperForm = initialPaperForm(),
): CreatePaperState => ({
  form,
  generation: { phase: 'idle' },
  showErrors: false,
  takenTitles: [],
  lastSavedTitle: null,
});

const IDLE: Generation = { phase: 'idle' };

/** An answer to an earlier click (the form has changed or another click followed) is dropped. */
const answersCurrentRequest = (state: CreatePaperState, requestId: string) =>
  state.generation.phase === 'generating' && state.generation.requestId === requestId;

export function createPaperReducer(
  state: CreatePaperState,
  action: CreatePaperAction,
): CreatePaperState {
  switch (action.type) {
    case 'edit': {
      const form = paperFormReducer(state.form, action.change);
      const stale = RESETS_GENERATION.has(action.change.type) && form !== state.form;
      return {
        ...state,
        form,
        generation: stale ? IDLE : state.generation,
        lastSavedTitle: null,
      };
    }
    case 'generateBlocked':
      return { ...state, showErrors: true };
    case 'generationStarted':
      return {
        ...state,
        showErrors: true,
        lastSavedTitle: null,
        generation: {
          phase: 'generating',
          requestId: action.requestId,
          ...(action.ai ? { ai: { jobId: null } } : {}),
        },
      };
    case 'aiJobAccepted': {
      const { generation } = state;
      return generation.phase === 'generating' &&
        generation.requestId === action.requestId &&
        generation.ai
        ? { ...state, generation: { ...generation, ai: { jobId: action.jobId } } }
        : state;
    }
    case 'generated':
      return answersCurrentRequest(state, action.requestId)
        ? { ...state, generation: { phase: 'generated', paper: action.paper, saveError: null } }
        : state;
    case 'generationFailed':
      return answersCurrentRequest(state, action.requestId)
        ? { ...state, generation: { phase: 'failed', failure: action.failure } }
        : state;
    case 'saveStarted':
      return state.generation.phase === 'generated'
        ? { ...state, generation: { phase: 'saving', paper: state.generation.paper } }
        : state;
    case 'saved':
      return state.generation.phase === 'saving'
        ? {
            ...state,
            generation: {
              phase: 'saved',
              paper: state.generation.paper,
              paperId: action.paperId,
            },
          }
        : state;
    case 'saveFailed': {
      if (state.generation.phase !== 'saving') {
        return state;
      }
      const key = titleKey(state.form.title);
      return {
        ...state,
        generation: {
          phase: 'generated',
          paper: state.generation.paper,
          saveError: action.message,
        },
        takenTitles:
          action.titleTaken && !state.takenTitles.includes(key)
            ? [...state.takenTitles, key]
            : state.takenTitles,
      };
    }
    case 'reset':
      return {
        ...initialCreatePaperState(action.form),
        takenTitles: state.takenTitles,
        lastSavedTitle: state.generation.phase === 'saved' ? state.form.title.trim() : null,
      };
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

/** The paper shown on the right, in whichever phase holds one. */
export const previewPaper = (generation: Generation): GeneratedPaper | null =>
  generation.phase === 'generated' || generation.phase === 'saving' || generation.phase === 'saved'
    ? generation.paper
    : null;
