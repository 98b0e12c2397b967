import { ParentRoutePage } from '../features/dashboard/components/ParentRoutePage';
import { CreatePaper } from '../features/papers/components/CreatePaper';

export function CreatePaperPage() {
  return (
    <ParentRoutePage
      title="Create Question Paper"
      lead="Choose the exam, class and syllabus, generate the paper, check it and save it."
    >
      {(user) => <CreatePaper parentId={user.id} defaultStudentId={null} />}
    </ParentRoutePage>
  );
}
