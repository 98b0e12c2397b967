import type { SessionUser } from '@abhyas/contracts';
import { useState } from 'react';
import { DetailedReportDownload } from '../../analytics-report/components/DetailedReportDownload';
import { CreditStatusCard } from '../../credits/components/CreditStatusCard';
import { SidebarCreditBalance } from '../../credits/components/SidebarCreditBalance';
import { TransactionLog } from '../../credits/components/TransactionLog';
import { ParentExplanationRequests } from '../../explanations/components/ParentExplanationRequests';
import { PendingExplanationsBadge } from '../../explanations/components/PendingExplanationsBadge';
import { AddChildForm } from '../../family/components/AddChildForm';
import { LearningNeedsView } from '../../learning-needs/components/LearningNeedsView';
import { CreatePaper } from '../../papers/components/CreatePaper';
import { ViewPapers } from '../../papers/components/ViewPapers';
import { PaymentPage } from '../../payments/components/PaymentPage';
import { ParentReports } from '../../progress/components/ParentReports';
import { ParentTimeline } from '../../progress/components/ParentTimeline';
import { useChildren } from '../../family/hooks/useChildren';
import { ParentSettings } from '../../settings/components/ParentSettings';
import { ParentTestResults } from '../../tests/components/ParentTestResults';
import { ScheduleTest } from '../../tests/components/ScheduleTest';
import { PARENT_SIDEBAR, PARENT_VIEW_TITLES, type ParentView } from '../dashboard-navigation';
import styles from './dashboard.module.css';
import { DashboardPage } from './DashboardPage';
import { DashboardShell } from './DashboardShell';
import { DashboardSidebar } from './DashboardSidebar';
import { FlashMessage } from './FlashMessage';
import { ParentOverview } from './ParentOverview';
import { ParentViewLink } from './ParentViewLink';
import { StudentSelector } from './StudentSelector';

const BILLING_SECTION = 'Billing & Credits';

export function ParentDashboard({ user, view }: { user: SessionUser; view: ParentView }) {
  const students = useChildren(user.id);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = students.data ?? [];
  const selectedId = list.some((child) => child._id === chosenId)
    ? chosenId
    : (list[0]?._id ?? null);
  const selectedChild = students.isSuccess
    ? (list.find((child) => child._id === selectedId) ?? null)
    : null;

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
      entryExtra={(target) =>
        target === 'explanation-requests' ? <PendingExplanationsBadge parentId={user.id} /> : null
      }
      sectionFooter={(title) =>
        title === BILLING_SECTION ? <CreditStatusCard userId={user.id} /> : null
      }
      renderLink={(target, content, className) => (
        <ParentViewLink
          view={target}
          className={className}
          aria-current={target === view ? 'page' : undefined}
        >
          {content}
        </ParentViewLink>
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
      <FlashMessage />
      {view === 'dashboard' ? (
        <ParentOverview user={user} students={students} selectedId={selectedId} />
      ) : null}
      {view === 'reports' ? (
        <DashboardPage
          title={PARENT_VIEW_TITLES.reports}
          lead="Scores by subject, the trend over time and every test of the student chosen at the top."
        >
          <ParentReports
            parentId={user.id}
            child={selectedChild}
            actions={
              selectedChild ? (
                <DetailedReportDownload
                  key={selectedChild._id}
                  parentId={user.id}
                  studentName={selectedChild.name}
                />
              ) : null
            }
          />
        </DashboardPage>
      ) : null}
      {view === 'timeline' ? (
        <DashboardPage
          title={PARENT_VIEW_TITLES.timeline}
          lead="Each completed test of the student chosen at the top, newest first."
        >
          <ParentTimeline parentId={user.id} child={selectedChild} />
        </DashboardPage>
      ) : null}
      {view === 'learning-needs' ? (
        <DashboardPage
          title={PARENT_VIEW_TITLES['learning-needs']}
          lead="The skills of the student chosen at the top that need practice, and a paper on them."
        >
          {selectedChild ? (
            <LearningNeedsView
              key={selectedChild._id}
              parentId={user.id}
              studentName={selectedChild.name}
              studentId={selectedChild._id}
              isParent
            />
          ) : (
            <p className="state-note">
              {students.isPending ? 'Loading students…' : 'No students found.'}
            </p>
          )}
        </DashboardPage>
      ) : null}
      {view === 'add-student' ? (
        <DashboardPage
          title={PARENT_VIEW_TITLES['add-student']}
          lead="Each student gets a username and a 4-digit PIN to sign in on the Student tab."
        >
          <section className={styles.panel}>
            <AddChildForm parentId={user.id} />
          </section>
        </DashboardPage>
      ) : null}
      {view === 'explanation-requests' ? (
        <DashboardPage
          title={PARENT_VIEW_TITLES['explanation-requests']}
          lead="Your children’s questions about wrong answers: approve one for 1 credit, or say why not."
        >
          <ParentExplanationRequests parentId={user.id} />
        </DashboardPage>
      ) : null}
      {view === 'settings' ? (
        <DashboardPage title={PARENT_VIEW_TITLES.settings}>
          <ParentSettings parentId={user.id} />
        </DashboardPage>
      ) : null}
      {view === 'generate-paper' ? (
        <DashboardPage
          title={PARENT_VIEW_TITLES['generate-paper']}
          lead="Choose the exam, class and syllabus, generate the paper, check it and save it."
        >
          <CreatePaper parentId={user.id} defaultStudentId={selectedId} />
        </DashboardPage>
      ) : null}
      {view === 'view-papers' ? (
        <DashboardPage
          title={PARENT_VIEW_TITLES['view-papers']}
          lead="Every paper you saved for the student chosen at the top."
        >
          <ViewPapers parentId={user.id} childId={students.isSuccess ? selectedId : null} />
        </DashboardPage>
      ) : null}
      {view === 'schedule-test' ? (
        <DashboardPage
          title={PARENT_VIEW_TITLES['schedule-test']}
          lead="Set a saved paper as a test for the student chosen at the top, with its due date and time."
        >
          <ScheduleTest parentId={user.id} child={selectedChild} />
        </DashboardPage>
      ) : null}
      {view === 'test-results' ? (
        <DashboardPage
          title={PARENT_VIEW_TITLES['test-results']}
          lead="Completed tests of the student chosen at the top: see every answer, or allow a retake."
        >
          <ParentTestResults parentId={user.id} child={selectedChild} />
        </DashboardPage>
      ) : null}
      {view === 'payment' ? (
        <DashboardPage
          title={PARENT_VIEW_TITLES.payment}
          lead="Buy credits with a plan or as you go, and see where your credits went this month."
        >
          <PaymentPage userId={user.id} />
        </DashboardPage>
      ) : null}
      {view === 'transaction-log' ? (
        <DashboardPage
          title={PARENT_VIEW_TITLES['transaction-log']}
          lead="Every credit added or spent, and every payment you made."
        >
          <section className={styles.panel}>
            <TransactionLog userId={user.id} />
          </section>
        </DashboardPage>
      ) : null}
    </DashboardShell>
  );
}
