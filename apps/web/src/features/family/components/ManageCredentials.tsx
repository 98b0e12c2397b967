import { CredentialsCard } from '../../../components/CredentialsCard';
import { QueryState } from '../../../components/QueryState';
import { SettingsMessage } from '../../settings/components/SettingsMessage';
import { useChildren } from '../hooks/useChildren';
import { useCredentialActions } from '../hooks/useCredentialActions';
import styles from './family.module.css';

export function ManageCredentials({ parentId }: { parentId: string }) {
  const children = useChildren(parentId);
  const actions = useCredentialActions(parentId);

  return (
    <div className={styles.manage}>
      <SettingsMessage message={actions.message} />
      <QueryState
        query={children}
        loading="Loading students..."
        errorText="Could not load your students."
        isEmpty={(list) => list.length === 0}
        empty="No students yet. Add a student to create their username and PIN."
      >
        {(list) => (
          <ul className={styles.rows}>
            {list.map((child) => {
              const marked = actions.markedForDelete === child._id;
              const deleting = actions.deletingId === child._id;
              return (
                <li key={child._id} className={styles.row} data-testid="credential-row">
                  <div className={styles.rowMain}>
                    <div>
                      <strong>{child.name}</strong>
                      <span className={styles.muted}> · {child.class}</span>
                      <div className={styles.muted}>
                        Username: <code>{child.username}</code>
                      </div>
                    </div>
                    <div className="form-actions">
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={actions.resettingId === child._id || deleting}
                        onClick={() => actions.resetPin(child._id, child.name)}
                      >
                        {actions.resettingId === child._id ? 'Resetting...' : 'Reset PIN'}
                      </button>
                      <button
                        type="button"
                        className={`button ${marked ? styles.danger : 'button--secondary'}`}
                        disabled={deleting}
                        onClick={() => actions.clickDelete(child._id, child.name)}
                      >
                        {deleting ? 'Deleting...' : marked ? 'Confirm delete' : 'Delete'}
                      </button>
                      {marked && !deleting ? (
                        <button
                          type="button"
                          className="button button--light"
                          onClick={actions.cancelDelete}
                        >
                          Cancel
                        </button>
                      ) : null}
                    </div>
                  </div>
                  {marked ? (
                    <p className={styles.confirmText} role="alert">
                      Deleting {child.name} permanently removes their papers, tests and activity.
                      Click &lsquo;Confirm delete&rsquo; to continue.
                    </p>
                  ) : null}
                  {actions.revealed?.childId === child._id ? (
                    <div className={styles.revealed}>
                      <CredentialsCard
                        username={actions.revealed.username}
                        pin={actions.revealed.pin}
                        hint={`Share the new PIN with ${child.name}. The old PIN no longer works, and a locked account is unlocked.`}
                      />
                      <button
                        type="button"
                        className="button button--light"
                        onClick={actions.hidePin}
                      >
                        Done
                      </button>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
