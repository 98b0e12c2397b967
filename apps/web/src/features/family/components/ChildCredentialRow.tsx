import type { ChildSummary } from '@abhyas/contracts';
import { CredentialsCard } from '../../../components/CredentialsCard';
import { activeLockEnd, lockEndText } from '../child-lock';
import type { useCredentialActions } from '../hooks/useCredentialActions';
import styles from './family.module.css';

interface ChildCredentialRowProps {
  child: ChildSummary;
  actions: ReturnType<typeof useCredentialActions>;
}

/** One child's card in Settings: username, a PIN lock with Unlock, Reset PIN and Delete (each confirmed). */
export function ChildCredentialRow({ child, actions }: ChildCredentialRowProps) {
  const now = new Date();
  const lockEnd = activeLockEnd(child, now);
  const marked = actions.marked?.childId === child._id ? actions.marked.action : null;
  const resetting = actions.resettingId === child._id;
  const deleting = actions.deletingId === child._id;
  const unlocking = actions.unlockingId === child._id;
  const busy = resetting || deleting || unlocking;

  return (
    <li className={styles.row} data-testid="credential-row">
      <div className={styles.rowMain}>
        <div>
          <strong>{child.name}</strong>
          <span className={styles.muted}> · {child.class}</span>
          <div className={styles.muted}>
            Username: <code>{child.username}</code>
          </div>
          {lockEnd ? (
            <p className={styles.locked} data-testid="child-locked">
              <span className={styles.lockedBadge}>Locked</span> Too many wrong PINs: PIN sign-in is
              locked until {lockEndText(lockEnd, now)}.
            </p>
          ) : null}
        </div>
        <div className="form-actions">
          {lockEnd ? (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => actions.unlockChild(child._id, child.name)}
            >
              {unlocking ? 'Unlocking...' : 'Unlock'}
            </button>
          ) : null}
          <button
            type="button"
            className={`button ${marked === 'reset' ? styles.danger : 'button--secondary'}`}
            disabled={busy}
            onClick={() => actions.resetPin(child._id, child.name)}
          >
            {resetting ? 'Resetting...' : marked === 'reset' ? 'Confirm reset' : 'Reset PIN'}
          </button>
          <button
            type="button"
            className={`button ${marked === 'delete' ? styles.danger : 'button--secondary'}`}
            disabled={busy}
            onClick={() => actions.clickDelete(child._id, child.name)}
          >
            {deleting ? 'Deleting...' : marked === 'delete' ? 'Confirm delete' : 'Delete'}
          </button>
          {marked && !busy ? (
            <button type="button" className="button button--light" onClick={actions.cancel}>
              Cancel
            </button>
          ) : null}
        </div>
      </div>
      {marked === 'reset' ? (
        <p className={styles.confirmText} role="alert">
          A new PIN replaces {child.name}&rsquo;s current PIN, which stops working at once, and
          signs {child.name} out everywhere. Click &lsquo;Confirm reset&rsquo; to continue.
        </p>
      ) : null}
      {marked === 'delete' ? (
        <p className={styles.confirmText} role="alert">
          Deleting {child.name} permanently removes their papers, tests and activity. Click
          &lsquo;Confirm delete&rsquo; to continue.
        </p>
      ) : null}
      {actions.revealed?.childId === child._id ? (
        <div className={styles.revealed}>
          <CredentialsCard
            username={actions.revealed.username}
            pin={actions.revealed.pin}
            hint={`Share the new PIN with ${child.name}. The old PIN no longer works, and a locked account is unlocked.`}
          />
          <button type="button" className="button button--light" onClick={actions.hidePin}>
            Done
          </button>
        </div>
      ) : null}
    </li>
  );
}
