import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import {
  isPreferencesDirty,
  openEditor,
  preferencesEditorReducer as reduce,
  preferencesOptions,
  preferencesProblem,
} from './preferences-editor.reducer';

const saved = {
  selectedTypes: ['CBSE', 'Olympiad'],
  selectedCurricula: ['CBSE', 'IMO'],
  selectedSubjects: ['Mathematics', 'Science'],
};

describe('preferencesEditorReducer', () => {
  it('starts clean from the saved preferences', () => {
    const state = openEditor(saved);
    expect(state.draft).toEqual(saved);
    expect(isPreferencesDirty(state)).toBe(false);
  });

  it('changing types clears curricula and subjects', () => {
    const state = reduce(openEditor(saved), { type: 'toggleType', value: 'ICSE' });
    expect(state.draft).toEqual({
      selectedTypes: ['CBSE', 'Olympiad', 'ICSE'],
      selectedCurricula: [],
      selectedSubjects: [],
    });
    expect(isPreferencesDirty(state)).toBe(true);
  });

  it('changing curricula clears subjects and keeps types', () => {
    const state = reduce(openEditor(saved), { type: 'toggleCurriculum', value: 'IMO' });
    expect(state.draft).toEqual({
      selectedTypes: ['CBSE', 'Olympiad'],
      selectedCurricula: ['CBSE'],
      selectedSubjects: [],
    });
  });

  it('toggling a subject back makes the draft clean again (order does not matter)', () => {
    let state = reduce(openEditor(saved), { type: 'toggleSubject', value: 'Mathematics' });
    expect(isPreferencesDirty(state)).toBe(true);
    state = reduce(state, { type: 'toggleSubject', value: 'Mathematics' });
    expect(state.draft.selectedSubjects).toEqual(['Science', 'Mathematics']);
    expect(isPreferencesDirty(state)).toBe(false);
  });
});

describe('preferencesProblem', () => {
  it('names the first missing level', () => {
    expect(preferencesProblem({ ...saved, selectedTypes: [] })).toBe(M.selectType);
    expect(preferencesProblem({ ...saved, selectedCurricula: [] })).toBe(M.selectCurriculum);
    expect(preferencesProblem({ ...saved, selectedSubjects: [] })).toBe(M.selectSubject);
    expect(preferencesProblem(saved)).toBeNull();
  });
});

describe('preferencesOptions', () => {
  it('offers the boards of the chosen types and the subjects of the chosen boards', () => {
    const options = preferencesOptions({
      selectedTypes: ['Olympiad'],
      selectedCurricula: ['IMO', 'NSO'],
      selectedSubjects: [],
    });
    expect(options.curricula).toEqual(['IMO', 'NSO', 'IEO', 'ICSO', 'IGKO', 'ISSO']);
    expect(options.subjects).toEqual(['Mathematics', 'Science']);
  });
});
