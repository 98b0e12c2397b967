import { DashboardPage } from '../features/dashboard/components/DashboardPage';
import { DashboardShell } from '../features/dashboard/components/DashboardShell';
import { ParentViewLink } from '../features/dashboard/components/ParentViewLink';
import { CreatePaper } from '../features/papers/components/CreatePaper';
import { ProtectedRoute } from '../features/session/components/ProtectedRoute';
import { useSession } from '../features/session/hooks/useSession';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function CreatePaperPage() {
  useDocumentTitle('Create Question Paper');
  const { user } = useSession();
  return (
    <ProtectedRoute role="parent">
      {user ? (
        <DashboardShell
          user={user}
          headerContent={<ParentViewLink view="dashboard">← Back to dashboard</ParentViewLink>}
        >
          <DashboardPage
            title="Create Question Paper"
            lead="Choose the exam, class and syllabus, generate the paper, check it and save it."
          >
            <CreatePaper parentId={user.id} defaultStudentId={null} />
          </DashboardPage>
        </DashboardShell>
      ) : null}
    </ProtectedRoute>
  );
}
