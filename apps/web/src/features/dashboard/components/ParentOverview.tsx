import type { ChildSummary, SessionUser } from '@abhyas/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '../../../components/QueryState';
import { ParentProgressOverview } from '../../progress/components/ParentProgressOverview';
import { DashboardPage } from './DashboardPage';
import styles from './dashboard.module.css';
import { ParentViewLink } from './ParentViewLink';

interface ParentOverviewProps {
  user: SessionUser;
  students: UseQueryResult<ChildSummary[]>;
  selectedId: string | null;
}

const addedOn = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
};

export function ParentOverview({ user, students, selectedId }: ParentOverviewProps) {
  const selectedChild = students.data?.find((child) => child._id === selectedId) ?? null;
  return (
    <DashboardPage
      title={`Welcome, ${user.name}`}
      lead="How the student chosen at the top is doing, and your students at a glance."
    >
      {selectedChild ? <ParentProgressOverview parentId={user.id} child={selectedChild} /> : null}
      <section className={styles.panel} aria-labelledby="overview-students">
        <h2 id="overview-students">Your students</h2>
        <QueryState
          query={students}
          loading="Loading students..."
          errorText="Could not load your students."
          isEmpty={(list) => list.length === 0}
          empty={
            <>
              <p>
                <strong>No students yet.</strong> Add your child to create their username and PIN;
                they use them to sign in and take the tests you set.
              </p>
              <ParentViewLink view="add-student" className="button button--primary">
                Add Student
              </ParentViewLink>
            </>
          }
        >
          {(list) => (
            <ul className={styles.cards}>
              {list.map((child) => (
                <li
                  key={child._id}
                  className={`${styles.childCard} ${child._id === selectedId ? styles.childCardSelected : ''}`}
                >
                  <h3>{child.name}</h3>
                  <p className={styles.meta}>{child.class}</p>
                  <p className={styles.meta}>
                    Username: <code>{child.username}</code>
                  </p>
                  {addedOn(child.createdAt) ? (
                    <p className={styles.meta}>Added {addedOn(child.createdAt)}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <section className={styles.panel} aria-labelledby="overview-next">
        <h2 id="overview-next">Manage your family</h2>
        <div className="form-actions">
          <ParentViewLink view="add-student" className="button button--secondary">
            Add a student
          </ParentViewLink>
          <ParentViewLink view="settings" className="button button--secondary">
            Reset a PIN or change settings
          </ParentViewLink>
        </div>
      </section>
    </DashboardPage>
  );
}
