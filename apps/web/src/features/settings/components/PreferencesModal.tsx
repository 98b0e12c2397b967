import {
  ACCOUNT_MESSAGES as M,
  EXAMINATION_TYPES,
  type ExaminationPreferences,
} from '@abhyas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { CheckboxField } from '../../../components/CheckboxField';
import { familyFailureMessage } from '../../family/add-child.validation';
import { examinationPreferencesQueryOptions, settingsApi } from '../api/settings-api';
import {
  isPreferencesDirty,
  openEditor,
  preferencesEditorReducer,
  preferencesOptions,
  preferencesProblem,
  type PreferencesEditorAction,
} from '../preferences-editor.reducer';
import { SettingsMessage } from './SettingsMessage';
import styles from './settings.module.css';

interface PreferencesModalProps {
  parentId: string;
  saved: ExaminationPreferences;
  onClose: () => void;
  onSaved: () => void;
}

/** The three lists, each narrowing the next. */
const GROUPS = [
  { kind: 'types', legend: 'Examination types', hint: '' },
  { kind: 'curricula', legend: 'Boards and Olympiads', hint: 'Choose an examination type first.' },
  { kind: 'subjects', legend: 'Subjects', hint: 'Choose a board first.' },
] as const;
const SELECTED = {
  types: 'selectedTypes',
  curricula: 'selectedCurricula',
  subjects: 'selectedSubjects',
} as const;
const TOGGLE = {
  types: 'toggleType',
  curricula: 'toggleCurriculum',
  subjects: 'toggleSubject',
} as const;

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
            <CheckboxField
              key={option}
              label={option}
              checked={props.selected.includes(option)}
              onChange={() => props.onToggle(option)}
            />
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
  const choices = { types: EXAMINATION_TYPES, ...preferencesOptions(state.draft) };
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

  const edit = (action: PreferencesEditorAction) => {
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
      {GROUPS.map((group) => (
        <ChoiceGroup
          key={group.legend}
          legend={group.legend}
          hint={group.hint}
          options={choices[group.kind]}
          selected={state.draft[SELECTED[group.kind]]}
          onToggle={(value) => edit({ type: TOGGLE[group.kind], value })}
        />
      ))}
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
