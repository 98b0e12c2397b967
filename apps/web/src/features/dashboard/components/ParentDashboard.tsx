import type { SessionUser } from '@abhyas/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CreditStatusCard } from '../../credits/components/CreditStatusCard';
import { SidebarCreditBalance } from '../../credits/components/SidebarCreditBalance';
import { TransactionLog } from '../../credits/components/TransactionLog';
import { AddChildForm } from '../../family/components/AddChildForm';
import { PaymentPage } from '../../payments/components/PaymentPage';
import { useChildren } from '../../family/hooks/useChildren';
import { ParentSettings } from '../../settings/components/ParentSettings';
import { PARENT_SIDEBAR, PARENT_VIEW_TITLES, type ParentView } from '../dashboard-navigation';
import styles from './dashboard.module.css';
import { DashboardShell } from './DashboardShell';
import { DashboardSidebar } from './DashboardSidebar';
import { ParentOverview } from './ParentOverview';
import { StudentSelector } from './StudentSelector';

const BILLING_SECTION = 'Billing & Credits';

export function ParentDashboard({ user, view }: { user: SessionUser; view: ParentView }) {
  const students = useChildren(user.id);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = students.data ?? [];
  const selectedId = list.some((child) => child._id === chosenId)
    ? chosenId
    : (list[0]?._id ?? null);

  const sidebar = (
    <DashboardSidebar
      sections={PARENT_SIDEBAR}
      active={view}
      top={
        <>
          <p className={styles.count} data-testid="student-count">
            <span>Students</span>
            <strong>{students.isSuccess ? list.length : '–'}</strong>
          </p>
          <SidebarCreditBalance userId={user.id} className={styles.count} />
        </>
      }
      sectionFooter={(title) =>
        title === BILLING_SECTION ? <CreditStatusCard userId={user.id} /> : null
      }
      renderLink={(target, content, className) => (
        <Link
          to="/parent-dashboard"
          search={{ view: target }}
          className={className}
          aria-current={target === view ? 'page' : undefined}
        >
          {content}
        </Link>
      )}
    />
  );

  return (
    <DashboardShell
      user={user}
      sidebar={sidebar}
      headerContent={
        <StudentSelector students={students} selectedId={selectedId} onSelect={setChosenId} />
      }
    >
      {view === 'dashboard' ? (
        <ParentOverview user={user} students={students} selectedId={selectedId} />
      ) : null}
      {view === 'add-student' ? (
        <div className={styles.stack}>
          <div>
            <h1>{PARENT_VIEW_TITLES['add-student']}</h1>
            <p className={styles.lead}>
              Each student gets a username and a 4-digit PIN to sign in on the Student tab.
            </p>
          </div>
          <section className={styles.panel}>
            <AddChildForm parentId={user.id} />
          </section>
        </div>
      ) : null}
      {view === 'settings' ? (
        <div className={styles.stack}>
          <h1>{PARENT_VIEW_TITLES.settings}</h1>
          <ParentSettings parentId={user.id} />
        </div>
      ) : null}
      {view === 'payment' ? (
        <div className={styles.stack}>
          <div>
            <h1>{PARENT_VIEW_TITLES.payment}</h1>
            <p className={styles.lead}>
              Buy credits with a plan or as you go, and see where your credits went this month.
            </p>
          </div>
          <PaymentPage userId={user.id} />
        </div>
      ) : null}
      {view === 'transaction-log' ? (
        <div className={styles.stack}>
          <div>
            <h1>{PARENT_VIEW_TITLES['transaction-log']}</h1>
            <p className={styles.lead}>Every credit added or spent, and every payment you made.</p>
          </div>
          <section className={styles.panel}>
            <TransactionLog userId={user.id} />
          </section>
        </div>
      ) : null}
    </DashboardShell>
  );
}
