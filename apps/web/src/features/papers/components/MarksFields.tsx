import { PAPER_RULES } from '@abhyas/contracts';
import { FieldError } from '../../../components/FieldError';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { hasCountedMarks, hasSectionMarks, type SectionMarksField } from '../paper-form';
import { fieldError, type PaperFormBinding } from './paper-form-binding';
import styles from './papers.module.css';

const SECTIONS: { field: SectionMarksField; label: string }[] = [
  { field: 'mcqMarks', label: 'MCQ' },
  { field: 'shortMarks', label: 'Short answer' },
  { field: 'longMarks', label: 'Long answer' },
];

const asMarks = (value: string) => {
  const marks = Number.parseInt(value, 10);
  return Number.isNaN(marks) ? 0 : Math.max(0, Math.min(100, marks));
};

/** Total marks from the chapter/topic options, or the comprehensive split that must add up. */
export function MarksFields({ binding }: { binding: PaperFormBinding }) {
  const { form, options, edit, disabled } = binding;
  if (hasCountedMarks(form)) {
    const counted = form.paperType === 'topic-wise' ? 'topics' : 'chapters';
    return (
      <SelectField
        id="paper-total-marks"
        label="Total marks"
        hint={`More ${counted} allow higher totals (up to ${PAPER_RULES.maxMarks}).`}
        hintId="paper-total-marks-hint"
        options={options.totalMarks.map(String)}
        value={String(form.totalMarks)}
        disabled={disabled}
        onChange={(event) => edit({ type: 'totalMarks', totalMarks: Number(event.target.value) })}
      />
    );
  }
  if (!hasSectionMarks(form)) {
    return null;
  }
  const markError = fieldError(binding, 'totalMarks', 'paper-marks');
  const number = { type: 'number', inputMode: 'numeric', min: 0, max: 100, disabled } as const;
  return (
    <fieldset className={styles.marks}>
      <legend>Marks</legend>
      <div className={styles.marksRow}>
        <TextField
          {...number}
          id="paper-total-marks"
          label="Total"
          min={PAPER_RULES.minMarks}
          value={String(form.totalMarks)}
          onChange={(event) =>
            edit({ type: 'totalMarks', totalMarks: asMarks(event.target.value) })
          }
          aria-invalid={Boolean(markError.error)}
          aria-describedby={markError.error ? markError.errorId : undefined}
        />
        {SECTIONS.map((section) => (
          <TextField
            {...number}
            key={section.field}
            id={`paper-${section.field}`}
            label={section.label}
            value={String(form[section.field])}
            onChange={(event) =>
              edit({
                type: 'sectionMarks',
                field: section.field,
                marks: asMarks(event.target.value),
              })
            }
          />
        ))}
      </div>
      <FieldError id={markError.errorId} message={markError.error} />
    </fieldset>
  );
}
