import {
  ACCOUNT_MESSAGES as M,
  EXAMINATION_TYPES,
  type ExaminationPreferences,
} from '@abhyas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { familyFailureMessage } from '../../family/add-child.validation';
import { examinationPreferencesQueryOptions, settingsApi } from '../api/settings-api';
import {
  isPreferencesDirty,
  openEditor,
  preferencesEditorReducer,
  preferencesOptions,
  preferencesProblem,
} from '../preferences-editor.reducer';
import { SettingsMessage } from './SettingsMessage';
import styles from './settings.module.css';

interface PreferencesModalProps {
  parentId: string;
  saved: ExaminationPreferences;
  onClose: () => void;
  onSaved: () => void;
}

function ChoiceGroup(props: {
  legend: string;
  hint: string;
  options: string[];
  selected: string[];
  onToggle: (value: string) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>{props.legend}</legend>
      {props.options.length === 0 ? (
        <p className={styles.muted}>{props.hint}</p>
      ) : (
        <div className={styles.choices}>
          {props.options.map((option) => (
            <label key={option} className="checkbox">
              <input
                type="checkbox"
                checked={props.selected.includes(option)}
                onChange={() => props.onToggle(option)}
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

export function PreferencesModal({ parentId, saved, onClose, onSaved }: PreferencesModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(preferencesEditorReducer, saved, openEditor);
  const [problem, setProblem] = useState<string | null>(null);
  const options = preferencesOptions(state.draft);
  const mutation = useMutation({
    mutationFn: (preferences: ExaminationPreferences) =>
      settingsApi.saveExaminationPreferences(parentId, preferences),
  });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) {
      element.showModal();
    }
    return () => element?.close();
  }, []);

  const save = () => {
    const missing = preferencesProblem(state.draft);
    setProblem(missing);
    if (missing) {
      return;
    }
    mutation.mutate(state.draft, {
      onSuccess: (stored) => {
        queryClient.setQueryData(examinationPreferencesQueryOptions(parentId).queryKey, stored);
        onSaved();
      },
      onError: (error) =>
        setProblem(`${M.preferencesFailed}: ${familyFailureMessage(error, 'please try again.')}`),
    });
  };

  const edit = (action: Parameters<typeof dispatch>[0]) => {
    setProblem(null);
    dispatch(action);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="prefs-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="prefs-title">Configure examination preferences</h2>
      <p className={styles.muted}>
        Changing the types clears the boards and subjects; changing the boards clears the subjects.
      </p>
      <ChoiceGroup
        legend="Examination types"
        hint=""
        options={EXAMINATION_TYPES}
        selected={state.draft.selectedTypes}
        onToggle={(value) => edit({ type: 'toggleType', value })}
      />
      <ChoiceGroup
        legend="Boards and Olympiads"
        hint="Choose an examination type first."
        options={options.curricula}
        selected={state.draft.selectedCurricula}
        onToggle={(value) => edit({ type: 'toggleCurriculum', value })}
      />
      <ChoiceGroup
        legend="Subjects"
        hint="Choose a board first."
        options={options.subjects}
        selected={state.draft.selectedSubjects}
        onToggle={(value) => edit({ type: 'toggleSubject', value })}
      />
      <SettingsMessage message={problem} />
      <div className={`form-actions ${styles.dialogActions}`}>
        <button type="button" className="button button--light" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!isPreferencesDirty(state) || mutation.isPending}
          onClick={save}
        >
          {mutation.isPending ? 'Saving...' : 'Save preferences'}
        </button>
      </div>
    </dialog>
  );
}
