import type { SessionUser } from '@abhyas/contracts';
import { useState } from 'react';
import { DashboardPage } from '../features/dashboard/components/DashboardPage';
import { DashboardShell } from '../features/dashboard/components/DashboardShell';
import { ParentViewLink } from '../features/dashboard/components/ParentViewLink';
import { StudentSelector } from '../features/dashboard/components/StudentSelector';
import { useChildren } from '../features/family/hooks/useChildren';
import { ViewPapers } from '../features/papers/components/ViewPapers';
import { ProtectedRoute } from '../features/session/components/ProtectedRoute';
import { useSession } from '../features/session/hooks/useSession';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

function ViewPapersScreen({ user }: { user: SessionUser }) {
  const students = useChildren(user.id);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = students.data ?? [];
  const selectedId = list.some((child) => child._id === chosenId)
    ? chosenId
    : (list[0]?._id ?? null);
  return (
    <DashboardShell
      user={user}
      headerContent={
        <>
          <ParentViewLink view="dashboard">← Dashboard</ParentViewLink>
          <StudentSelector students={students} selectedId={selectedId} onSelect={setChosenId} />
        </>
      }
    >
      <DashboardPage title="View Papers" lead="Every paper you saved for the chosen student.">
        <ViewPapers parentId={user.id} childId={students.isSuccess ? selectedId : null} />
      </DashboardPage>
    </DashboardShell>
  );
}

export function ParentViewPapersPage() {
  useDocumentTitle('View Papers');
  const { user } = useSession();
  return (
    <ProtectedRoute role="parent">{user ? <ViewPapersScreen user={user} /> : null}</ProtectedRoute>
  );
}
