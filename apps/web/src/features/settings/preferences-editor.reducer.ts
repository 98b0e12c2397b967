import {
  ACCOUNT_MESSAGES as M,
  curriculaOf,
  subjectsOf,
  type ExaminationPreferences,
} from '@abhyas/contracts';

export interface PreferencesEditorState {
  original: ExaminationPreferences;
  draft: ExaminationPreferences;
}

export type PreferencesEditorAction =
  | { type: 'open'; preferences: ExaminationPreferences }
  | { type: 'toggleType'; value: string }
  | { type: 'toggleCurriculum'; value: string }
  | { type: 'toggleSubject'; value: string };

const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

export function openEditor(preferences: ExaminationPreferences): PreferencesEditorState {
  return { original: preferences, draft: preferences };
}

/** Changing types clears curricula and subjects; changing curricula clears subjects. */
export function preferencesEditorReducer(
  state: PreferencesEditorState,
  action: PreferencesEditorAction,
): PreferencesEditorState {
  switch (action.type) {
    case 'open':
      return openEditor(action.preferences);
    case 'toggleType':
      return {
        ...state,
        draft: {
          selectedTypes: toggle(state.draft.selectedTypes, action.value),
          selectedCurricula: [],
          selectedSubjects: [],
        },
      };
    case 'toggleCurriculum':
      return {
        ...state,
        draft: {
          ...state.draft,
          selectedCurricula: toggle(state.draft.selectedCurricula, action.value),
          selectedSubjects: [],
        },
      };
    case 'toggleSubject':
      return {
        ...state,
        draft: {
          ...state.draft,
          selectedSubjects: toggle(state.draft.selectedSubjects, action.value),
        },
      };
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

export function isPreferencesDirty(state: PreferencesEditorState): boolean {
  const { original, draft } = state;
  return !(
    sameSet(original.selectedTypes, draft.selectedTypes) &&
    sameSet(original.selectedCurricula, draft.selectedCurricula) &&
    sameSet(original.selectedSubjects, draft.selectedSubjects)
  );
}

/** The first missing choice, as the spec words it, or null when the draft can be saved. */
export function preferencesProblem(draft: ExaminationPreferences): string | null {
  if (draft.selectedTypes.length === 0) {
    return M.selectType;
  }
  if (draft.selectedCurricula.length === 0) {
    return M.selectCurriculum;
  }
  if (draft.selectedSubjects.length === 0) {
    return M.selectSubject;
  }
  return null;
}

/** What the modal offers at each level, given the choices above it. */
export function preferencesOptions(draft: ExaminationPreferences) {
  return {
    curricula: curriculaOf(draft.selectedTypes),
    subjects: subjectsOf(draft.selectedTypes, draft.selectedCurricula),
  };
}
