import type { ChildSummary } from '@abhyas/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import styles from './dashboard.module.css';

interface StudentSelectorProps {
  students: UseQueryResult<ChildSummary[]>;
  selectedId: string | null;
  onSelect: (childId: string) => void;
}

export function StudentSelector({ students, selectedId, onSelect }: StudentSelectorProps) {
  if (students.isPending) {
    return <span className={styles.selectorNote}>Loading students...</span>;
  }
  if (students.isError) {
    return (
      <span className={styles.selectorNote} role="alert">
        Could not load students.{' '}
        <button
          type="button"
          className="button button--light"
          onClick={() => void students.refetch()}
        >
          Retry
        </button>
      </span>
    );
  }
  const list = students.data;
  return (
    <div className={styles.selector}>
      <label htmlFor="student-selector">Student</label>
      <select
        id="student-selector"
        className="select"
        value={list.length === 0 ? '' : (selectedId ?? '')}
        disabled={list.length === 0}
        onChange={(event) => onSelect(event.target.value)}
      >
        {list.length === 0 ? <option value="">No students found</option> : null}
        {list.map((child) => (
          <option key={child._id} value={child._id}>
            {child.name} ({child.class})
          </option>
        ))}
      </select>
    </div>
  );
}
