import { ACCOUNT_MESSAGES as M, type ExaminationPreferences } from '@abhyas/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/QueryState';
import { examinationPreferencesQueryOptions } from '../api/settings-api';
import { PreferencesModal } from './PreferencesModal';
import { SettingsMessage } from './SettingsMessage';
import styles from './settings.module.css';

function Summary({ label, values }: { label: string; values: string[] }) {
  return (
    <div className={styles.summaryRow}>
      <dt>{label}</dt>
      <dd>
        {values.length === 0 ? (
          <span className={styles.muted}>None selected</span>
        ) : (
          values.map((value) => (
            <span key={value} className={styles.tag}>
              {value}
            </span>
          ))
        )}
      </dd>
    </div>
  );
}

export function ExaminationPreferencesCard({ parentId }: { parentId: string }) {
  const query = useQuery(examinationPreferencesQueryOptions(parentId));
  const [editing, setEditing] = useState<ExaminationPreferences | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  return (
    <div className="form">
      <p className={styles.muted}>
        These limit what the paper generator offers: only the examination types, boards and subjects
        you choose here.
      </p>
      <QueryState
        query={query}
        loading="Loading examination preferences..."
        errorText="Could not load your examination preferences."
      >
        {(preferences) => (
          <>
            <dl className={styles.summary} data-testid="exam-preferences-summary">
              <Summary label="Examination types" values={preferences.selectedTypes} />
              <Summary label="Boards" values={preferences.selectedCurricula} />
              <Summary label="Subjects" values={preferences.selectedSubjects} />
            </dl>
            <div>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setMessage(null);
                  setEditing(preferences);
                }}
              >
                Configure
              </button>
            </div>
          </>
        )}
      </QueryState>
      <SettingsMessage message={message} />
      {editing ? (
        <PreferencesModal
          parentId={parentId}
          saved={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setMessage(M.preferencesSaved);
          }}
        />
      ) : null}
    </div>
  );
}
