import { Link } from '@tanstack/react-router';
import { DashboardShell } from '../features/dashboard/components/DashboardShell';
import styles from '../features/dashboard/components/dashboard.module.css';
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
          headerContent={
            <Link to="/parent-dashboard" search={{ view: 'dashboard' }}>
              ← Back to dashboard
            </Link>
          }
        >
          <div className={styles.stack} style={{ maxWidth: 720, margin: '0 auto', width: '100%' }}>
            <div>
              <h1>Add a child</h1>
              <p className={styles.lead}>
                Your child gets a username and a 4-digit PIN to sign in on the Student tab.
              </p>
            </div>
            <section className={styles.panel}>
              <AddChildForm
                parentId={user.id}
                doneAction={
                  <Link
                    to="/parent-dashboard"
                    search={{ view: 'dashboard' }}
                    className="button button--secondary"
                  >
                    Go to dashboard
                  </Link>
                }
              />
            </section>
          </div>
        </DashboardShell>
      ) : null}
    </ProtectedRoute>
  );
}
