import { DashboardPage } from '../features/dashboard/components/DashboardPage';
import { DashboardShell } from '../features/dashboard/components/DashboardShell';
import styles from '../features/dashboard/components/dashboard.module.css';
import { ParentViewLink } from '../features/dashboard/components/ParentViewLink';
import { AddChildForm } from '../features/family/components/AddChildForm';
import { ProtectedRoute } from '../features/session/components/ProtectedRoute';
import { useSession } from '../features/session/hooks/useSession';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function ParentAddChildPage() {
  useDocumentTitle('Add a child');
  const { user } = useSession();
  return (
    <ProtectedRoute role="parent">
      {user ? (
        <DashboardShell
          user={user}
          headerContent={<ParentViewLink view="dashboard">← Back to dashboard</ParentViewLink>}
        >
          <DashboardPage
            title="Add a child"
            lead="Your child gets a username and a 4-digit PIN to sign in on the Student tab."
            narrow
          >
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
          </DashboardPage>
        </DashboardShell>
      ) : null}
    </ProtectedRoute>
  );
}
