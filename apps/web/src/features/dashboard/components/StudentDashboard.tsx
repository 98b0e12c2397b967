import { LEARNING_MESSAGES, type SessionUser } from '@abhyas/contracts';
import { Link } from '@tanstack/react-router';
import { StudentExplanationRequests } from '../../explanations/components/StudentExplanationRequests';
import { LearningNeedsView } from '../../learning-needs/components/LearningNeedsView';
import { StudentAnalysis } from '../../progress/components/StudentAnalysis';
import { StudentOverview } from '../../progress/components/StudentOverview';
import { StudentPerformance } from '../../progress/components/StudentPerformance';
import { AvailableTests } from '../../tests/components/AvailableTests';
import { StudentTestResults } from '../../tests/components/StudentTestResults';
import { STUDENT_SIDEBAR, type StudentTab } from '../dashboard-navigation';
import styles from './dashboard.module.css';
import { DashboardPage } from './DashboardPage';
import { DashboardShell } from './DashboardShell';
import { DashboardSidebar } from './DashboardSidebar';
import { FlashMessage } from './FlashMessage';
import { StudentSettings } from './StudentSettings';

export function StudentDashboard({ user, tab }: { user: SessionUser; tab: StudentTab }) {
  const firstName = user.name.trim().split(/\s+/)[0] || user.name;
  return (
    <DashboardShell
      user={user}
      headerContent={<p className={styles.greeting}>Hello, {firstName}!</p>}
      sidebar={
        <DashboardSidebar
          sections={STUDENT_SIDEBAR}
          active={tab}
          renderLink={(target, content, className) => (
            <Link
              to="/student-dashboard"
              search={{ tab: target }}
              className={className}
              aria-current={target === tab ? 'page' : undefined}
            >
              {content}
            </Link>
          )}
        />
      }
    >
      <FlashMessage />
      {tab === 'home' ? (
        <DashboardPage
          title={`Welcome, ${user.name}`}
          lead="This is your practice space on Abhyas."
        >
          <StudentOverview user={user} />
          <section className={styles.panel} aria-labelledby="student-signin">
            <h2 id="student-signin">Signing in</h2>
            <p className={styles.meta}>
              {user.username ? (
                <>
                  Your username is <code>{user.username}</code>.{' '}
                </>
              ) : null}
              Your PIN is set by your parent. If you forget it, ask them to reset it from their
              Settings.
            </p>
          </section>
        </DashboardPage>
      ) : null}
      {tab === 'available-tests' ? (
        <DashboardPage title="Available Tests" lead="Tests your parent has set for you.">
          <AvailableTests user={user} />
        </DashboardPage>
      ) : null}
      {tab === 'test-results' ? (
        <DashboardPage title="Test Results" lead="Your completed tests, question by question.">
          <StudentTestResults key="results" user={user} />
        </DashboardPage>
      ) : null}
      {tab === 'explanation-requests' ? (
        <DashboardPage
          title="Explanation Requests"
          lead="Explanations you asked for on wrong answers, and what your parent decided."
        >
          <StudentExplanationRequests studentId={user.id} />
        </DashboardPage>
      ) : null}
      {tab === 'learning-needs' ? (
        <DashboardPage
          title="Learning Needs"
          lead="The skills to practise next, section by section."
        >
          {user.parentId ? (
            <LearningNeedsView parentId={user.parentId} studentName={user.name} />
          ) : (
            <p className="state-note">{LEARNING_MESSAGES.noData}</p>
          )}
        </DashboardPage>
      ) : null}
      {tab === 'analysis' ? (
        <DashboardPage title="Analysis" lead="Your average score and time in each subject.">
          <StudentAnalysis user={user} />
        </DashboardPage>
      ) : null}
      {tab === 'performance' ? (
        <DashboardPage title="Performance" lead="How you are doing overall and in each subject.">
          <StudentPerformance user={user} />
        </DashboardPage>
      ) : null}
      {tab === 'settings' ? <StudentSettings user={user} /> : null}
    </DashboardShell>
  );
}
