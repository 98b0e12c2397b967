import styles from '../features/dashboard/components/dashboard.module.css';
import { ParentRoutePage } from '../features/dashboard/components/ParentRoutePage';
import { ParentViewLink } from '../features/dashboard/components/ParentViewLink';
import { AddChildForm } from '../features/family/components/AddChildForm';

export function ParentAddChildPage() {
  return (
    <ParentRoutePage
      title="Add a child"
      lead="Your child gets a username and a 4-digit PIN to sign in on the Student tab."
      narrow
    >
      {(user) => (
        <section className={styles.panel}>
          <AddChildForm
            parentId={user.id}
            doneAction={
              <ParentViewLink view="dashboard" className="button button--secondary">
                Go to dashboard
              </ParentViewLink>
            }
          />
        </section>
      )}
    </ParentRoutePage>
  );
}
