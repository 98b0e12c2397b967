import { QueryState } from '../../../components/QueryState';
import { SettingsMessage } from '../../settings/components/SettingsMessage';
import { useChildren } from '../hooks/useChildren';
import { useCredentialActions } from '../hooks/useCredentialActions';
import { ChildCredentialRow } from './ChildCredentialRow';
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
            {list.map((child) => (
              <ChildCredentialRow key={child._id} child={child} actions={actions} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
