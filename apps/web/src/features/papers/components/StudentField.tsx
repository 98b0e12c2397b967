import type { ChildSummary } from '@abhyas/contracts';
import { Link } from '@tanstack/react-router';
import { SelectField } from '../../../components/SelectField';
import type { PaperFormBinding } from './paper-form-binding';
import styles from './papers.module.css';

/** The child the paper is made for; bank papers prefer questions they have not seen. */
export function StudentField({
  binding,
  students,
}: {
  binding: PaperFormBinding;
  students: ChildSummary[];
}) {
  const { form, edit, disabled } = binding;
  if (students.length === 0) {
    return (
      <p className={styles.muted}>
        No students found.{' '}
        <Link to="/parent-dashboard" search={{ view: 'add-student' }}>
          Add a student
        </Link>{' '}
        to make papers for them.
      </p>
    );
  }
  return (
    <SelectField
      id="paper-student"
      label="Student"
      placeholder="Select student"
      options={students.map((child) => ({
        value: child._id,
        label: `${child.name} (${child.class})`,
      }))}
      value={form.student}
      disabled={disabled}
      onChange={(event) => edit({ type: 'student', student: event.target.value })}
    />
  );
}
